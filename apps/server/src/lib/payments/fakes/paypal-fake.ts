import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CURRENCY_EXPONENT, type CurrencyCode, PROVIDER_CURRENCIES } from '@sitewright/contract';
import {
  deliver,
  type FakeNotification,
  type FakeReply,
  type FakeServer,
  html,
  json,
  redirect,
  startFakeServer,
} from './fake-server.ts';

type Json = Record<string, unknown>;

export interface PaypalFakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  /** The create-order body, as received. */
  request: Json;
  captureId?: string;
}

export interface PaypalFake extends FakeServer {
  orders: Map<string, PaypalFakeOrder>;
  refunds: { captureId: string; amount: Json }[];
  /** How many access tokens were handed out (the driver should reuse one). */
  tokensIssued(): number;
  /** The payer approves: the order becomes APPROVED; answers the signed CHECKOUT.ORDER.APPROVED event. */
  approve(orderId: string): FakeNotification;
  /** Captures an approved order (as PayPal would after the app's call) and answers PAYMENT.CAPTURE.COMPLETED. */
  captureCompleted(orderId: string): FakeNotification;
  /** Any event, signed so that verify-webhook-signature answers SUCCESS for it. */
  event(eventType: string, resource: Json): FakeNotification;
}

/**
 * A local PayPal REST API: Basic auth for tokens, Bearer for the rest; Orders v2 with approval and
 * capture; refunds; and verify-webhook-signature, which answers SUCCESS only for events this fake
 * signed, unchanged, for the configured webhook id.
 */
export async function startPaypalFake(options: {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  webhookUrl?: string;
}): Promise<PaypalFake> {
  const orders = new Map<string, PaypalFakeOrder>();
  const refunds: PaypalFake['refunds'] = [];
  const tokens = new Set<string>();
  const signingSecret = randomBytes(32);
  let base = '';

  const problem = (status: number, name: string, issue: string, message: string) =>
    json(status, {
      name,
      message,
      details: [{ issue, description: message }],
      debug_id: randomBytes(6).toString('hex'),
    });

  const canonical = (event: unknown) => createHash('sha256').update(JSON.stringify(event)).digest('hex');
  const transmissionSig = (id: string, time: string, webhookId: string, eventHash: string) =>
    createHmac('sha256', signingSecret).update(`${id}|${time}|${webhookId}|${eventHash}`).digest('base64');

  function view(order: PaypalFakeOrder): Json {
    const unit = ((order.request.purchase_units as Json[] | undefined)?.[0] ?? {}) as Json;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          ...unit,
          ...(order.captureId
            ? {
                payments: {
                  captures: [
                    {
                      id: order.captureId,
                      status: 'COMPLETED',
                      amount: unit.amount,
                      custom_id: unit.custom_id,
                    },
                  ],
                },
              }
            : {}),
        },
      ],
      links: [
        { rel: 'self', href: `${base}/v2/checkout/orders/${order.id}`, method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED'
          ? [{ rel: 'payer-action', href: `${base}/checkoutnow?token=${order.id}`, method: 'GET' }]
          : []),
      ],
    };
  }

  function handle(method: string, url: URL, auth: string | undefined, body: string): FakeReply {
    if (url.pathname === '/checkoutnow') return approvePage(method, url.searchParams.get('token') ?? '');
    if (method === 'POST' && url.pathname === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (auth !== expected)
        return json(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      if (new URLSearchParams(body).get('grant_type') !== 'client_credentials') {
        return json(400, { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' });
      }
      const token = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(token);
      return json(200, {
        scope: 'https://uri.paypal.com/services/payments',
        access_token: token,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: randomBytes(8).toString('hex'),
      });
    }
    if (!auth?.startsWith('Bearer ') || !tokens.has(auth.slice(7))) {
      return json(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });
    }
    const input = body ? (JSON.parse(body) as Json) : {};
    if (method === 'POST' && url.pathname === '/v2/checkout/orders') return createOrder(input);
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(url.pathname);
    if (orderPath) {
      const order = orders.get(decodeURIComponent(orderPath[1] ?? ''));
      if (!order)
        return problem(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'The specified resource does not exist.',
        );
      if (method === 'GET' && !orderPath[2]) return json(200, view(order));
      if (method === 'POST' && orderPath[2]) {
        if (order.status === 'COMPLETED')
          return problem(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
        if (order.status !== 'APPROVED')
          return problem(
            422,
            'UNPROCESSABLE_ENTITY',
            'ORDER_NOT_APPROVED',
            'Payer has not yet approved the Order for payment.',
          );
        order.status = 'COMPLETED';
        order.captureId = `CAP${randomBytes(8).toString('hex').toUpperCase()}`;
        return json(201, view(order));
      }
    }
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(url.pathname);
    if (method === 'POST' && refundPath) {
      const captureId = decodeURIComponent(refundPath[1] ?? '');
      if (![...orders.values()].some((o) => o.captureId === captureId)) {
        return problem(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      }
      refunds.push({ captureId, amount: (input.amount ?? {}) as Json });
      return json(201, { id: `REF${randomBytes(6).toString('hex')}`, status: 'COMPLETED' });
    }
    if (method === 'POST' && url.pathname === '/v1/notifications/verify-webhook-signature') {
      if (input.webhook_id !== options.webhookId) return json(200, { verification_status: 'FAILURE' });
      const expected = transmissionSig(
        String(input.transmission_id),
        String(input.transmission_time),
        String(input.webhook_id),
        canonical(input.webhook_event),
      );
      return json(200, { verification_status: input.transmission_sig === expected ? 'SUCCESS' : 'FAILURE' });
    }
    return problem(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      'The requested resource does not exist.',
    );
  }

  function createOrder(input: Json): FakeReply {
    if (input.intent !== 'CAPTURE' && input.intent !== 'AUTHORIZE') {
      return problem(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER', 'intent is required.');
    }
    const unit = ((input.purchase_units as Json[] | undefined)?.[0] ?? {}) as Json;
    const amount = (unit.amount ?? {}) as Json;
    const currency = String(amount.currency_code ?? '') as CurrencyCode;
    const exponent = CURRENCY_EXPONENT[currency];
    if (exponent === undefined || !PROVIDER_CURRENCIES.paypal.includes(currency))
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'CURRENCY_NOT_SUPPORTED',
        'Currency code is not supported.',
      );
    const pattern = exponent === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${exponent}}$`);
    if (!pattern.test(String(amount.value))) {
      return problem(
        422,
        'UNPROCESSABLE_ENTITY',
        'DECIMAL_PRECISION',
        'If the currency supports decimals, only two decimal place precision is supported.',
      );
    }
    const id = randomBytes(9).toString('hex').toUpperCase().slice(0, 17);
    const order: PaypalFakeOrder = { id, status: 'PAYER_ACTION_REQUIRED', request: input };
    orders.set(id, order);
    return json(200, view(order));
  }

  function returnUrl(order: PaypalFakeOrder): string {
    const source = ((order.request.payment_source as Json | undefined)?.paypal ?? {}) as Json;
    const context = (source.experience_context ?? order.request.application_context ?? {}) as Json;
    return String(context.return_url ?? '/');
  }

  function approvePage(method: string, id: string): FakeReply {
    const order = orders.get(id);
    if (!order) return { status: 404, body: 'no such order' };
    if (method === 'POST') {
      const notification = fake.approve(id);
      if (options.webhookUrl) void deliver(options.webhookUrl, notification).catch(() => undefined);
      const target = new URL(returnUrl(order), 'http://fake');
      target.searchParams.set('token', id);
      target.searchParams.set('PayerID', 'FAKEPAYER01');
      return redirect(target.toString());
    }
    return html(`<h1>PayPal test checkout</h1><form method="post"><button type="submit">Pay</button></form>`);
  }

  const server = await startFakeServer((request) =>
    handle(
      request.method,
      new URL(request.url, 'http://fake'),
      request.headers.authorization,
      request.body.toString('utf8'),
    ),
  );
  base = server.url;
  const orderOf = (id: string) => {
    const order = orders.get(id);
    if (!order) throw new Error(`no order ${id}`);
    return order;
  };

  const fake: PaypalFake = {
    ...server,
    orders,
    refunds,
    tokensIssued: () => tokens.size,
    event(eventType, resource) {
      const event = {
        id: `WH-${randomBytes(10).toString('hex').toUpperCase()}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: eventType.startsWith('PAYMENT.CAPTURE') ? 'capture' : 'checkout-order',
        event_type: eventType,
        summary: eventType,
        resource,
      };
      const transmissionId = randomBytes(16).toString('hex');
      const time = new Date().toISOString();
      return {
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': transmissionSig(
            transmissionId,
            time,
            options.webhookId,
            canonical(event),
          ),
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': `${base}/v1/notifications/certs/CERT-FAKE`,
        },
        rawBody: Buffer.from(JSON.stringify(event)),
        query: {},
      };
    },
    approve(id) {
      const order = orderOf(id);
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
      return fake.event('CHECKOUT.ORDER.APPROVED', view(order));
    },
    captureCompleted(id) {
      const order = orderOf(id);
      if (order.status === 'PAYER_ACTION_REQUIRED') order.status = 'APPROVED';
      if (order.status === 'APPROVED') {
        order.status = 'COMPLETED';
        order.captureId = `CAP${randomBytes(8).toString('hex').toUpperCase()}`;
      }
      const unit = ((view(order).purchase_units as Json[])[0] ?? {}) as Json;
      return fake.event('PAYMENT.CAPTURE.COMPLETED', {
        id: order.captureId,
        status: 'COMPLETED',
        amount: unit.amount,
        custom_id: unit.custom_id,
        invoice_id: unit.invoice_id,
        supplementary_data: { related_ids: { order_id: order.id } },
      });
    },
  };
  return fake;
}
