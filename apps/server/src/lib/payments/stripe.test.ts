import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEndpoints } from '../../config.ts';
import { startStripeFake, type StripeFake } from './fakes/stripe-fake.ts';
import { createPaymentDriver, PaymentProviderError, PaymentSignatureError } from './index.ts';
import { stripeExpiry } from './stripe.ts';

const credentials = {
  secret_key: 'sk_test_51SecretKeyForTestsOnly0001',
  webhook_secret: 'whsec_TestSigningSecret0001',
};
const checkout = {
  orderNumber: 'W20261128-000042',
  amount: 1250,
  currency: 'USD' as const,
  description: 'Template: Studio',
  returnUrl: 'https://shop.example/paid',
  cancelUrl: 'https://shop.example/cancelled',
  notifyUrl: 'https://api.example/notify/stripe',
  expiresAt: new Date(Date.now() + 60 * 60_000),
  email: 'buyer@example.com',
};

let fake: StripeFake;
let endpoints: PaymentEndpoints;
const driver = (creds: Record<string, string> = credentials) =>
  createPaymentDriver('stripe', creds, endpoints);

beforeAll(async () => {
  fake = await startStripeFake({
    secretKey: credentials.secret_key,
    webhookSecret: credentials.webhook_secret,
  });
  endpoints = { stripeUrl: fake.url, alipayGatewayUrl: '', wechatPayUrl: '', paypalUrl: '' };
});
afterAll(() => fake.stop());

/** What an error would show anyone: it must never carry a credential. */
function expectNoSecret(error: unknown) {
  const text = `${String(error)} ${(error as PaymentProviderError).detail ?? ''}`;
  expect(text).not.toContain(credentials.secret_key);
  expect(text).not.toContain(credentials.webhook_secret);
}

describe('Stripe driver', () => {
  it('creates a Checkout Session with the amount in cents, lower-case currency and our order number', async () => {
    const started = await driver().createCheckout(checkout);
    const session = fake.sessions.get(started.providerRef);
    expect(session).toBeDefined();
    expect(started.payUrl).toBe(session?.url);
    expect(session?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '1250',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][product_data][name]': 'Template: Studio',
      client_reference_id: 'W20261128-000042',
      'metadata[order_number]': 'W20261128-000042',
      success_url: checkout.returnUrl,
      cancel_url: checkout.cancelUrl,
      customer_email: 'buyer@example.com',
      expires_at: String(Math.floor(checkout.expiresAt.getTime() / 1000)),
    });
  });

  it('queries pending, then paid with the amount and currency Stripe reports', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    expect(await driver().query(checkout.orderNumber, providerRef)).toMatchObject({ state: 'pending' });
    fake.pay(providerRef);
    expect(await driver().query(checkout.orderNumber, providerRef)).toEqual({
      state: 'paid',
      orderNumber: 'W20261128-000042',
      providerRef,
      amount: 1250,
      currency: 'USD',
    });
  });

  it('verifies a signed checkout.session.completed event and answers 200', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    const notification = fake.pay(providerRef);
    const verified = await driver().verifyNotification(notification);
    const eventId = JSON.parse(notification.rawBody.toString()).id;
    expect(verified).toMatchObject({
      state: 'paid',
      orderNumber: 'W20261128-000042',
      providerRef,
      amount: 1250,
      currency: 'USD',
      eventId,
    });
    expect(verified?.reply.status).toBe(200);
  });

  it('reads expired and failed async payments, and ignores other events', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    expect(
      await driver().verifyNotification(fake.event('checkout.session.async_payment_failed', providerRef)),
    ).toMatchObject({ state: 'failed' });
    expect(await driver().verifyNotification(fake.expire(providerRef))).toMatchObject({ state: 'expired' });
    expect(await driver().verifyNotification(fake.event('customer.created', providerRef))).toBeNull();
  });

  it('refuses a tampered body, a wrong secret, and a stale signature', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    const notification = fake.pay(providerRef);
    const tampered = {
      ...notification,
      rawBody: Buffer.from(notification.rawBody.toString().replace('1250', '1')),
    };
    await expect(driver().verifyNotification(tampered)).rejects.toBeInstanceOf(PaymentSignatureError);
    const otherSecret = driver({ ...credentials, webhook_secret: 'whsec_SomeoneElsesSecret99' });
    await expect(otherSecret.verifyNotification(notification)).rejects.toBeInstanceOf(PaymentSignatureError);
    const later = createPaymentDriver('stripe', credentials, endpoints, {
      now: () => new Date(Date.now() + 6 * 60_000),
    });
    await expect(later.verifyNotification(notification)).rejects.toBeInstanceOf(PaymentSignatureError);
    const unsigned = { ...notification, headers: { 'content-type': 'application/json' } };
    await expect(driver().verifyNotification(unsigned)).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refunds the session’s payment intent', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    fake.pay(providerRef);
    await driver().refund(checkout.orderNumber, providerRef, 1250, 'USD');
    expect(fake.refunds.at(-1)).toEqual({
      payment_intent: fake.sessions.get(providerRef)?.payment_intent,
      amount: 1250,
    });
  });

  it('tests the key on the balance, and reports a wrong key as refused in Stripe’s words', async () => {
    await expect(driver().test()).resolves.toBeUndefined();
    const wrong = driver({ ...credentials, secret_key: 'sk_test_51WrongKeyWrongKey9999' });
    const error = await wrong.test().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ reason: 'refused' });
    expect((error as PaymentProviderError).detail).toMatch(/Invalid API Key/);
    expect(String(error)).not.toContain('sk_test_51WrongKeyWrongKey9999');
    expectNoSecret(error);
  });

  it('refuses malformed credentials without echoing them', () => {
    const error = (() => {
      try {
        driver({ secret_key: 'not-a-key-at-all', webhook_secret: credentials.webhook_secret });
      } catch (e) {
        return e;
      }
    })();
    expect(error).toMatchObject({ reason: 'refused' });
    expect(String(error)).toContain('secret_key');
    expect(String(error)).not.toContain('not-a-key-at-all');
  });

  it('says unreachable when Stripe is down', async () => {
    const down = await startStripeFake({ secretKey: 'x', webhookSecret: 'y' });
    await down.stop();
    const error = await createPaymentDriver('stripe', credentials, { ...endpoints, stripeUrl: down.url })
      .createCheckout(checkout)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'unreachable' });
    expectNoSecret(error);
  });
});

describe('stripeExpiry', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('asks Stripe for at least 31 minutes, at most 23 hours, whatever the order’s own expiry', () => {
    expect(stripeExpiry(new Date(now.getTime() + 30 * 60_000), now).getTime() - now.getTime()).toBe(
      31 * 60_000,
    );
    expect(stripeExpiry(new Date(now.getTime() + 2 * 3_600_000), now).getTime() - now.getTime()).toBe(
      2 * 3_600_000,
    );
    expect(stripeExpiry(new Date(now.getTime() + 48 * 3_600_000), now).getTime() - now.getTime()).toBe(
      23 * 3_600_000,
    );
  });
});
