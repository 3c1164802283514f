import type {
  Catalogue,
  CompanyOrder,
  CompanyOrderList,
  CompanyOrderPayState,
  TemplateList,
} from '@sitewright/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';
import { companyLicences, companyOrders, messages, websites } from '../../db/schema.ts';
import { PaymentProviderError } from '../../lib/payments/index.ts';
import { CATALOGUE, type CatalogueData } from './catalogue.ts';
import { createCommerceService } from './commerce.service.ts';

/** The shipped catalogue, with the corporate template priced so its licence checks can be seen. */
const catalogue: CatalogueData = {
  ...CATALOGUE,
  'template:corporate': {
    ...(CATALOGUE['template:corporate'] as NonNullable<CatalogueData[string]>),
    price: { USD: 1500, CNY: 9900 },
  },
};

// Building the app with a job worker on a busy machine can outlast the default.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const t = setupApiTest({
  site: 'Shop front',
  rival: true,
  deps: { commerce: { catalogue }, jobs: { run: true, worker: { pollMs: 30, backoffMs: () => 30 } } },
});

const C = '/api/website/company-order';
const orderPlugin = (plugin: string, token = t.admin) =>
  send(t.app, token, 'POST', `${C}/create-website-plugin-order`, { plugin });
const orderTemplate = (template_id: string, token = t.admin) =>
  send(t.app, token, 'POST', `${C}/create-website-template-order`, { template_id });
const getOrder = (id: number, token = t.admin) =>
  send(t.app, token, 'GET', `${C}/get-company-order?id=${id}`);
const paySearch = async (id: number) =>
  body<CompanyOrderPayState>(
    await send(t.app, t.admin, 'GET', `${C}/unify-company-order-pay-search?id=${id}`),
  );
const refOf = (order: CompanyOrder) => new URL(order.pay_url as string).pathname.split('/').pop() as string;
const clickPay = (order: CompanyOrder, outcome: 'pay' | 'fail' = 'pay') =>
  t.app.inject({ method: 'POST', url: `/api/pay/sandbox/${refOf(order)}/${outcome}` });
const licencesOf = (key: string) =>
  t.app.db.select().from(companyLicences).where(eq(companyLicences.itemKey, key));
async function orderRow(id: number) {
  const [row] = await t.app.db.select().from(companyOrders).where(eq(companyOrders.id, id));
  return row;
}
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
}

describe('the app centre', () => {
  it('lists templates and plugins with prices, free ones owned, in the reader’s language', async () => {
    const list = body<Catalogue>(await send(t.app, t.admin, 'GET', '/api/website/app/catalogue?kind=plugin'));
    expect(list.code).toBe(0);
    const google = list.data.list.find((i) => i.key === 'google-indexing');
    expect(google).toMatchObject({ price: { amount: 2900, currency: 'USD' }, free: false, owned: false });
    expect(list.data.list.find((i) => i.key === 'bdzz')).toMatchObject({ free: true, owned: true });
    const zh = body<Catalogue>(
      await send(t.app, t.admin, 'GET', '/api/website/app/catalogue', undefined, {
        'accept-language': 'zh-CN',
      }),
    );
    expect(zh.data.list.find((i) => i.key === 'analytics')?.name).toBe('访问统计');
    expect(zh.data.list.some((i) => i.kind === 'template')).toBe(true);
  });

  it('refuses to sell a free item', async () => {
    const answer = body(await orderPlugin('bdzz'));
    expect(answer.code).toBe(2003);
  });

  it('makes one pending order of two requests that arrive together', async () => {
    const [a, b] = await Promise.all([orderPlugin('analytics'), orderPlugin('analytics')]);
    const first = body<CompanyOrder>(a as never);
    const second = body<CompanyOrder>(b as never);
    expect(first.code).toBe(0);
    expect(second.data.id).toBe(first.data.id);
    expect(first.data).toMatchObject({
      status: 'pending',
      amount: 1900,
      currency: 'USD',
      provider: 'sandbox',
    });
    expect(first.data.number).toMatch(/^C\d{8}-\d{6}$/);
    expect(first.data.pay_url).toMatch(/\/api\/pay\/sandbox\//);
    const pending = await t.app.db
      .select()
      .from(companyOrders)
      .where(and(eq(companyOrders.itemKey, 'analytics'), eq(companyOrders.status, 'pending')));
    expect(pending).toHaveLength(1);
    const again = body<CompanyOrder>(await orderPlugin('analytics'));
    expect(again.data.id).toBe(first.data.id);
  });

  it('Pay on the sandbox page: paid, one licence, a message; repeated settlement changes nothing', async () => {
    const order = body<CompanyOrder>(await orderPlugin('analytics')).data;
    const paid = await clickPay(order);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${t.config.publicBaseUrl}/app/index?order=${order.id}`);
    expect((await clickPay(order)).statusCode).toBe(200);
    const state = (await paySearch(order.id)).data;
    expect(state).toEqual({ id: order.id, status: 'paid', settled: true });
    expect(await licencesOf('analytics')).toHaveLength(1);
    const got = body<CompanyOrder>(await getOrder(order.id)).data;
    expect(got.status).toBe('paid');
    expect(got.paid_at).not.toBeNull();
    expect(got.pay_url).toBeNull();
    const told = await t.app.db.select().from(messages).where(eq(messages.kind, 'order_paid'));
    expect(told.length).toBeGreaterThan(0);
    const owned = body<Catalogue>(
      await send(t.app, t.admin, 'GET', '/api/website/app/catalogue?kind=plugin'),
    );
    expect(owned.data.list.find((i) => i.key === 'analytics')?.owned).toBe(true);
    expect(body(await orderPlugin('analytics')).code).toBe(2002);
    // A paid order can be neither paid again nor cancelled.
    expect(body(await send(t.app, t.admin, 'POST', `${C}/pay-again`, { id: order.id })).code).toBe(2004);
    expect(body(await send(t.app, t.admin, 'POST', `${C}/cancel`, { id: order.id })).code).toBe(2005);
  });

  it('Fail on the sandbox page fails the order, with no licence', async () => {
    const order = body<CompanyOrder>(await orderTemplate('corporate')).data;
    expect((await clickPay(order, 'fail')).statusCode).toBe(303);
    expect((await paySearch(order.id)).data.status).toBe('failed');
    expect(await licencesOf('corporate')).toHaveLength(0);
  });

  it('a payment whose amount or currency differs from the order grants nothing', async () => {
    const order = body<CompanyOrder>(await orderPlugin('google-indexing')).data;
    const driver = t.app.payments.platform();
    const base = { state: 'paid' as const, orderNumber: order.number, providerRef: refOf(order) };
    await t.app.payments.settle(driver, { ...base, amount: 1, currency: 'USD' });
    await t.app.payments.settle(driver, {
      ...base,
      providerRef: 'other',
      amount: order.amount,
      currency: 'EUR',
    });
    expect((await orderRow(order.id))?.status).toBe('pending');
    expect(await licencesOf('google-indexing')).toHaveLength(0);
    await send(t.app, t.admin, 'POST', `${C}/cancel`, { id: order.id });
  });

  it('a report through a company’s own payment account never settles an app-centre order', async () => {
    // A company picks its own account's keys, so it could sign anything it liked through it.
    const order = body<CompanyOrder>(await orderPlugin('google-indexing')).data;
    const own = t.app.payments.driver('sandbox', {}, { payAccountId: 1 });
    await t.app.payments.settle(own, {
      state: 'paid',
      orderNumber: order.number,
      providerRef: refOf(order),
      amount: order.amount,
      currency: order.currency,
    });
    expect((await orderRow(order.id))?.status).toBe('pending');
    expect(await licencesOf('google-indexing')).toHaveLength(0);
    await send(t.app, t.admin, 'POST', `${C}/cancel`, { id: order.id });
  });

  it('an expired order: pay-search says expired, and a later payment is refunded, never licensed', async () => {
    const order = body<CompanyOrder>(await orderPlugin('google-indexing')).data;
    await t.app.db
      .update(companyOrders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyOrders.id, order.id));
    expect((await paySearch(order.id)).data).toEqual({ id: order.id, status: 'expired', settled: true });
    await t.app.payments.settle(t.app.payments.platform(), {
      state: 'paid',
      orderNumber: order.number,
      providerRef: 'late-payment',
      amount: order.amount,
      currency: order.currency,
    });
    await until(async () => (await orderRow(order.id))?.status === 'refunded');
    expect((await orderRow(order.id))?.status).toBe('refunded');
    expect(await licencesOf('google-indexing')).toHaveLength(0);
  });

  it('a cancelled order that is paid anyway is refunded, never licensed', async () => {
    const order = body<CompanyOrder>(await orderPlugin('google-indexing')).data;
    const cancelled = body<CompanyOrder>(await send(t.app, t.admin, 'POST', `${C}/cancel`, { id: order.id }));
    expect(cancelled.data.status).toBe('cancelled');
    expect(cancelled.data.cancelled_at).not.toBeNull();
    // The sandbox page still shows its buttons (the payer left it open): Pay goes through.
    expect((await clickPay(order)).statusCode).toBe(303);
    await until(async () => (await orderRow(order.id))?.status === 'refunded');
    expect((await orderRow(order.id))?.status).toBe('refunded');
    expect(await licencesOf('google-indexing')).toHaveLength(0);
  });

  it('another company’s order is refused with 1105', async () => {
    const order = body<CompanyOrder>(await orderPlugin('google-indexing')).data;
    expect(body(await getOrder(order.id, t.rival)).code).toBe(1105);
    expect(body(await send(t.app, t.rival, 'POST', `${C}/cancel`, { id: order.id })).code).toBe(1105);
    expect(body(await send(t.app, t.rival, 'POST', `${C}/pay-again`, { id: order.id })).code).toBe(1105);
    expect((await orderRow(order.id))?.status).toBe('pending');
    const again = body<CompanyOrder>(await send(t.app, t.admin, 'POST', `${C}/pay-again`, { id: order.id }));
    expect(again.data.pay_url).not.toBe(order.pay_url);
  });

  it('lists the company’s orders newest first, by status', async () => {
    const all = body<CompanyOrderList>(
      await send(t.app, t.admin, 'GET', `${C}/get-company-order-list?date=today`),
    );
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    const ids = all.data.list.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const paid = body<CompanyOrderList>(
      await send(t.app, t.admin, 'GET', `${C}/get-company-order-list?status=paid`),
    );
    expect(paid.data.list.map((o) => o.item_key)).toEqual(['analytics']);
    const theirs = body<CompanyOrderList>(await send(t.app, t.rival, 'GET', `${C}/get-company-order-list`));
    expect(theirs.data.total).toBe(0);
  });
});

describe('licences', () => {
  it('a priced template is refused without a licence (apply and website creation) and works with one', async () => {
    const list = body<TemplateList>(await send(t.app, t.admin, 'GET', '/api/website/template-list'));
    expect(list.data.list.find((x) => x.id === 'corporate')).toMatchObject({
      price: { amount: 1500, currency: 'USD' },
      owned: false,
    });
    expect(list.data.list.find((x) => x.id === 'exhibition-and-events')).toMatchObject({
      price: null,
      owned: true,
    });
    const apply = () =>
      send(t.app, t.admin, 'POST', '/api/website/website-apply-template', {
        website_id: t.site,
        template_id: 'corporate',
      });
    const refused = body(await apply());
    expect(refused.code).toBe(2001);
    expect(refused.message).toContain('Corporate');
    const add = body(
      await send(t.app, t.admin, 'POST', '/api/website/website-add', {
        name: 'Needs a licence',
        flag_code: 'US',
        default_language: 'en',
        template_id: 'corporate',
      }),
    );
    expect(add.code).toBe(2001);
    expect(await t.app.db.select().from(websites).where(eq(websites.name, 'Needs a licence'))).toHaveLength(
      0,
    );

    const order = body<CompanyOrder>(await orderTemplate('corporate')).data;
    await clickPay(order);
    expect(body(await apply()).code).toBe(0);
    const owned = body<TemplateList>(await send(t.app, t.admin, 'GET', '/api/website/template-list'));
    expect(owned.data.list.find((x) => x.id === 'corporate')?.owned).toBe(true);
  });

  it('a priced plugin is turned on only with a licence', async () => {
    const enable = (token: string, website: number) =>
      send(t.app, token, 'POST', '/api/website/plugin/save', {
        website_id: website,
        plugin: 'google-indexing',
        enabled: true,
        settings: {},
      });
    const refused = body(await enable(t.admin, t.site));
    expect(refused.code).toBe(2001);
    expect(refused.message).toContain('Google Indexing');
    // Off is always allowed.
    const off = body(
      await send(t.app, t.admin, 'POST', '/api/website/plugin/save', {
        website_id: t.site,
        plugin: 'google-indexing',
        enabled: false,
        settings: {},
      }),
    );
    expect(off.code).toBe(0);
  });
});

describe('a refund that keeps failing', () => {
  it('flags the withdrawn order for a person, and grants nothing', async () => {
    const order = body<CompanyOrder>(await orderPlugin('google-indexing')).data;
    await send(t.app, t.admin, 'POST', `${C}/cancel`, { id: order.id });
    // The same service over a provider that refuses every refund.
    const sandbox = t.app.payments.platform();
    const refusing = createCommerceService({
      db: t.app.db,
      payments: {
        ...t.app.payments,
        platform: () => ({
          ...sandbox,
          refund: async () => {
            throw new PaymentProviderError('refused', 'charge already disputed');
          },
        }),
      },
      jobs: t.app.jobs,
      mail: t.app.mail,
      catalogue,
      publicBaseUrl: t.config.publicBaseUrl,
      currency: 'USD',
      log: t.app.log,
    });
    await expect(refusing.refund(order.id, 'ref', false)).rejects.toThrow('charge already disputed');
    expect((await orderRow(order.id))?.status).toBe('cancelled');
    await refusing.refund(order.id, 'ref', true);
    expect((await orderRow(order.id))?.status).toBe('flagged');
    expect(await licencesOf('google-indexing')).toHaveLength(0);
  });
});
