import { createHash, randomUUID } from 'node:crypto';
import { type CurrencyCode, fromMinorUnits, type PaypalCredentials } from '@sitewright/contract';
import { callProvider, decimalToMinor, header, parseJson, readCurrency, shortDetail } from './http.ts';
import {
  type CheckoutRequest,
  type CheckoutStarted,
  type IncomingNotification,
  type PaymentDriver,
  PaymentProviderError,
  type PaymentReport,
  PaymentSignatureError,
  type VerifiedNotification,
} from './types.ts';

interface PaypalOptions {
  baseUrl: string;
  fetch: typeof fetch;
  now: () => Date;
}

/**
 * Access tokens by account, shared by the drivers made for it (one is made per request): PayPal
 * asks clients to reuse a token until it expires rather than fetch one per call.
 */
const tokenCache = new Map<string, { token: string; expiresAt: number }>();

type Json = Record<string, unknown>;

/** PayPal Orders v2 (approve on PayPal, then capture), REST with OAuth2 client credentials. */
export function createPaypalDriver(
  credentials: PaypalCredentials,
  { baseUrl, fetch: fetchImpl, now }: PaypalOptions,
): PaymentDriver {
  const cacheKey = createHash('sha256')
    .update(`${baseUrl}\n${credentials.client_id}\n${credentials.client_secret}`)
    .digest('hex');

  async function token(): Promise<string> {
    const cached = tokenCache.get(cacheKey);
    if (cached && cached.expiresAt > now().getTime()) return cached.token;
    const basic = Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64');
    const response = await callProvider(fetchImpl, `${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = parseJson(response);
    if (response.status >= 400 || typeof body.access_token !== 'string') {
      throw new PaymentProviderError(
        'refused',
        shortDetail(
          [body.error, body.error_description].filter(Boolean).join(': '),
          `answered ${response.status}`,
        ),
      );
    }
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 300;
    // A minute early, so a token never expires between the check and the call.
    tokenCache.set(cacheKey, {
      token: body.access_token,
      expiresAt: now().getTime() + Math.max(0, lifetime - 60) * 1000,
    });
    return body.access_token;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: Json | string,
  ): Promise<{ status: number; body: Json }> {
    const send = async () =>
      callProvider(fetchImpl, `${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await token()}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          // Lets PayPal recognise a retried POST as the same request.
          ...(method === 'POST' ? { 'paypal-request-id': randomUUID() } : {}),
        },
        body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
      });
    let response = await send();
    if (response.status === 401) {
      // The token was revoked or expired early: fetch one more and try once again.
      tokenCache.delete(cacheKey);
      response = await send();
    }
    return { status: response.status, body: response.text ? parseJson(response) : {} };
  }

  const refusal = (status: number, body: Json) => {
    const details = Array.isArray(body.details) ? (body.details[0] as Json | undefined) : undefined;
    const words = [body.name, details?.issue ?? body.message].filter(Boolean).join(': ');
    return new PaymentProviderError('refused', shortDetail(words, `answered ${status}`));
  };

  async function getOrder(id: string): Promise<Json> {
    const { status, body } = await call('GET', `/v2/checkout/orders/${encodeURIComponent(id)}`);
    if (status >= 300) throw refusal(status, body);
    return body;
  }

  /** Takes the money of an approved order; an order captured already is read as it is. */
  async function capture(id: string): Promise<Json> {
    const { status, body } = await call('POST', `/v2/checkout/orders/${encodeURIComponent(id)}/capture`, {});
    if (status < 300) return body;
    const issue = Array.isArray(body.details) ? (body.details[0] as Json | undefined)?.issue : undefined;
    if (issue === 'ORDER_ALREADY_CAPTURED') return getOrder(id);
    throw refusal(status, body);
  }

  /** Reads an order; approved ones are captured first, since PayPal pays only on capture. */
  async function settle(id: string): Promise<PaymentReport> {
    let order = await getOrder(id);
    if (order.status === 'APPROVED') order = await capture(id);
    return orderReport(order);
  }

  return {
    provider: 'paypal',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const { status, body } = await call('POST', '/v2/checkout/orders', {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: request.orderNumber,
            custom_id: request.orderNumber,
            invoice_id: request.orderNumber,
            description: request.description.slice(0, 127),
            amount: {
              currency_code: request.currency,
              value: fromMinorUnits(request.amount, request.currency),
            },
          },
        ],
        payment_source: {
          paypal: {
            ...(request.email ? { email_address: request.email } : {}),
            experience_context: {
              return_url: request.returnUrl,
              cancel_url: request.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      });
      if (status >= 300) throw refusal(status, body);
      const links = Array.isArray(body.links) ? (body.links as Json[]) : [];
      const approve = links.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
      if (typeof body.id !== 'string' || typeof approve?.href !== 'string') {
        throw new PaymentProviderError('refused', 'no approval link in the answer');
      }
      return { providerRef: body.id, payUrl: approve.href };
    },

    query: (_orderNumber: string, providerRef: string) => settle(providerRef),

    async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null> {
      const raw = notification.rawBody.toString('utf8');
      let event: Json;
      try {
        event = JSON.parse(raw) as Json;
      } catch {
        throw new PaymentSignatureError('unreadable PayPal event');
      }
      const h = (name: string) => header(notification.headers, name) ?? '';
      if (!h('paypal-transmission-sig')) throw new PaymentSignatureError('no PayPal transmission signature');
      // The event goes back byte for byte: re-serialising it could change what PayPal signed.
      const verifyBody =
        `{"auth_algo":${JSON.stringify(h('paypal-auth-algo'))},` +
        `"cert_url":${JSON.stringify(h('paypal-cert-url'))},` +
        `"transmission_id":${JSON.stringify(h('paypal-transmission-id'))},` +
        `"transmission_sig":${JSON.stringify(h('paypal-transmission-sig'))},` +
        `"transmission_time":${JSON.stringify(h('paypal-transmission-time'))},` +
        `"webhook_id":${JSON.stringify(credentials.webhook_id)},` +
        `"webhook_event":${raw}}`;
      const { status, body } = await call('POST', '/v1/notifications/verify-webhook-signature', verifyBody);
      // PayPal refuses to check headers it cannot read: such an event is not verified as PayPal's.
      if (status >= 300) throw new PaymentSignatureError(`PayPal could not verify the event (${status})`);
      if (body.verification_status !== 'SUCCESS')
        throw new PaymentSignatureError('PayPal did not verify the event');

      const reply = { status: 200, contentType: 'text/plain', body: '' };
      const eventId = String(event.id ?? '');
      const resource = (event.resource ?? {}) as Json;
      switch (event.event_type) {
        case 'CHECKOUT.ORDER.APPROVED':
          return { ...(await settle(String(resource.id ?? ''))), eventId, reply };
        case 'PAYMENT.CAPTURE.COMPLETED':
        case 'PAYMENT.CAPTURE.DENIED':
          return { ...captureReport(resource), eventId, reply };
        default:
          return null;
      }
    },

    async refund(_orderNumber: string, providerRef: string, amount: number, currency: CurrencyCode) {
      const order = await getOrder(providerRef);
      const captureId = firstCapture(order)?.id;
      if (typeof captureId !== 'string')
        throw new PaymentProviderError('refused', 'the order has no capture to refund');
      const { status, body } = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        {
          amount: { value: fromMinorUnits(amount, currency), currency_code: currency },
        },
      );
      if (status >= 300) throw refusal(status, body);
    },

    async test() {
      tokenCache.delete(cacheKey);
      await token();
    },
  };
}

function firstCapture(order: Json): Json | undefined {
  const unit = (Array.isArray(order.purchase_units) ? order.purchase_units[0] : undefined) as
    | Json
    | undefined;
  const payments = (unit?.payments ?? {}) as Json;
  return (Array.isArray(payments.captures) ? payments.captures[0] : undefined) as Json | undefined;
}

function orderReport(order: Json): PaymentReport {
  const unit = (Array.isArray(order.purchase_units) ? order.purchase_units[0] : undefined) as
    | Json
    | undefined;
  const captured = firstCapture(order);
  const amount = (captured?.amount ?? unit?.amount ?? {}) as Json;
  const currency = readCurrency(amount.currency_code);
  let state: PaymentReport['state'] = 'pending';
  if (order.status === 'COMPLETED') {
    state =
      captured?.status === 'DECLINED' || captured?.status === 'FAILED'
        ? 'failed'
        : captured?.status === 'PENDING'
          ? 'pending'
          : 'paid';
  } else if (order.status === 'VOIDED') state = 'failed';
  const orderNumber = String(unit?.reference_id ?? unit?.custom_id ?? '');
  return {
    state,
    orderNumber,
    providerRef: String(order.id ?? ''),
    amount: currency ? decimalToMinor(amount.value, currency) : undefined,
    currency,
  };
}

function captureReport(capture: Json): PaymentReport {
  const amount = (capture.amount ?? {}) as Json;
  const currency = readCurrency(amount.currency_code);
  const related = ((capture.supplementary_data as Json | undefined)?.related_ids ?? {}) as Json;
  return {
    state: capture.status === 'COMPLETED' ? 'paid' : capture.status === 'DECLINED' ? 'failed' : 'pending',
    orderNumber: String(capture.custom_id ?? capture.invoice_id ?? ''),
    providerRef: String(related.order_id ?? ''),
    amount: currency ? decimalToMinor(amount.value, currency) : undefined,
    currency,
  };
}
