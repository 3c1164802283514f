import { randomBytes } from 'node:crypto';
import { stripeSignatureHeader } from '../stripe.ts';
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

export interface StripeFakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  customer_email: string | null;
  /** The form as received, key by key (`line_items[0][price_data][unit_amount]` …). */
  form: Record<string, string>;
}

export interface StripeFake extends FakeServer {
  sessions: Map<string, StripeFakeSession>;
  refunds: { payment_intent: string; amount: number }[];
  /** Marks the session paid and answers the signed `checkout.session.completed` event. */
  pay(sessionId: string): FakeNotification;
  /** Marks the session expired and answers the signed `checkout.session.expired` event. */
  expire(sessionId: string): FakeNotification;
  /** Any event about a session, signed with the webhook secret. */
  event(type: string, sessionId: string): FakeNotification;
}

/**
 * A local Stripe: checks the secret key like the API does, keeps Checkout Sessions, serves a pay
 * page (its Pay button pays and, given a webhookUrl, posts the signed event there).
 */
export async function startStripeFake(options: {
  secretKey: string;
  webhookSecret: string;
  webhookUrl?: string;
}): Promise<StripeFake> {
  const sessions = new Map<string, StripeFakeSession>();
  const refunds: StripeFake['refunds'] = [];
  let base = '';

  const stripeError = (status: number, message: string, type = 'invalid_request_error') =>
    json(status, { error: { message, type } });

  function handle(method: string, url: URL, auth: string | undefined, body: string): FakeReply {
    if (url.pathname.startsWith('/pay/')) return payPage(method, url.pathname.slice(5));
    if (auth !== `Bearer ${options.secretKey}`) {
      const given = auth?.replace(/^Bearer /, '') ?? '';
      return stripeError(401, `Invalid API Key provided: ${given.slice(0, 8)}****${given.slice(-4)}`);
    }
    const form = Object.fromEntries(new URLSearchParams(body));
    if (method === 'GET' && url.pathname === '/v1/balance') {
      return json(200, { object: 'balance', available: [{ amount: 0, currency: 'usd' }] });
    }
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') return createSession(form);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && match) {
      const session = sessions.get(decodeURIComponent(match[1] ?? ''));
      return session ? json(200, view(session)) : stripeError(404, `No such checkout.session: '${match[1]}'`);
    }
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const paid = [...sessions.values()].find((s) => s.payment_intent === form.payment_intent);
      if (!paid) return stripeError(400, `No such payment_intent: '${form.payment_intent}'`);
      const amount = Number(form.amount ?? paid.amount_total);
      refunds.push({ payment_intent: paid.payment_intent ?? '', amount });
      return json(200, {
        id: `re_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        amount,
        status: 'succeeded',
      });
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${url.pathname})`);
  }

  function createSession(form: Record<string, string>): FakeReply {
    if (form.mode !== 'payment') return stripeError(400, 'Missing required param: mode.');
    const amount = Number(form['line_items[0][price_data][unit_amount]']);
    const currency = form['line_items[0][price_data][currency]'];
    if (!Number.isInteger(amount) || amount < 1) {
      return stripeError(400, 'Invalid integer: line_items[0][price_data][unit_amount]');
    }
    if (!currency || currency !== currency.toLowerCase()) {
      return stripeError(400, 'Invalid currency: line_items[0][price_data][currency]');
    }
    if (!form.success_url) return stripeError(400, 'Missing required param: success_url.');
    const id = `cs_test_${randomBytes(12).toString('hex')}`;
    const session: StripeFakeSession = {
      id,
      object: 'checkout.session',
      url: `${base}/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount * Number(form['line_items[0][quantity]'] ?? 1),
      currency,
      client_reference_id: form.client_reference_id ?? null,
      metadata: { order_number: form['metadata[order_number]'] ?? '' },
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? '',
      expires_at: Number(form.expires_at),
      customer_email: form.customer_email ?? null,
      form,
    };
    sessions.set(id, session);
    return json(200, view(session));
  }

  function payPage(method: string, id: string): FakeReply {
    const session = sessions.get(id);
    if (!session) return { status: 404, body: 'no such session' };
    if (method === 'POST') {
      const notification = fake.pay(id);
      if (options.webhookUrl) void deliver(options.webhookUrl, notification).catch(() => undefined);
      return redirect(session.success_url.replace('{CHECKOUT_SESSION_ID}', id));
    }
    return html(
      `<h1>Stripe test checkout</h1><p>${session.amount_total} ${session.currency}</p>` +
        `<form method="post"><button type="submit">Pay</button></form><a href="${session.cancel_url}">Cancel</a>`,
    );
  }

  const view = ({ form: _form, ...session }: StripeFakeSession) => session;

  const server = await startFakeServer((request) => {
    const url = new URL(request.url, 'http://fake');
    const auth = request.headers.authorization;
    return handle(request.method, url, auth, request.body.toString('utf8'));
  });
  base = server.url;

  const fake: StripeFake = {
    ...server,
    sessions,
    refunds,
    event(type, sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      const rawBody = Buffer.from(
        JSON.stringify({
          id: `evt_${randomBytes(12).toString('hex')}`,
          object: 'event',
          type,
          created: Math.floor(Date.now() / 1000),
          data: { object: view(session) },
        }),
      );
      return {
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripeSignatureHeader(rawBody, options.webhookSecret, new Date()),
        },
        rawBody,
        query: {},
      };
    },
    pay(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'complete';
      session.payment_status = 'paid';
      session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
      return fake.event('checkout.session.completed', sessionId);
    },
    expire(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`no session ${sessionId}`);
      session.status = 'expired';
      return fake.event('checkout.session.expired', sessionId);
    },
  };
  return fake;
}
