import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEndpoints } from '../../config.ts';
import { alipaySignContent, alipayVerify } from './alipay.ts';
import { type AlipayFake, startAlipayFake } from './fakes/alipay-fake.ts';
import { createPaymentDriver, PaymentProviderError, PaymentSignatureError } from './index.ts';

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const app = pemPair();
const stranger = pemPair();

let fake: AlipayFake;
let endpoints: PaymentEndpoints;
let credentials: Record<string, string>;
const driver = (creds: Record<string, string> = credentials) =>
  createPaymentDriver('alipay', creds, endpoints);

const checkout = {
  orderNumber: 'W20261128-000043',
  amount: 1250,
  currency: 'CNY' as const,
  description: '模板：工作室',
  returnUrl: 'https://shop.example/paid',
  cancelUrl: 'https://shop.example/cancelled',
  notifyUrl: 'https://api.example/notify/alipay/7',
  expiresAt: new Date('2026-11-28T16:30:00Z'),
};

/** What the payer's browser does with the pay URL: opens the gateway's page. */
async function openPayPage(payUrl: string) {
  const response = await fetch(payUrl);
  return response.text();
}

beforeAll(async () => {
  fake = await startAlipayFake({ appId: '2021000123456789', appPublicKey: app.publicKey });
  endpoints = { stripeUrl: '', alipayGatewayUrl: fake.gatewayUrl, wechatPayUrl: '', paypalUrl: '' };
  credentials = {
    app_id: '2021000123456789',
    private_key: app.privateKey,
    alipay_public_key: fake.alipayPublicKey,
  };
});
afterAll(() => fake.stop());

function expectNoSecret(error: unknown) {
  const text = `${String(error)} ${(error as PaymentProviderError).detail ?? ''}`;
  expect(text).not.toContain('PRIVATE KEY');
  expect(text).not.toContain(app.privateKey.split('\n')[1]);
}

describe('Alipay driver', () => {
  it('builds a signed page-pay redirect with yuan, the order number and Beijing times', async () => {
    const started = await driver().createCheckout(checkout);
    expect(started.providerRef).toBe(checkout.orderNumber);
    const params = Object.fromEntries(new URL(started.payUrl ?? '').searchParams);
    expect(params).toMatchObject({
      app_id: '2021000123456789',
      method: 'alipay.trade.page.pay',
      format: 'JSON',
      charset: 'utf-8',
      sign_type: 'RSA2',
      version: '1.0',
      notify_url: checkout.notifyUrl,
      return_url: checkout.returnUrl,
    });
    expect(params.timestamp).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(JSON.parse(params.biz_content ?? '')).toEqual({
      out_trade_no: 'W20261128-000043',
      total_amount: '12.50',
      subject: '模板：工作室',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      time_expire: '2026-11-29 00:30:00',
    });
    expect(alipayVerify(alipaySignContent(params, ['sign']), params.sign ?? '', app.publicKey)).toBe(true);
    expect(await openPayPage(started.payUrl ?? '')).toContain('Pay');
    expect(fake.trades.get(checkout.orderNumber)?.total_amount).toBe('12.50');
  });

  it('asks for a QR code (precreate) when the payer prefers to scan', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000048', prefer: 'qr' as const };
    const started = await driver().createCheckout(order);
    expect(started.qrCode).toContain('/qr/W20261128-000048');
    expect(started.payUrl).toBeUndefined();
    expect(fake.trades.get(order.orderNumber)?.params).toMatchObject({
      method: 'alipay.trade.precreate',
      notify_url: checkout.notifyUrl,
    });
    expect(fake.trades.get(order.orderNumber)?.total_amount).toBe('12.50');
  });

  it('queries pending before the payer opens the page, then paid in fen', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000044' };
    expect(await driver().query(order.orderNumber, order.orderNumber)).toMatchObject({ state: 'pending' });
    await openPayPage((await driver().createCheckout(order)).payUrl ?? '');
    expect(await driver().query(order.orderNumber, order.orderNumber)).toMatchObject({ state: 'pending' });
    fake.pay(order.orderNumber);
    expect(await driver().query(order.orderNumber, order.orderNumber)).toEqual({
      state: 'paid',
      orderNumber: order.orderNumber,
      providerRef: order.orderNumber,
      amount: 1250,
      currency: 'CNY',
    });
  });

  it('verifies a signed notification and answers `success`', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000045', amount: 9999 };
    await openPayPage((await driver().createCheckout(order)).payUrl ?? '');
    const notification = fake.pay(order.orderNumber);
    const notifyId = new URLSearchParams(notification.rawBody.toString()).get('notify_id');
    const verified = await driver().verifyNotification(notification);
    expect(verified).toMatchObject({
      state: 'paid',
      orderNumber: order.orderNumber,
      amount: 9999,
      currency: 'CNY',
      eventId: notifyId,
      reply: { status: 200, contentType: 'text/plain', body: 'success' },
    });
    expect(await driver().verifyNotification(fake.close(order.orderNumber))).toMatchObject({
      state: 'failed',
    });
  });

  it('refuses a tampered notification and one checked with another Alipay key', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000046' };
    await openPayPage((await driver().createCheckout(order)).payUrl ?? '');
    const notification = fake.pay(order.orderNumber);
    const tampered = {
      ...notification,
      rawBody: Buffer.from(
        notification.rawBody.toString().replace('total_amount=12.50', 'total_amount=0.01'),
      ),
    };
    await expect(driver().verifyNotification(tampered)).rejects.toBeInstanceOf(PaymentSignatureError);
    const otherKey = driver({ ...credentials, alipay_public_key: stranger.publicKey });
    await expect(otherKey.verifyNotification(notification)).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refuses an answer not signed with the configured Alipay key', async () => {
    const error = await driver({ ...credentials, alipay_public_key: stranger.publicKey })
      .query(checkout.orderNumber, checkout.orderNumber)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'refused' });
  });

  it('refunds in yuan', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000047' };
    await openPayPage((await driver().createCheckout(order)).payUrl ?? '');
    fake.pay(order.orderNumber);
    await driver().refund(order.orderNumber, order.orderNumber, 1250, 'CNY');
    expect(fake.refunds.at(-1)).toEqual({ out_trade_no: order.orderNumber, refund_amount: '12.50' });
  });

  it('tests the credentials with a query of a made-up trade; a wrong app key is refused in Alipay’s words', async () => {
    await expect(driver().test()).resolves.toBeUndefined();
    const error = await driver({ ...credentials, private_key: stranger.privateKey })
      .test()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ reason: 'refused' });
    expect((error as PaymentProviderError).detail).toContain('isv.invalid-signature');
    expectNoSecret(error);
  });

  it('says unreachable when the gateway is down', async () => {
    const down = await startAlipayFake({ appId: '2021000123456789', appPublicKey: app.publicKey });
    await down.stop();
    const error = await createPaymentDriver('alipay', credentials, {
      ...endpoints,
      alipayGatewayUrl: down.gatewayUrl,
    })
      .test()
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'unreachable' });
    expectNoSecret(error);
  });
});
