import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEndpoints } from '../../config.ts';
import { type PaypalFake, startPaypalFake } from './fakes/paypal-fake.ts';
import { createPaymentDriver, PaymentProviderError, PaymentSignatureError } from './index.ts';

const credentials = {
  client_id: 'AcLientIdForTestsOnly_0123456789',
  client_secret: 'EClientSecretForTestsOnly_987654321',
  webhook_id: '8PT597110X687430LKGECATA',
};
const checkout = {
  orderNumber: 'W20261128-000060',
  amount: 1250,
  currency: 'EUR' as const,
  description: 'Template: Studio',
  returnUrl: 'https://shop.example/paid',
  cancelUrl: 'https://shop.example/cancelled',
  notifyUrl: 'https://api.example/notify/paypal/7',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  email: 'buyer@example.com',
};

let fake: PaypalFake;
let endpoints: PaymentEndpoints;
const driver = (creds: Record<string, string> = credentials) =>
  createPaymentDriver('paypal', creds, endpoints);

beforeAll(async () => {
  fake = await startPaypalFake({
    clientId: credentials.client_id,
    clientSecret: credentials.client_secret,
    webhookId: credentials.webhook_id,
  });
  endpoints = { stripeUrl: '', alipayGatewayUrl: '', wechatPayUrl: '', paypalUrl: fake.url };
});
afterAll(() => fake.stop());

function expectNoSecret(error: unknown) {
  const text = `${String(error)} ${(error as PaymentProviderError).detail ?? ''}`;
  expect(text).not.toContain(credentials.client_secret);
  expect(text).not.toContain(
    Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64'),
  );
}

describe('PayPal driver', () => {
  it('creates an order with the decimal amount and our order number, and answers the approval link', async () => {
    const started = await driver().createCheckout(checkout);
    const order = fake.orders.get(started.providerRef);
    expect(started.payUrl).toBe(`${fake.url}/checkoutnow?token=${started.providerRef}`);
    expect(order?.request).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: checkout.orderNumber,
          custom_id: checkout.orderNumber,
          amount: { currency_code: 'EUR', value: '12.50' },
        },
      ],
      payment_source: {
        paypal: { experience_context: { return_url: checkout.returnUrl, cancel_url: checkout.cancelUrl } },
      },
    });
  });

  it('reuses one access token across drivers of the same account', async () => {
    const before = fake.tokensIssued();
    await driver().createCheckout(checkout);
    await driver().createCheckout(checkout);
    expect(fake.tokensIssued() - before).toBeLessThanOrEqual(1);
  });

  it('queries pending before approval; after approval the query captures and reports paid', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    expect(await driver().query(checkout.orderNumber, providerRef)).toMatchObject({ state: 'pending' });
    fake.approve(providerRef);
    expect(await driver().query(checkout.orderNumber, providerRef)).toEqual({
      state: 'paid',
      orderNumber: checkout.orderNumber,
      providerRef,
      amount: 1250,
      currency: 'EUR',
    });
    expect(fake.orders.get(providerRef)?.status).toBe('COMPLETED');
    // Asking again reads the captured order, without a second capture.
    expect(await driver().query(checkout.orderNumber, providerRef)).toMatchObject({ state: 'paid' });
  });

  it('verifies CHECKOUT.ORDER.APPROVED (capturing it) and PAYMENT.CAPTURE.COMPLETED through PayPal', async () => {
    const first = await driver().createCheckout(checkout);
    const approved = fake.approve(first.providerRef);
    expect(await driver().verifyNotification(approved)).toMatchObject({
      state: 'paid',
      orderNumber: checkout.orderNumber,
      providerRef: first.providerRef,
      amount: 1250,
      currency: 'EUR',
      eventId: JSON.parse(approved.rawBody.toString()).id,
      reply: { status: 200 },
    });
    const second = await driver().createCheckout({ ...checkout, amount: 400, currency: 'USD' });
    const completed = fake.captureCompleted(second.providerRef);
    expect(await driver().verifyNotification(completed)).toMatchObject({
      state: 'paid',
      orderNumber: checkout.orderNumber,
      providerRef: second.providerRef,
      amount: 400,
      currency: 'USD',
      eventId: JSON.parse(completed.rawBody.toString()).id,
    });
    const denied = fake.event('PAYMENT.CAPTURE.DENIED', {
      id: 'CAP1',
      status: 'DECLINED',
      custom_id: 'W1',
      amount: { currency_code: 'USD', value: '4.00' },
    });
    expect(await driver().verifyNotification(denied)).toMatchObject({ state: 'failed' });
    expect(await driver().verifyNotification(fake.event('BILLING.PLAN.CREATED', {}))).toBeNull();
  });

  it('refuses a tampered event, an unsigned one, and one for another webhook id', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    const notification = fake.captureCompleted(providerRef);
    const tampered = {
      ...notification,
      rawBody: Buffer.from(notification.rawBody.toString().replace('"12.50"', '"0.01"')),
    };
    await expect(driver().verifyNotification(tampered)).rejects.toBeInstanceOf(PaymentSignatureError);
    const unsigned = { ...notification, headers: { 'content-type': 'application/json' } };
    await expect(driver().verifyNotification(unsigned)).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      driver({ ...credentials, webhook_id: 'OTHERWEBHOOK1' }).verifyNotification(notification),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refunds the order’s capture', async () => {
    const { providerRef } = await driver().createCheckout(checkout);
    fake.captureCompleted(providerRef);
    await driver().refund(checkout.orderNumber, providerRef, 1250, 'EUR');
    expect(fake.refunds.at(-1)).toEqual({
      captureId: fake.orders.get(providerRef)?.captureId,
      amount: { value: '12.50', currency_code: 'EUR' },
    });
  });

  it('tests with the token call; a wrong secret is refused in PayPal’s words', async () => {
    await expect(driver().test()).resolves.toBeUndefined();
    const error = await driver({ ...credentials, client_secret: 'EWrongSecretWrongSecret_000000' })
      .test()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ reason: 'refused' });
    expect((error as PaymentProviderError).detail).toContain('invalid_client');
    expect(String(error)).not.toContain('EWrongSecretWrongSecret_000000');
    expectNoSecret(error);
  });

  it('reports a refused order in PayPal’s words', async () => {
    const error = await driver()
      .createCheckout({ ...checkout, currency: 'INR' as 'EUR' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'refused' });
    expect(String(error)).toMatch(/UNPROCESSABLE_ENTITY|CURRENCY|DECIMAL/);
  });

  it('says unreachable when PayPal is down', async () => {
    const down = await startPaypalFake({ clientId: 'x', clientSecret: 'y', webhookId: 'z' });
    await down.stop();
    const error = await createPaymentDriver('paypal', credentials, { ...endpoints, paypalUrl: down.url })
      .test()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'unreachable' });
    expectNoSecret(error);
  });
});
