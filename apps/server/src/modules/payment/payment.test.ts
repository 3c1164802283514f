import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helper.ts';
import {
  type PaymentDriver,
  type PaymentReport,
  PaymentSignatureError,
  type VerifiedNotification,
} from '../../lib/payments/index.ts';
import { paymentEvents, sandboxPayments } from './payment.schema.ts';

const SECRET_KEY = 'sk_test_platformSecret0123456789';
const WEBHOOK_SECRET = 'whsec_platformWebhook0123456789';

/** A provider that accepts notifications carrying `x-fake-signature: good` and reads the JSON body. */
function fakeStripe(credentials: Record<string, string>): PaymentDriver {
  return {
    provider: 'stripe',
    async createCheckout() {
      return { providerRef: 'cs_1', payUrl: 'https://stripe.example/pay' };
    },
    async query(orderNumber, providerRef) {
      return { state: 'paid', orderNumber, providerRef, amount: 4900, currency: 'USD' };
    },
    async verifyNotification(n): Promise<VerifiedNotification | null> {
      if (n.headers['x-fake-signature'] !== 'good' || credentials.webhook_secret !== WEBHOOK_SECRET) {
        throw new PaymentSignatureError(`bad signature for ${credentials.webhook_secret}`);
      }
      const event = JSON.parse(n.rawBody.toString('utf8')) as { id: string; type: string } & PaymentReport;
      if (event.type !== 'paid') return null;
      return {
        eventId: event.id,
        state: 'paid',
        orderNumber: event.orderNumber,
        providerRef: event.providerRef,
        amount: event.amount,
        currency: event.currency,
        reply: { status: 200, contentType: 'application/json', body: '{"received":true}' },
      } as VerifiedNotification;
    },
    async refund() {},
    async test() {},
  };
}

interface Seen {
  report: PaymentReport;
  eventId: string;
}

function recordReports(t: TestApp, prefix: string): Seen[] {
  const seen: Seen[] = [];
  t.app.payments.registerOrderKind('company', prefix, {
    async onReport(_tx, report, meta) {
      seen.push({ report, eventId: meta.eventId });
    },
  });
  return seen;
}

async function startSandboxPayment(
  t: TestApp,
  orderNumber: string,
  expiresAt = new Date(Date.now() + 60_000),
) {
  const driver = t.app.payments.platform();
  expect(driver.provider).toBe('sandbox');
  return driver.createCheckout({
    orderNumber,
    amount: 4900,
    currency: 'USD',
    description: 'Template: SaaS launch',
    returnUrl: 'http://localhost:3000/app/index?order=7',
    cancelUrl: 'http://localhost:3000/app/index?order=7',
    notifyUrl: 'http://localhost:3000/api/pay/notify/sandbox',
    expiresAt,
  });
}

describe('the sandbox provider', () => {
  let t: TestApp;
  let seen: Seen[];
  beforeAll(async () => {
    t = await buildTestApp();
    seen = recordReports(t, 'T');
  }, 120_000);
  afterAll(() => t.close());

  it('shows a page that says no real money moves, with the amount and Pay and Fail', async () => {
    const started = await startSandboxPayment(t, 'T-page');
    expect(started.payUrl).toMatch(/^http:\/\/localhost:3000\/api\/pay\/sandbox\/[A-Za-z0-9_-]{32}$/);
    const page = await t.app.inject({ method: 'GET', url: new URL(started.payUrl as string).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sitewright sandbox: no real money moves');
    expect(page.body).toContain('Template: SaaS launch');
    expect(page.body).toContain('$49.00');
    expect(page.body).toContain(`action="/api/pay/sandbox/${started.providerRef}/pay"`);
    expect(page.body).toContain(`action="/api/pay/sandbox/${started.providerRef}/fail"`);
    expect(page.body).not.toMatch(/<script|src=|href=/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);

    const zh = await t.app.inject({
      method: 'GET',
      url: `/api/pay/sandbox/${started.providerRef}`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(zh.body).toContain('不会产生真实扣款');
    expect(zh.body).toContain('¥49.00'.replace('¥', 'US$'));
  });

  it('Pay settles the order once and sends the payer back; a second click changes nothing', async () => {
    const started = await startSandboxPayment(t, 'T-pay');
    // A form post from the browser carries the back office's cookie: it must still be accepted.
    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/pay/sandbox/${started.providerRef}/pay`,
        headers: {
          origin: 'http://localhost:3000',
          cookie: 'token=whatever',
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: '',
      });
    const first = await pay();
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('http://localhost:3000/app/index?order=7');
    const again = await pay();
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('This payment has been made.');
    expect(again.body).not.toContain('<button');
    const mine = seen.filter((s) => s.report.orderNumber === 'T-pay');
    expect(mine).toEqual([
      {
        eventId: `platform:sandbox:${started.providerRef}`,
        report: {
          state: 'paid',
          orderNumber: 'T-pay',
          providerRef: started.providerRef,
          amount: 4900,
          currency: 'USD',
        },
      },
    ]);
    // A poll that reads the same outcome goes through the once-only path too.
    const driver = t.app.payments.platform();
    const report = await driver.query('T-pay', started.providerRef);
    expect(report.state).toBe('paid');
    await t.app.payments.settle(driver, report);
    await t.app.payments.settle(driver, report);
    expect(seen.filter((s) => s.report.orderNumber === 'T-pay')).toHaveLength(2);
    const events = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.orderNumber, 'T-pay'));
    expect(events.map((e) => e.eventId).sort()).toEqual(
      [`platform:query:${started.providerRef}:paid`, `platform:sandbox:${started.providerRef}`].sort(),
    );
  });

  it('Fail settles the order as failed', async () => {
    const started = await startSandboxPayment(t, 'T-fail');
    const fail = await t.app.inject({ method: 'POST', url: `/api/pay/sandbox/${started.providerRef}/fail` });
    expect(fail.statusCode).toBe(303);
    expect(seen.find((s) => s.report.orderNumber === 'T-fail')?.report.state).toBe('failed');
    const page = await t.app.inject({ method: 'GET', url: `/api/pay/sandbox/${started.providerRef}` });
    expect(page.body).toContain('This payment failed.');
  });

  it('an expired payment shows that it expired, and Pay does nothing', async () => {
    const started = await startSandboxPayment(t, 'T-late', new Date(Date.now() - 1000));
    const page = await t.app.inject({ method: 'GET', url: `/api/pay/sandbox/${started.providerRef}` });
    expect(page.body).toContain('This payment has expired.');
    expect(page.body).not.toContain('<button');
    const pay = await t.app.inject({ method: 'POST', url: `/api/pay/sandbox/${started.providerRef}/pay` });
    expect(pay.statusCode).toBe(200);
    expect(seen.find((s) => s.report.orderNumber === 'T-late')).toBeUndefined();
    const [row] = await t.app.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.ref, started.providerRef));
    expect(row?.state).toBe('pending');
  });

  it('an unknown ref is a 404 page', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/api/pay/sandbox/${'x'.repeat(32)}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('There is no such sandbox payment.');
  });
});

describe('platform provider notifications', () => {
  let t: TestApp;
  let seen: Seen[];
  // Everything the app logs, to check no secret and no body reaches it.
  const logLines: string[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString()));
  beforeAll(async () => {
    t = await buildTestApp({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        PAYMENT_CREDENTIALS: JSON.stringify({ secret_key: SECRET_KEY, webhook_secret: WEBHOOK_SECRET }),
        LOG_LEVEL: 'info',
      },
      deps: { payments: { realDriver: (_p, credentials) => fakeStripe(credentials) }, logStream },
    });
    seen = recordReports(t, 'T');
  }, 120_000);
  afterAll(() => t.close());

  const notify = (event: object, signature = 'good', provider = 'stripe') =>
    t.app.inject({
      method: 'POST',
      url: `/api/pay/notify/${provider}`,
      headers: { 'content-type': 'application/json', 'x-fake-signature': signature },
      payload: JSON.stringify(event),
    });

  it('hands a verified notification to the order once, however often it is delivered', async () => {
    const event = {
      id: 'evt_1',
      type: 'paid',
      orderNumber: 'T-1',
      providerRef: 'cs_1',
      amount: 4900,
      currency: 'USD',
    };
    const first = await notify(event);
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe('{"received":true}');
    const [second, third] = await Promise.all([notify(event), notify(event)]);
    expect(second?.body).toBe('{"received":true}');
    expect(third?.statusCode).toBe(200);
    expect(seen.filter((s) => s.report.orderNumber === 'T-1')).toHaveLength(1);
  });

  it('acknowledges events that are not about a payment', async () => {
    const answer = await notify({ id: 'evt_2', type: 'customer.created' });
    expect(answer.statusCode).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('refuses a bad signature with 2006, logging neither the body nor a secret', async () => {
    const answer = await notify(
      {
        id: 'evt_3',
        type: 'paid',
        orderNumber: 'T-forged',
        providerRef: 'x',
        amount: 1,
        currency: 'USD',
        payer: 'payer@example.com',
      },
      'forged',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 2006 });
    expect(answer.body).not.toContain(WEBHOOK_SECRET);
    expect(seen.find((s) => s.report.orderNumber === 'T-forged')).toBeUndefined();
    const log = logLines.join('');
    expect(log).toContain('bad signature');
    expect(log).not.toContain('payer@example.com');
    expect(log).not.toContain(WEBHOOK_SECRET);
    expect(log).not.toContain(SECRET_KEY);
  });

  it('answers 404 for a provider that is not the platform’s', async () => {
    expect((await notify({ id: 'e' }, 'good', 'alipay')).statusCode).toBe(404);
    expect((await notify({ id: 'e' }, 'good', 'sandbox')).statusCode).toBe(404);
  });
});
