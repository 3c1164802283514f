import type {
  PayAccount,
  PayAccountList,
  PayAccountTest,
  Website,
  WebsiteOrderList,
  WebsitePaySettings,
} from '@sitewright/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, collectionItems, jobs, messages, sandboxPayments, websites } from '../../db/schema.ts';
import { body, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';
import { startWechatFake, type WechatFake } from '../../lib/payments/fakes/index.ts';
import { payAccounts, websiteOrders } from './shop.schema.ts';

// A local WeChat Pay (its address known once it listens, before the app is built).
const merchant = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const WECHAT_IDS = {
  appId: 'wx0123456789abcdef',
  mchId: '1900000109',
  serialNo: '5157F09EFDC096DE15EBE81A47057A72',
};
const WECHAT_V3_KEY = 'Av3KeyForShopTestsOnly0123456789';
const env: Record<string, string> = {};
let wechat: WechatFake;
beforeAll(async () => {
  wechat = await startWechatFake({
    ...WECHAT_IDS,
    apiV3Key: WECHAT_V3_KEY,
    merchantPublicKey: merchant.publicKey,
  });
  env.WECHATPAY_API_URL = wechat.url;
});
afterAll(() => wechat?.stop());

const t = setupApiTest({
  site: { name: 'Shop Works', template_id: 'corporate' },
  rival: true,
  dataDir: 'sw-shop-',
  env,
});

const STRIPE = {
  secret_key: 'sk_test_shopSecretKey0123456789',
  webhook_secret: 'whsec_shopWebhookSecret0123',
};

const addAccount = (token: string, payload: Record<string, unknown>) =>
  send(t.app, token, 'PUT', '/api/website/add-pay-set', payload);
const savePay = (token: string, payload: Record<string, unknown>) =>
  send(t.app, token, 'POST', '/api/website/website-pay-set', payload);
const publish = async () => {
  const answer = await send(t.app, t.admin, 'POST', '/api/website/publish-website', {
    id: t.site,
    website_page_id: 0,
  });
  expect(body(answer).code).toBe(0);
};

let hostName = '';
async function host(): Promise<string> {
  if (!hostName) {
    const [row] = await t.app.db
      .select({ slug: websites.slug })
      .from(websites)
      .where(eq(websites.id, t.site));
    hostName = `${row?.slug}.${t.config.siteDomainSuffix}`;
  }
  return hostName;
}
let ipCount = 0;
const visit = async (url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: `203.0.113.${++ipCount}`,
    headers: { host: await host() },
  });

async function chairId(): Promise<number> {
  const [row] = await t.app.db
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(and(eq(collectionItems.websiteId, t.site), eq(collectionItems.slug, 'oak-lounge-chair')));
  return row?.id ?? 0;
}

/** Changes fields of a published product as the site reads them; answers how to put them back. */
async function setPublishedFields(id: number, fields: Record<string, unknown>) {
  const [item] = await t.app.db.select().from(collectionItems).where(eq(collectionItems.id, id));
  const published = item?.published;
  if (!published) throw new Error('not published');
  await t.app.db
    .update(collectionItems)
    .set({ published: { ...published, fields: { ...published.fields, ...fields } } })
    .where(eq(collectionItems.id, id));
  return async () => {
    await t.app.db.update(collectionItems).set({ published }).where(eq(collectionItems.id, id));
  };
}

/** The website's newest order. */
async function latestOrder() {
  const [latest] = await t.app.db
    .select()
    .from(websiteOrders)
    .where(eq(websiteOrders.websiteId, t.site))
    .orderBy(desc(websiteOrders.id))
    .limit(1);
  return latest;
}

/** Starts a purchase of one on the site and answers the order it placed. */
async function placeOrder(productId: number) {
  expect((await checkout(productId, { ...BUYER, quantity: '1' })).body).toContain('http-equiv="refresh"');
  const latest = await latestOrder();
  if (!latest?.providerRef) throw new Error('no order');
  return { ...latest, providerRef: latest.providerRef };
}

async function checkout(productId: number, values: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/__sw/checkout/${productId}`,
    remoteAddress: `203.0.113.${++ipCount}`,
    headers: { host: await host(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(values).toString(),
  });
}

const BUYER = {
  name: 'Ada Buyer',
  email: 'ada@example.com',
  phone: '+1 555 0100',
  address: '1 Main St',
  note: 'Ring twice',
  lang: 'en',
  back: '/products/oak-lounge-chair',
};

describe('payment accounts', () => {
  it('keeps credentials encrypted and shows them only masked', async () => {
    const added = body<PayAccount>(
      await addAccount(t.admin, { name: 'Cards', provider: 'stripe', currency: 'USD', credentials: STRIPE }),
    );
    expect(added.code).toBe(0);
    expect(added.data.credential_hints).toEqual({ secret_key: '••••6789', webhook_secret: '••••0123' });
    expect(added.data.notify_url).toBe(`${t.config.publicBaseUrl}/api/pay/account-notify/${added.data.id}`);
    const list = await send(t.app, t.admin, 'GET', '/api/website/get-pay-set-list');
    expect(list.body).not.toContain(STRIPE.secret_key);
    expect(list.body).not.toContain(STRIPE.webhook_secret);
    expect(body<PayAccountList>(list).data.list.map((a) => a.name)).toContain('Cards');
    const [row] = await t.app.db.select().from(payAccounts).where(eq(payAccounts.id, added.data.id));
    expect(row?.credentials).not.toContain('sk_test');

    // An edit without credentials keeps the stored ones.
    const renamed = body<PayAccount>(
      await addAccount(t.admin, { id: added.data.id, name: 'Cards 2', provider: 'stripe', currency: 'EUR' }),
    );
    expect(renamed.code).toBe(0);
    expect(renamed.data.credential_hints).toEqual(added.data.credential_hints);
    const [after] = await t.app.db.select().from(payAccounts).where(eq(payAccounts.id, added.data.id));
    expect(after?.credentials).toBe(row?.credentials);
    // The operation log names the change, never the keys.
    const audit = JSON.stringify(await t.app.db.select().from(auditLog));
    expect(audit).not.toContain(STRIPE.secret_key);
    expect(audit).not.toContain(STRIPE.webhook_secret);
  });

  it('refuses a new account without credentials and a currency the provider does not settle', async () => {
    expect(
      body(await addAccount(t.admin, { name: 'No keys', provider: 'stripe', currency: 'USD' })).code,
    ).toBe(2012);
    const alipay = await addAccount(t.admin, {
      name: 'Alipay',
      provider: 'alipay',
      currency: 'USD',
      credentials: {
        app_id: '2021000000000000',
        private_key: 'x'.repeat(120),
        alipay_public_key: 'y'.repeat(120),
      },
    });
    expect(body(alipay).code).toBe(2011);
    const zh = await send(
      t.app,
      t.admin,
      'PUT',
      '/api/website/add-pay-set',
      { name: 'N', provider: 'stripe', currency: 'USD' },
      {
        'accept-language': 'zh-CN',
      },
    );
    expect(body(zh).message).toBe('请填写新账户的凭据');
  });

  it('tests an account in words and keeps other companies out', async () => {
    const sandbox = body<PayAccount>(
      await addAccount(t.admin, {
        name: 'Test money',
        provider: 'sandbox',
        currency: 'USD',
        credentials: {},
      }),
    ).data;
    const tested = body<PayAccountTest>(
      await send(t.app, t.admin, 'POST', '/api/website/test-pay-set', { id: sandbox.id }),
    );
    expect(tested.data).toEqual({ ok: true, message: 'Connected' });
    expect(
      body(await send(t.app, t.rival, 'POST', '/api/website/test-pay-set', { id: sandbox.id })).code,
    ).toBe(1105);
    expect(body(await send(t.app, t.rival, 'DELETE', `/api/website/del-pay-set?id=${sandbox.id}`)).code).toBe(
      1105,
    );
    const rivalList = body<PayAccountList>(
      await send(t.app, t.rival, 'GET', '/api/website/get-pay-set-list'),
    );
    expect(rivalList.data.list).toEqual([]);
  });

  it('is closed to an operator without the payment role', async () => {
    const limited = await signInDemoOperator(t.app, 'no-pay', ['page.page.page_set']);
    const answer = await send(t.app, limited, 'GET', '/api/website/get-pay-set-list');
    expect(body(answer).code).not.toBe(0);
    expect(answer.body).not.toContain('Cards');
  });
});

describe('buying on the published site through the sandbox', () => {
  let sandboxId = 0;

  it('refuses routes to another company’s account or in another currency', async () => {
    sandboxId = body<PayAccount>(
      await addAccount(t.admin, {
        name: 'Shop sandbox',
        provider: 'sandbox',
        currency: 'USD',
        credentials: {},
      }),
    ).data.id;
    const rivalAccount = body<PayAccount>(
      await addAccount(t.rival, { name: 'Theirs', provider: 'sandbox', currency: 'USD', credentials: {} }),
    ).data.id;
    const foreign = await savePay(t.admin, {
      website_id: t.site,
      enabled: true,
      routes: [{ currency: 'USD', pay_account_id: rivalAccount }],
    });
    expect(body(foreign).code).toBe(1105);
    const mismatch = await savePay(t.admin, {
      website_id: t.site,
      enabled: true,
      routes: [{ currency: 'EUR', pay_account_id: sandboxId }],
    });
    expect(body(mismatch).code).toBe(2011);
    expect(body(await savePay(t.rival, { website_id: t.site, enabled: true, routes: [] })).code).toBe(1105);
  });

  it('shows no Buy form and refuses checkout while payments are off', async () => {
    await publish();
    const page = await visit('/products/oak-lounge-chair');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('/__sw/checkout/');
    const refused = await checkout(await chairId(), { ...BUYER, quantity: '1' });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('cannot be bought online');
  });

  it('takes an order at the published price, pays it in the sandbox and tells everyone once', async () => {
    const saved = body<WebsitePaySettings>(
      await savePay(t.admin, {
        website_id: t.site,
        enabled: true,
        routes: [{ currency: 'USD', pay_account_id: sandboxId }],
      }),
    );
    expect(saved.code).toBe(0);
    expect(saved.data).toEqual({
      website_id: t.site,
      enabled: true,
      routes: [{ currency: 'USD', pay_account_id: sandboxId }],
    });
    // An account a website takes payments with is not deleted.
    expect(body(await send(t.app, t.admin, 'DELETE', `/api/website/del-pay-set?id=${sandboxId}`)).code).toBe(
      2010,
    );
    // The live site shows the Buy form at once, without another publish.
    const id = await chairId();
    const page = await visit('/products/oak-lounge-chair');
    expect(page.body).toContain(`action="/__sw/checkout/${id}"`);
    expect(page.body).toContain('Buy online');

    // The form's own price is ignored: the chair costs 420.00 USD as published.
    const started = await checkout(id, {
      ...BUYER,
      quantity: '2',
      price: '0.01',
      amount: '1',
      currency: 'CNY',
    });
    // A page that moves on to the provider by itself (a redirect would break the site's form-action).
    expect(started.statusCode).toBe(200);
    const handoff = /<meta http-equiv="refresh" content="0;url=([^"]+)">/.exec(started.body)?.[1] ?? '';
    const payUrl = new URL(handoff.replaceAll('&amp;', '&'));
    expect(payUrl.pathname).toMatch(/^\/api\/pay\/sandbox\/[A-Za-z0-9_-]+$/);
    const [order] = await t.app.db.select().from(websiteOrders).where(eq(websiteOrders.websiteId, t.site));
    expect(order).toMatchObject({ amount: 84000, currency: 'USD', quantity: 2, status: 'pending' });
    expect(order?.number).toMatch(/^W\d{8}-\d{6}$/);

    const pay = () =>
      t.app.inject({
        method: 'POST',
        url: `${payUrl.pathname}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: '',
      });
    const paid = await pay();
    expect(paid.statusCode).toBe(303);
    const back = new URL(paid.headers.location as string);
    expect(back.pathname).toBe('/__sw/checkout/return');
    expect(back.searchParams.get('order')).toBe(order?.number);
    const thanks = await visit(`${back.pathname}${back.search}`);
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain(`Order ${order?.number} is paid.`);
    expect(thanks.body).toContain('noindex');
    // A page of the website: its header, footer and stylesheet, with the order's summary and what comes next.
    expect(thanks.body).toMatch(/<header[^>]*>/);
    expect(thanks.body).toMatch(/<footer[^>]*>/);
    expect(thanks.body).toMatch(/<link rel="stylesheet" href="\/_sw\//);
    expect(thanks.body).toContain('<dt>Item</dt><dd>Oak lounge chair</dd>');
    expect(thanks.body).toContain('<dt>Quantity</dt><dd>2</dd>');
    expect(thanks.body).toContain('<dt>Amount</dt><dd>$840.00</dd>');
    expect(thanks.body).toContain('<dt>Status</dt><dd>Paid</dd>');
    expect(thanks.body).toContain('A confirmation is on its way to ada@example.com.');
    expect(thanks.body).not.toContain('Page not found');

    const [settled] = await t.app.db
      .select()
      .from(websiteOrders)
      .where(eq(websiteOrders.id, order?.id ?? 0));
    expect(settled?.status).toBe('paid');
    expect(settled?.paidAt).not.toBeNull();
    const notices = await t.app.db.select().from(messages).where(eq(messages.kind, 'website_order_paid'));
    expect(notices.length).toBeGreaterThan(0);
    const mails = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    const to = mails.map((m) => (m.payload as { to: string }).to);
    expect(to).toContain('ada@example.com');

    // A second click (or a repeated report) changes nothing.
    await pay();
    await visit(`${back.pathname}${back.search}`);
    expect(
      await t.app.db.select().from(messages).where(eq(messages.kind, 'website_order_paid')),
    ).toHaveLength(notices.length);
    expect(await t.app.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'))).toHaveLength(mails.length);

    const list = body<WebsiteOrderList>(
      await send(t.app, t.admin, 'GET', `/api/website/website-order-list?website_id=${t.site}&status=paid`),
    );
    expect(list.data.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({
      number: order?.number,
      product_title: 'Oak lounge chair',
      amount: 84000,
      pay_account_name: 'Shop sandbox',
      buyer: { name: 'Ada Buyer', email: 'ada@example.com', note: 'Ring twice' },
    });
    expect(
      body(await send(t.app, t.rival, 'GET', `/api/website/website-order-list?website_id=${t.site}`)).code,
    ).toBe(1105);
  });

  it('refuses a filled honeypot and a bad quantity', async () => {
    const id = await chairId();
    expect((await checkout(id, { ...BUYER, quantity: '0' })).statusCode).toBe(400);
    expect((await checkout(id, { ...BUYER, quantity: '1', _sw_website: 'http://spam' })).statusCode).toBe(
      400,
    );
  });

  it('hands out a return address on the site itself, whatever else the Host header says', async () => {
    const site = await host();
    const started = await t.app.inject({
      method: 'POST',
      url: `/__sw/checkout/${await chairId()}`,
      remoteAddress: `203.0.113.${++ipCount}`,
      headers: { host: `${site}:1@evil.example`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...BUYER, quantity: '1', lang: '/evil.example' }).toString(),
    });
    expect(started.body).toContain('http-equiv="refresh"');
    const [payment] = await t.app.db
      .select()
      .from(sandboxPayments)
      .orderBy(desc(sandboxPayments.id))
      .limit(1);
    expect(new URL(payment?.returnUrl ?? '').host).toBe(site);
    const order = await latestOrder();
    // Not a language code: the order keeps the default, and the return page links home as '/'.
    expect(order?.lang).toBe('en');
  });

  it('leaves an order as it was on a payment of another amount, and gives back one for an expired order', async () => {
    const id = await chairId();
    const placed = () => placeOrder(id);
    const driver = t.app.payments.driver('sandbox', {}, { payAccountId: sandboxId });
    const short = await placed();
    await t.app.payments.settle(driver, {
      state: 'paid',
      orderNumber: short.number,
      providerRef: short.providerRef,
      amount: 100,
      currency: 'USD',
    });
    const [unchanged] = await t.app.db.select().from(websiteOrders).where(eq(websiteOrders.id, short.id));
    expect(unchanged?.status).toBe('pending');
    // Through another account (another company's keys), or the platform's: never settled.
    const report = {
      state: 'paid' as const,
      orderNumber: short.number,
      providerRef: short.providerRef,
      amount: short.amount,
      currency: short.currency as 'USD',
    };
    await t.app.payments.settle(
      t.app.payments.driver('sandbox', {}, { payAccountId: sandboxId + 1000 }),
      report,
    );
    await t.app.payments.settle(t.app.payments.platform(), report);
    const [stillPending] = await t.app.db.select().from(websiteOrders).where(eq(websiteOrders.id, short.id));
    expect(stillPending?.status).toBe('pending');

    const late = await placed();
    await t.app.db.update(websiteOrders).set({ status: 'expired' }).where(eq(websiteOrders.id, late.id));
    await t.app.payments.settle(driver, {
      state: 'paid',
      orderNumber: late.number,
      providerRef: late.providerRef,
      amount: 42000,
      currency: 'USD',
    });
    const refunds = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'shop.refund'));
    expect(refunds.map((j) => (j.payload as { orderId: number }).orderId)).toEqual([late.id]);
    const [still] = await t.app.db.select().from(websiteOrders).where(eq(websiteOrders.id, late.id));
    expect(still?.paidAt).toBeNull();
  });

  it('expires an order left unpaid at its time, settles one its provider took meanwhile, and leaves one paid wrongly', async () => {
    const id = await chairId();
    const unpaid = await placeOrder(id);
    const paidQuietly = await placeOrder(id);
    const paidWrongly = await placeOrder(id);
    const placed = [unpaid, paidQuietly, paidWrongly];
    const expiring = await t.app.db.select().from(jobs).where(eq(jobs.kind, 'shop.expire-order'));
    for (const order of placed) {
      const job = expiring.find((j) => (j.payload as { orderId: number }).orderId === order.id);
      expect(job?.runAt.getTime()).toBe(order.expiresAt.getTime());
    }
    // The buyer paid the second at the provider, but its notification never arrived.
    await t.app.db
      .update(sandboxPayments)
      .set({ state: 'paid' })
      .where(eq(sandboxPayments.ref, paidQuietly.providerRef));
    // The third was paid, but not its amount: left waiting for a person, not expired away.
    await t.app.db
      .update(sandboxPayments)
      .set({ state: 'paid', amount: 1 })
      .where(eq(sandboxPayments.ref, paidWrongly.providerRef));
    // Their time is up.
    const past = new Date(Date.now() - 1000);
    await t.app.db
      .update(websiteOrders)
      .set({ expiresAt: past })
      .where(
        inArray(
          websiteOrders.id,
          placed.map((o) => o.id),
        ),
      );
    await t.app.db.update(jobs).set({ runAt: past }).where(eq(jobs.kind, 'shop.expire-order'));
    while (await t.app.jobs.worker.runOnce()) {}
    const after = await t.app.db
      .select()
      .from(websiteOrders)
      .where(
        inArray(
          websiteOrders.id,
          placed.map((o) => o.id),
        ),
      )
      .orderBy(websiteOrders.id);
    expect(after.map((o) => o.status)).toEqual(['expired', 'paid', 'pending']);
  });

  it('refuses an order above what one payment can hold, and writes none', async () => {
    const id = await chairId();
    const restore = await setPublishedFields(id, { price: 30_000_000 });
    try {
      const before = await t.app.db.select().from(websiteOrders);
      const refused = await checkout(id, { ...BUYER, quantity: '1' });
      expect(refused.statusCode).toBe(409);
      expect(refused.body).toContain('cannot be bought online');
      expect(await t.app.db.select().from(websiteOrders)).toHaveLength(before.length);
    } finally {
      await restore();
    }
  });

  it('shows the code to scan, drawn on the page, for a provider that answers with one', async () => {
    const account = body<PayAccount>(
      await addAccount(t.admin, {
        name: 'WeChat shop',
        provider: 'wechat',
        currency: 'CNY',
        credentials: {
          app_id: WECHAT_IDS.appId,
          mch_id: WECHAT_IDS.mchId,
          serial_no: WECHAT_IDS.serialNo,
          api_v3_key: WECHAT_V3_KEY,
          private_key: merchant.privateKey,
          platform_public_key: wechat.platformPublicKey,
          platform_key_id: wechat.platformKeyId,
        },
      }),
    );
    expect(account.code).toBe(0);
    const saved = await savePay(t.admin, {
      website_id: t.site,
      enabled: true,
      routes: [
        { currency: 'USD', pay_account_id: sandboxId },
        { currency: 'CNY', pay_account_id: account.data.id },
      ],
    });
    expect(body(saved).code).toBe(0);
    const id = await chairId();
    const restore = await setPublishedFields(id, { price: 128, currency: 'CNY' });
    try {
      const answer = await checkout(id, { ...BUYER, quantity: '1', lang: 'zh' });
      expect(answer.statusCode).toBe(200);
      const order = await latestOrder();
      expect(order).toMatchObject({ amount: 12800, currency: 'CNY', provider: 'wechat' });
      const ordered = wechat.orders.get(order?.number ?? '');
      expect(ordered?.request).toMatchObject({ amount: { total: 12800, currency: 'CNY' } });
      // The code itself is drawn as SVG on our page, in the buyer's language, with a way to check.
      expect(answer.body).toContain('<svg');
      expect(answer.body).toContain('微信');
      expect(answer.body).toContain(order?.number);
      expect(answer.body).toContain(`/__sw/checkout/return?order=${order?.number}`);
      expect(answer.body).not.toContain('http-equiv="refresh" content="0;');
    } finally {
      await restore();
    }
  });

  it('refuses a notification for an account that is not signed by its provider', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/pay/account-notify/${sandboxId}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"paid":true}',
    });
    expect(body(answer).code).toBe(2006);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/pay/account-notify/999999',
      payload: 'x',
    });
    expect(body(unknown).code).toBe(1105);
  });
});

export type { Website };
