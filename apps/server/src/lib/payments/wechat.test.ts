import { createVerify, generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEndpoints } from '../../config.ts';
import { startWechatFake, type WechatFake } from './fakes/wechat-fake.ts';
import { createPaymentDriver, PaymentProviderError, PaymentSignatureError } from './index.ts';

const pemPair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pemPair();
const stranger = pemPair();
const apiV3Key = 'Av3KeyForTestsOnly0123456789abcd';

let fake: WechatFake;
let endpoints: PaymentEndpoints;
let credentials: Record<string, string>;
const driver = (creds: Record<string, string> = credentials, now?: () => Date) =>
  createPaymentDriver('wechat', creds, endpoints, now ? { now } : {});

const checkout = {
  orderNumber: 'W20261128-000050',
  amount: 1250,
  currency: 'CNY' as const,
  description: '模板：工作室',
  returnUrl: 'https://shop.example/paid',
  cancelUrl: 'https://shop.example/cancelled',
  notifyUrl: 'https://api.example/notify/wechat/7',
  expiresAt: new Date('2026-11-28T16:30:00Z'),
};

beforeAll(async () => {
  const ids = {
    appId: 'wx0123456789abcdef',
    mchId: '1900000109',
    serialNo: '5157F09EFDC096DE15EBE81A47057A72',
  };
  fake = await startWechatFake({ ...ids, apiV3Key, merchantPublicKey: merchant.publicKey });
  endpoints = { stripeUrl: '', alipayGatewayUrl: '', wechatPayUrl: fake.url, paypalUrl: '' };
  credentials = {
    app_id: ids.appId,
    mch_id: ids.mchId,
    serial_no: ids.serialNo,
    api_v3_key: apiV3Key,
    private_key: merchant.privateKey,
    platform_public_key: fake.platformPublicKey,
    platform_key_id: fake.platformKeyId,
  };
});
afterAll(() => fake.stop());

function expectNoSecret(error: unknown) {
  const text = `${String(error)} ${(error as PaymentProviderError).detail ?? ''}`;
  expect(text).not.toContain(apiV3Key);
  expect(text).not.toContain('PRIVATE KEY');
}

describe('WeChat Pay driver', () => {
  it('orders a Native payment in fen with a valid merchant signature and answers the code_url', async () => {
    const started = await driver().createCheckout(checkout);
    const order = fake.orders.get(checkout.orderNumber);
    expect(started).toEqual({ providerRef: checkout.orderNumber, qrCode: order?.code_url });
    expect(order?.request).toEqual({
      appid: 'wx0123456789abcdef',
      mchid: '1900000109',
      description: '模板：工作室',
      out_trade_no: checkout.orderNumber,
      time_expire: '2026-11-29T00:30:00+08:00',
      notify_url: checkout.notifyUrl,
      amount: { total: 1250, currency: 'CNY' },
    });
    // The fake checked it, and so do we: the signature covers method, path, time, nonce and body.
    const sent = fake.requests.at(-1);
    const auth = String(sent?.headers.authorization);
    const field = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(auth)?.[1] ?? '';
    expect(auth).toMatch(/^WECHATPAY2-SHA256-RSA2048 /);
    const message = `POST\n/v3/pay/transactions/native\n${field('timestamp')}\n${field('nonce_str')}\n${sent?.body.toString()}\n`;
    expect(
      createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, field('signature'), 'base64'),
    ).toBe(true);
  });

  it('queries pending, then paid with WeChat’s amount and currency', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000051' };
    await driver().createCheckout(order);
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

  it('verifies and decrypts a notification, and answers 204', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000052', amount: 8800 };
    await driver().createCheckout(order);
    const notification = fake.pay(order.orderNumber);
    const verified = await driver().verifyNotification(notification);
    expect(verified).toMatchObject({
      state: 'paid',
      orderNumber: order.orderNumber,
      amount: 8800,
      currency: 'CNY',
      eventId: JSON.parse(notification.rawBody.toString()).id,
      reply: { status: 204, body: '' },
    });
    expect(await driver().verifyNotification(fake.close(order.orderNumber))).toMatchObject({
      state: 'failed',
    });
  });

  it('refuses a tampered body, another platform key or serial, a wrong APIv3 key, a stale signature', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000053' };
    await driver().createCheckout(order);
    const notification = fake.pay(order.orderNumber);
    const tampered = {
      ...notification,
      rawBody: Buffer.from(notification.rawBody.toString().replace('"id":"', '"id":"x')),
    };
    await expect(driver().verifyNotification(tampered)).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      driver({ ...credentials, platform_public_key: stranger.publicKey }).verifyNotification(notification),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      driver({ ...credentials, platform_key_id: 'PUB_KEY_ID_OTHER' }).verifyNotification(notification),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      driver({ ...credentials, api_v3_key: 'ZZv3KeyForTestsOnly0123456789abc' }).verifyNotification(
        notification,
      ),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      driver(credentials, () => new Date(Date.now() + 10 * 60_000)).verifyNotification(notification),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refunds the order', async () => {
    const order = { ...checkout, orderNumber: 'W20261128-000054' };
    await driver().createCheckout(order);
    fake.pay(order.orderNumber);
    await driver().refund(order.orderNumber, order.orderNumber, 1250, 'CNY');
    expect(fake.refunds.at(-1)).toMatchObject({
      out_trade_no: order.orderNumber,
      amount: { refund: 1250, total: 1250, currency: 'CNY' },
    });
  });

  it('tests with a query of a made-up number; a wrong merchant key is refused in WeChat’s words', async () => {
    await expect(driver().test()).resolves.toBeUndefined();
    const error = await driver({ ...credentials, private_key: stranger.privateKey })
      .test()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ reason: 'refused' });
    expect((error as PaymentProviderError).detail).toContain('SIGN_ERROR');
    expectNoSecret(error);
    // A platform key that does not sign the answers is refused too.
    const wrongPlatform = await driver({ ...credentials, platform_public_key: stranger.publicKey })
      .test()
      .catch((e: unknown) => e);
    expect(wrongPlatform).toMatchObject({ reason: 'refused' });
  });

  it('says unreachable when WeChat Pay is down', async () => {
    const down = await startWechatFake({
      appId: 'wx0123456789abcdef',
      mchId: '1900000109',
      serialNo: 'AB12CD34',
      apiV3Key,
      merchantPublicKey: merchant.publicKey,
    });
    await down.stop();
    const error = await createPaymentDriver('wechat', credentials, { ...endpoints, wechatPayUrl: down.url })
      .createCheckout(checkout)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'unreachable' });
    expectNoSecret(error);
  });
});
