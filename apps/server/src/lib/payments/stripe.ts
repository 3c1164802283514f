import { createHmac, timingSafeEqual } from 'node:crypto';
import type { CurrencyCode, StripeCredentials } from '@sitewright/contract';
import { callProvider, header, parseJson, readCurrency, shortDetail } from './http.ts';
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

/** How old a webhook's signed timestamp may be (Stripe's own libraries use five minutes). */
export const STRIPE_TOLERANCE_SECONDS = 300;

interface StripeOptions {
  baseUrl: string;
  fetch: typeof fetch;
  now: () => Date;
}

type Session = Record<string, unknown>;

/** Stripe Checkout (hosted payment page), through its REST API with form-encoded bodies. */
export function createStripeDriver(
  credentials: StripeCredentials,
  { baseUrl, fetch: fetchImpl, now }: StripeOptions,
): PaymentDriver {
  async function call(method: 'GET' | 'POST', path: string, form?: URLSearchParams) {
    const response = await callProvider(fetchImpl, `${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${credentials.secret_key}`,
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form?.toString(),
    });
    const body = parseJson(response);
    if (response.status >= 400) {
      const error = (body.error ?? {}) as Record<string, unknown>;
      throw new PaymentProviderError('refused', shortDetail(error.message, `answered ${response.status}`));
    }
    return body;
  }

  function report(session: Session): PaymentReport {
    const metadata = (session.metadata ?? {}) as Record<string, unknown>;
    const currency = readCurrency(session.currency);
    return {
      state: sessionState(session),
      orderNumber: String(session.client_reference_id ?? metadata.order_number ?? ''),
      providerRef: String(session.id ?? ''),
      amount: typeof session.amount_total === 'number' ? session.amount_total : undefined,
      currency,
    };
  }

  return {
    provider: 'stripe',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const form = new URLSearchParams({
        mode: 'payment',
        'line_items[0][quantity]': '1',
        'line_items[0][price_data][currency]': request.currency.toLowerCase(),
        'line_items[0][price_data][unit_amount]': String(request.amount),
        'line_items[0][price_data][product_data][name]': request.description,
        client_reference_id: request.orderNumber,
        'metadata[order_number]': request.orderNumber,
        'payment_intent_data[metadata][order_number]': request.orderNumber,
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        expires_at: String(Math.floor(stripeExpiry(request.expiresAt, now()).getTime() / 1000)),
      });
      if (request.email) form.set('customer_email', request.email);
      const session = await call('POST', '/v1/checkout/sessions', form);
      if (typeof session.id !== 'string' || typeof session.url !== 'string') {
        throw new PaymentProviderError('refused', 'no checkout page in the answer');
      }
      return { providerRef: session.id, payUrl: session.url };
    },

    async query(_orderNumber: string, providerRef: string): Promise<PaymentReport> {
      return report(await call('GET', `/v1/checkout/sessions/${encodeURIComponent(providerRef)}`));
    },

    async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null> {
      const event = verifyStripeSignature(
        notification.rawBody,
        header(notification.headers, 'stripe-signature'),
        credentials.webhook_secret,
        now(),
      );
      const type = String(event.type ?? '');
      if (!STRIPE_SESSION_EVENTS.has(type)) return null;
      const session = ((event.data as Record<string, unknown> | undefined)?.object ?? {}) as Session;
      const base = report(session);
      // The event, not the session's current look, says what happened: a failed async payment
      // leaves the session "complete" with payment_status "unpaid".
      const state = type === 'checkout.session.async_payment_failed' ? 'failed' : base.state;
      return {
        ...base,
        state,
        eventId: String(event.id ?? ''),
        reply: { status: 200, contentType: 'application/json', body: '{"received":true}' },
      };
    },

    async refund(_orderNumber: string, providerRef: string, amount: number, _currency: CurrencyCode) {
      const session = await call('GET', `/v1/checkout/sessions/${encodeURIComponent(providerRef)}`);
      const intent = session.payment_intent;
      const intentId = typeof intent === 'string' ? intent : (intent as Record<string, unknown> | null)?.id;
      if (typeof intentId !== 'string') {
        throw new PaymentProviderError('refused', 'the session has no payment to refund');
      }
      await call(
        'POST',
        '/v1/refunds',
        new URLSearchParams({ payment_intent: intentId, amount: String(amount) }),
      );
    },

    async test() {
      await call('GET', '/v1/balance');
    },
  };
}

const STRIPE_SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

function sessionState(session: Session): PaymentReport['state'] {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return 'paid';
  }
  if (session.status === 'expired') return 'expired';
  return 'pending';
}

/** Signs a payload as Stripe does: `t=<unix>,v1=<HMAC-SHA256 of "t.payload">`. */
export function stripeSignatureHeader(payload: string | Buffer, secret: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.`).update(payload).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Checks a Stripe-Signature header (any v1 may match; the timestamp must be recent) and reads the event. */
export function verifyStripeSignature(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  now: Date,
): Record<string, unknown> {
  if (!signatureHeader) throw new PaymentSignatureError('no Stripe-Signature header');
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of signatureHeader.split(',')) {
    const [key, value] = part.split('=', 2);
    if (key?.trim() === 't' && value) timestamp = Number(value);
    if (key?.trim() === 'v1' && value) signatures.push(value.trim());
  }
  if (timestamp === undefined || !Number.isFinite(timestamp) || signatures.length === 0) {
    throw new PaymentSignatureError('malformed Stripe-Signature header');
  }
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  const matches = signatures.some((candidate) => {
    const given = Buffer.from(candidate, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new PaymentSignatureError('Stripe signature does not match');
  if (Math.abs(now.getTime() / 1000 - timestamp) > STRIPE_TOLERANCE_SECONDS) {
    throw new PaymentSignatureError('Stripe signature timestamp outside the tolerance');
  }
  try {
    return JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
  } catch {
    throw new PaymentSignatureError('unreadable Stripe event');
  }
}

/**
 * Stripe takes a Checkout Session's expiry only between 30 minutes and 24 hours ahead. An order
 * that lapses sooner keeps its own expiry: a payment after it is refunded by the order's rules.
 */
export function stripeExpiry(wanted: Date, now: Date): Date {
  const earliest = now.getTime() + 31 * 60_000;
  const latest = now.getTime() + 23 * 3_600_000;
  return new Date(Math.min(latest, Math.max(earliest, wanted.getTime())));
}
