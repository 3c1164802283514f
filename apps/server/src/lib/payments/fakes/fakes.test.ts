import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentEndpoints } from '../../../config.ts';
import { createPaymentDriver, type PaymentDriver, type VerifiedNotification } from '../index.ts';
import { type FakeServer, startFakeServer } from './fake-server.ts';
import { startAlipayFake, startPaypalFake, startStripeFake, startWechatFake } from './index.ts';

/**
 * The fakes as an e2e run uses them: the payer's browser presses Pay on the provider's page and
 * the provider posts its notification to the app, where the driver must accept it.
 */
let receiver: FakeServer;
let verifyWith: PaymentDriver | undefined;
const received: VerifiedNotification[] = [];

beforeAll(async () => {
  receiver = await startFakeServer(async (request) => {
    if (!verifyWith) return { status: 500 };
    const verified = await verifyWith.verifyNotification({
      headers: request.headers,
      rawBody: request.body,
      query: {},
    });
    if (verified) received.push(verified);
    return verified?.reply ?? { status: 200 };
  });
});
afterAll(() => receiver.stop());

const none: PaymentEndpoints = { stripeUrl: '', alipayGatewayUrl: '', wechatPayUrl: '', paypalUrl: '' };
const checkout = (orderNumber: string, currency: 'CNY' | 'USD') => ({
  orderNumber,
  amount: 2000,
  currency,
  description: 'Template: Studio',
  returnUrl: 'https://shop.example/paid',
  cancelUrl: 'https://shop.example/cancelled',
  notifyUrl: `${receiver.url}/notify`,
  expiresAt: new Date(Date.now() + 30 * 60_000),
});
const pressPay = (pageUrl: string) => fetch(pageUrl, { method: 'POST', redirect: 'manual' });
const arrived = (orderNumber: string) =>
  expect
    .poll(() => received.find((r) => r.orderNumber === orderNumber), { timeout: 5000 })
    .toMatchObject({
      state: 'paid',
      amount: 2000,
    });
const pem = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });

describe('provider fakes, end to end', () => {
  it('Stripe: the pay page pays and posts the signed event to the webhook', async () => {
    const credentials = {
      secret_key: 'sk_test_51E2eKeyForFakesOnly01',
      webhook_secret: 'whsec_E2eSecretForFakes01',
    };
    const fake = await startStripeFake({
      secretKey: credentials.secret_key,
      webhookSecret: credentials.webhook_secret,
      webhookUrl: `${receiver.url}/notify`,
    });
    verifyWith = createPaymentDriver('stripe', credentials, { ...none, stripeUrl: fake.url });
    const started = await verifyWith.createCheckout(checkout('E2E-STRIPE-1', 'USD'));
    expect((await pressPay(started.payUrl ?? '')).status).toBe(302);
    await arrived('E2E-STRIPE-1');
    await fake.stop();
  });

  it('Alipay: the cashier page pays and notifies the notify_url', async () => {
    const app = pem();
    const fake = await startAlipayFake({ appId: '2021000123456789', appPublicKey: app.publicKey });
    verifyWith = createPaymentDriver(
      'alipay',
      { app_id: '2021000123456789', private_key: app.privateKey, alipay_public_key: fake.alipayPublicKey },
      { ...none, alipayGatewayUrl: fake.gatewayUrl },
    );
    const started = await verifyWith.createCheckout(checkout('E2E-ALIPAY-1', 'CNY'));
    expect(await (await fetch(started.payUrl ?? '')).text()).toContain('Pay');
    expect((await pressPay(`${fake.url}/pay?no=E2E-ALIPAY-1`)).status).toBe(302);
    await arrived('E2E-ALIPAY-1');
    await fake.stop();
  });

  it('WeChat Pay: the code_url page pays and notifies the notify_url', async () => {
    const merchant = pem();
    const ids = {
      appId: 'wx0123456789abcdef',
      mchId: '1900000109',
      serialNo: 'ABCDEF0123456789',
      apiV3Key: 'E2eV3KeyForFakesOnly0123456789ab',
    };
    const fake = await startWechatFake({ ...ids, merchantPublicKey: merchant.publicKey });
    verifyWith = createPaymentDriver(
      'wechat',
      {
        app_id: ids.appId,
        mch_id: ids.mchId,
        serial_no: ids.serialNo,
        api_v3_key: ids.apiV3Key,
        private_key: merchant.privateKey,
        platform_public_key: fake.platformPublicKey,
        platform_key_id: fake.platformKeyId,
      },
      { ...none, wechatPayUrl: fake.url },
    );
    const started = await verifyWith.createCheckout(checkout('E2E-WECHAT-1', 'CNY'));
    expect((await pressPay(started.qrCode ?? '')).status).toBe(200);
    await arrived('E2E-WECHAT-1');
    await fake.stop();
  });

  it('PayPal: approving on the checkout page posts the event, and the driver captures', async () => {
    const credentials = {
      client_id: 'E2eClientIdForFakes_000001',
      client_secret: 'E2eClientSecretForFakes_0001',
      webhook_id: 'E2EWEBHOOK01',
    };
    const fake = await startPaypalFake({
      clientId: credentials.client_id,
      clientSecret: credentials.client_secret,
      webhookId: credentials.webhook_id,
      webhookUrl: `${receiver.url}/notify`,
    });
    verifyWith = createPaymentDriver('paypal', credentials, { ...none, paypalUrl: fake.url });
    const started = await verifyWith.createCheckout(checkout('E2E-PAYPAL-1', 'USD'));
    const back = await pressPay(started.payUrl ?? '');
    expect(back.headers.get('location')).toContain(`token=${started.providerRef}`);
    await arrived('E2E-PAYPAL-1');
    expect(fake.orders.get(started.providerRef)?.status).toBe('COMPLETED');
    await fake.stop();
  });
});
