import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  Buyer,
  CHECKOUT_QUANTITY_MAX,
  type CurrencyCode,
  FORM_INPUT,
  INT_COLUMN_MAX,
  type PayProvider,
  toMinorUnits,
} from '@sitewright/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PaymentDriver, PaymentReport } from '../../lib/payments/types.ts';
import { PaymentProviderError } from '../../lib/payments/types.ts';
import { MemoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import type { Jobs } from '../jobs/index.ts';
import { collectionItems } from '../../db/schema.ts';
import { escapeHtml } from '../mail/index.ts';
import { parseBody, readBody, sitePath } from '../site/index.ts';
import { accountNotifyUrl, credentialsOf, type SecretBox } from './pay-accounts.ts';
import { payAccounts, websiteOrders } from './shop.schema.ts';
import { paySettingsOf } from './website-pay.ts';
import { moneyText, WEBSITE_EXPIRE_JOB } from './order-handler.ts';
import { framedPage, type OrderOutcome, orderSummaryHtml } from './site-frame.ts';

/** A checkout order waits this long for its payment; the provider refuses it afterwards. */
export const WEBSITE_ORDER_TTL_MINUTES = 30;
/** Checkouts one visitor address may start per minute. */
const CHECKOUT_RATE = { max: 10, windowMs: 60_000 };
const CHECKOUT_BODY_MAX = 16 * 1024;

/** The part of the payment core (app.payments) the shop uses. */
export interface ShopPayments {
  driver(
    provider: PayProvider,
    credentials: Record<string, string>,
    scope: { payAccountId: number | null },
  ): PaymentDriver;
  settle(driver: PaymentDriver, report: PaymentReport): Promise<void>;
}

/** The site a checkout request arrived at, as the site server resolved it. */
export interface CheckoutSite {
  websiteId: number;
  companyId: number;
  ip: string;
  /** Scheme and host the visitor used. */
  origin: string;
  /** The website's own published page in a language, to frame the checkout's pages (see framedPage). */
  frame?(lang: string): Promise<string | undefined>;
}

type Ui = 'en' | 'zh';
const uiOf = (lang: string): Ui => (lang.toLowerCase().startsWith('zh') ? 'zh' : 'en');

const WORDS = {
  unavailable: {
    en: ['This product cannot be bought online', 'Payments are not available for it at the moment.'],
    zh: ['该产品暂不支持在线购买', '目前无法为该产品付款。'],
  },
  invalid: {
    en: [
      'Please check your details',
      'Fill in your name and a valid e-mail address, and a quantity from 1 to 99.',
    ],
    zh: ['请检查您填写的信息', '请填写姓名和有效的电子邮箱，数量为 1 至 99。'],
  },
  unreachable: {
    en: [
      'The payment could not be started',
      'The payment provider could not be reached. Please try again in a moment.',
    ],
    zh: ['无法发起支付', '无法连接支付服务商，请稍后重试。'],
  },
  refused: {
    en: ['The payment could not be started', 'The payment provider refused the request. Please contact us.'],
    zh: ['无法发起支付', '支付服务商拒绝了请求，请与我们联系。'],
  },
  handoff: {
    en: ['Taking you to the payment page', 'If nothing happens, use the link below.'],
    zh: ['正在前往支付页面', '如果页面没有跳转，请点击下方链接。'],
  },
  handoffLink: { en: 'Continue to payment', zh: '继续支付' },
  busy: {
    en: ['Too many attempts', 'Please wait a minute before trying again.'],
    zh: ['尝试过于频繁', '请稍等一分钟后再试。'],
  },
  unknownOrder: {
    en: ['Order not found', 'There is no such order on this website.'],
    zh: ['未找到订单', '本网站没有该订单。'],
  },
  paid: { en: ['Thank you', 'Order {n} is paid.'], zh: ['感谢您的购买', '订单 {n} 已支付。'] },
  waiting: {
    en: [
      'Waiting for the payment',
      'Order {n} is still waiting for its payment. This page checks again shortly.',
    ],
    zh: ['等待付款', '订单 {n} 尚未收到付款，本页面稍后会再次查询。'],
  },
  notPaid: {
    en: ['Not paid', 'Order {n} was not paid. You can place a new order on the product page.'],
    zh: ['未支付', '订单 {n} 未支付，您可以在产品页面重新下单。'],
  },
  scan: {
    en: ['Scan to pay', 'Scan the code with the app of {p} to pay order {n}. This page follows the payment.'],
    zh: ['扫码支付', '请使用{p}扫描二维码支付订单 {n}，本页面会自动跟进支付状态。'],
  },
  back: { en: 'Back to the website', zh: '返回网站' },
  check: { en: 'Check again', zh: '再次查询' },
} as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/** A small page of the site server's own: the page language, no script, never indexed. */
function page(ui: Ui, title: string, body: string, extra = ''): string {
  return `<!doctype html><html lang="${ui === 'zh' ? 'zh' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${extra}<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,-apple-system,"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;margin:0;min-height:100vh;display:grid;place-items:center;background:#f5f7fa;color:#1f2937}main{max-width:32rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}p{margin:0 0 1.5rem;color:#4b5563}a{color:#2563eb}svg{width:16rem;height:16rem}</style></head><body><main>${body}</main></body></html>`;
}

const CheckoutForm = Buyer.extend({
  quantity: z.coerce.number().int().min(1).max(CHECKOUT_QUANTITY_MAX),
  lang: z.string().trim().max(20).default(''),
  back: z.string().max(500).default('/'),
});

const pad = (n: number) => String(n).padStart(2, '0');
/** W<yyyymmdd>-<id in 6 digits>: the date the order was placed (UTC) and its row. */
export const orderNumberOf = (id: number, at: Date) =>
  `W${at.getUTCFullYear()}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}-${String(id).padStart(6, '0')}`;

/** A product's price as published, in minor units of its currency; undefined without one. */
async function publishedProduct(db: Db, websiteId: number, productId: number) {
  if (!Number.isInteger(productId) || productId < 1 || productId > 2_147_483_647) return undefined;
  const [row] = await db
    .select({ id: collectionItems.id, published: collectionItems.published })
    .from(collectionItems)
    .where(
      and(
        eq(collectionItems.id, productId),
        eq(collectionItems.websiteId, websiteId),
        eq(collectionItems.collection, 'product'),
        isNotNull(collectionItems.published),
      ),
    )
    .limit(1);
  const snapshot = row?.published;
  if (!snapshot) return undefined;
  const price = snapshot.fields.price;
  const currency = typeof snapshot.fields.currency === 'string' ? snapshot.fields.currency : 'USD';
  if (typeof price !== 'number' || price <= 0) return undefined;
  return {
    id: row.id,
    title: snapshot.title,
    currency: currency as CurrencyCode,
    unitAmount: toMinorUnits(price, currency as CurrencyCode),
  };
}

/**
 * Visitors' purchases on a published site: `POST /__sw/checkout/<product id>` starts one (the
 * price read from the published product, never from the form) and sends the browser to the
 * provider; `GET /__sw/checkout/return?order=…` says whether it was paid.
 */
export function createCheckoutEndpoint(deps: {
  db: Db;
  secrets: SecretBox;
  payments: () => ShopPayments;
  /** Expires an order left unpaid (WEBSITE_EXPIRE_JOB at its time). */
  jobs: Pick<Jobs, 'enqueue'>;
  publicBaseUrl: string;
  baseHeaders: Readonly<Record<string, string>>;
  limiter?: RateLimiter;
  /** Renders a QR code as SVG (for providers that answer with one instead of a page). */
  qrSvg?: (text: string) => Promise<string>;
  warn?: (detail: object, message: string) => void;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const limiter = deps.limiter ?? new MemoryRateLimiter(CHECKOUT_RATE);

  function send(res: ServerResponse, status: number, html: string, extra: Record<string, string> = {}) {
    const bytes = Buffer.from(html);
    res.writeHead(status, {
      ...deps.baseHeaders,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      'content-length': String(bytes.length),
      ...extra,
    });
    res.end(bytes);
  }

  /**
   * A page of the checkout: inside the website's own page (header, footer, theme, language) when
   * the site server offers one, else a small page of its own.
   */
  async function sitePage(
    site: CheckoutSite,
    lang: string,
    ui: Ui,
    title: string,
    content: string,
    head = '',
  ) {
    const frame = site.frame ? await site.frame(lang).catch(() => undefined) : undefined;
    const main = `<section class="sw-block sw-item sw-checkout"><div class="sw-container">${content}</div></section>`;
    return (frame && framedPage(frame, { title, main, head })) || page(ui, title, content, head);
  }

  async function notice(
    res: ServerResponse,
    site: CheckoutSite,
    lang: string,
    status: number,
    ui: Ui,
    words: readonly [string, string],
    back: string,
    values: Record<string, string> = {},
    extra: { summary?: string; head?: string } = {},
  ) {
    const [title, text] = words;
    send(
      res,
      status,
      await sitePage(
        site,
        lang,
        ui,
        title,
        `<h1 class="sw-item__title">${escapeHtml(title)}</h1><p>${escapeHtml(fill(text, values))}</p>${extra.summary ?? ''}<p><a class="sw-checkout__back" href="${escapeHtml(back)}">${WORDS.back[ui]}</a></p>`,
        extra.head,
      ),
    );
  }

  async function accountFor(websiteId: number, currency: string) {
    const settings = await paySettingsOf(db, websiteId);
    if (!settings.enabled) return undefined;
    const route = settings.routes.find((r) => r.currency === currency);
    if (!route) return undefined;
    const [account] = await db
      .select()
      .from(payAccounts)
      .where(and(eq(payAccounts.id, route.payAccountId), isNull(payAccounts.deletedAt)))
      .limit(1);
    return account;
  }

  async function driverOfAccount(accountId: number) {
    const [account] = await db.select().from(payAccounts).where(eq(payAccounts.id, accountId)).limit(1);
    if (!account) return undefined;
    return deps
      .payments()
      .driver(account.provider as PayProvider, await credentialsOf(deps.secrets, account), {
        payAccountId: account.id,
      });
  }

  async function checkout(req: IncomingMessage, res: ServerResponse, productId: number, site: CheckoutSite) {
    const body = await readBody(req, CHECKOUT_BODY_MAX);
    const parsed =
      body === 'too-large' ? null : await parseBody(body, String(req.headers['content-type'] ?? ''));
    const one = (name: string) => parsed?.texts.get(name)?.[0];
    // A language code or nothing: it becomes part of the return page's link home.
    const typed = (one('lang') ?? '').slice(0, 20);
    const lang = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(typed) ? typed : '';
    const ui = uiOf(lang);
    const back = sitePath(one('back'));
    if ((await limiter.hit(site.ip)) > limiter.max)
      return notice(res, site, lang, 429, ui, WORDS.busy[ui], back);
    // The honeypot: people leave it empty; a filled one is a robot, answered as if refused.
    if (!parsed || (one(FORM_INPUT.honeypot) ?? '') !== '')
      return notice(res, site, lang, 400, ui, WORDS.invalid[ui], back);
    const form = CheckoutForm.safeParse(Object.fromEntries([...parsed.texts].map(([k, v]) => [k, v[0]])));
    if (!form.success) return notice(res, site, lang, 400, ui, WORDS.invalid[ui], back);
    const product = await publishedProduct(db, site.websiteId, productId);
    const account = product ? await accountFor(site.websiteId, product.currency) : undefined;
    if (!product || !account || account.currency !== product.currency) {
      return notice(res, site, lang, 409, ui, WORDS.unavailable[ui], back);
    }
    const { quantity, name, email, phone, address, note } = form.data;
    const placedAt = now();
    const expiresAt = new Date(placedAt.getTime() + WEBSITE_ORDER_TTL_MINUTES * 60_000);
    const amount = product.unitAmount * quantity;
    // More than an order can hold (and more than any provider takes in one payment).
    if (amount > INT_COLUMN_MAX) return notice(res, site, lang, 409, ui, WORDS.unavailable[ui], back);
    const placed = await db.transaction(async (tx) => {
      const result = await tx.execute<{ id: number | string }>(
        sql`select nextval(pg_get_serial_sequence('website_orders', 'id')) as id`,
      );
      const rows = (
        Array.isArray(result) ? result : (result as { rows: { id: number | string }[] }).rows
      ) as {
        id: number | string;
      }[];
      const id = Number(rows[0]?.id);
      const [row] = await tx
        .insert(websiteOrders)
        .values({
          id,
          companyId: site.companyId,
          websiteId: site.websiteId,
          number: orderNumberOf(id, placedAt),
          productId: product.id,
          productTitle: product.title,
          quantity,
          amount,
          currency: product.currency,
          payAccountId: account.id,
          provider: account.provider,
          buyer: { name, email, phone, address, note },
          lang: lang || 'en',
          createdAt: placedAt,
          expiresAt,
        })
        .returning();
      if (row) await deps.jobs.enqueue(tx, WEBSITE_EXPIRE_JOB, { orderId: id }, { runAt: expiresAt });
      return row;
    });
    if (!placed) throw new Error('the order was not written');
    const order = placed;
    const number = order.number;
    const returnUrl = `${site.origin}/__sw/checkout/return?order=${encodeURIComponent(number)}`;
    try {
      const driver = deps
        .payments()
        .driver(account.provider as PayProvider, await credentialsOf(deps.secrets, account), {
          payAccountId: account.id,
        });
      const started = await driver.createCheckout({
        orderNumber: number,
        amount,
        currency: product.currency,
        description: `${product.title} × ${quantity}`,
        returnUrl,
        cancelUrl: returnUrl,
        notifyUrl: accountNotifyUrl(deps.publicBaseUrl, account.id),
        expiresAt,
        email,
      });
      await db
        .update(websiteOrders)
        .set({ providerRef: started.providerRef })
        .where(eq(websiteOrders.id, order.id));
      if (started.payUrl) {
        // Not a 303: the product page's CSP (form-action 'self') covers the redirects that follow a
        // form post, so a browser would refuse to follow one to the provider. A page of ours that
        // moves on by itself (and offers the link) is a navigation of its own, which it allows.
        const [title, text] = WORDS.handoff[ui];
        const href = escapeHtml(started.payUrl);
        send(
          res,
          200,
          page(
            ui,
            title,
            `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${href}" data-testid="pay-handoff">${escapeHtml(WORDS.handoffLink[ui])}</a></p>`,
            `<meta http-equiv="refresh" content="0;url=${href}">`,
          ),
        );
        return;
      }
      if (started.qrCode)
        return qrPage(res, ui, number, account.provider as PayProvider, started.qrCode, returnUrl);
      throw new PaymentProviderError('refused', 'no payment page');
    } catch (error) {
      await db.update(websiteOrders).set({ status: 'failed' }).where(eq(websiteOrders.id, order.id));
      const refused = error instanceof PaymentProviderError && error.reason === 'refused';
      deps.warn?.(
        { order: number, reason: error instanceof PaymentProviderError ? error.reason : 'error' },
        'a website checkout could not be started',
      );
      return notice(res, site, lang, 502, ui, (refused ? WORDS.refused : WORDS.unreachable)[ui], back);
    }
  }

  async function qrPage(
    res: ServerResponse,
    ui: Ui,
    number: string,
    provider: PayProvider,
    code: string,
    returnUrl: string,
  ) {
    const [title, text] = WORDS.scan[ui];
    const names = { wechat: { en: 'WeChat', zh: '微信' }, alipay: { en: 'Alipay', zh: '支付宝' } } as Record<
      string,
      Record<Ui, string>
    >;
    const svg = deps.qrSvg ? await deps.qrSvg(code) : `<p><code>${escapeHtml(code)}</code></p>`;
    const path = new URL(returnUrl).pathname + new URL(returnUrl).search;
    // Without script the page follows the payment by reloading the return page now and then.
    send(
      res,
      200,
      page(
        ui,
        title,
        `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(fill(text, { n: number, p: names[provider]?.[ui] ?? provider }))}</p>${svg}<p><a href="${escapeHtml(path)}">${WORDS.check[ui]}</a></p>`,
        `<meta http-equiv="refresh" content="5;url=${escapeHtml(path)}">`,
      ),
    );
  }

  async function returned(res: ServerResponse, url: URL, site: CheckoutSite) {
    const number = (url.searchParams.get('order') ?? '').slice(0, 40);
    const [found] = await db
      .select()
      .from(websiteOrders)
      .where(and(eq(websiteOrders.number, number), eq(websiteOrders.websiteId, site.websiteId)))
      .limit(1);
    if (!found) return notice(res, site, '', 404, 'en', WORDS.unknownOrder.en, '/');
    let order = found;
    const ui = uiOf(order.lang);
    const home =
      /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(order.lang) && order.lang !== 'en' ? `/${order.lang}/` : '/';
    if (order.status === 'pending' && order.providerRef) {
      try {
        const driver = await driverOfAccount(order.payAccountId);
        if (driver) {
          const report = await driver.query(order.number, order.providerRef);
          await deps.payments().settle(driver, report);
          if (report.state === 'pending' && order.expiresAt.getTime() <= now().getTime()) {
            await db
              .update(websiteOrders)
              .set({ status: 'expired' })
              .where(and(eq(websiteOrders.id, order.id), eq(websiteOrders.status, 'pending')));
          }
          const [after] = await db
            .select()
            .from(websiteOrders)
            .where(eq(websiteOrders.id, order.id))
            .limit(1);
          if (after) order = after;
        }
      } catch (error) {
        deps.warn?.(
          { order: order.number, reason: error instanceof PaymentProviderError ? error.reason : 'error' },
          'a website order could not be asked about',
        );
      }
    }
    const values = { n: order.number, amount: moneyText(order.amount, order.currency) };
    const outcome: OrderOutcome =
      order.status === 'paid' ? 'paid' : order.status === 'pending' ? 'pending' : 'failed';
    const words = { paid: WORDS.paid, pending: WORDS.waiting, failed: WORDS.notPaid }[outcome][ui];
    return notice(res, site, order.lang, 200, ui, words, home, values, {
      summary: orderSummaryHtml(order, outcome, ui),
      // Without script, a page waiting for the payment follows it by loading itself again.
      ...(outcome === 'pending' ? { head: '<meta http-equiv="refresh" content="5">' } : {}),
    });
  }

  return {
    /** Answers `/__sw/checkout/...` of a site; false when the path is none of them. */
    async handle(
      req: IncomingMessage,
      res: ServerResponse,
      path: string,
      site: CheckoutSite,
    ): Promise<boolean> {
      const method = req.method ?? 'GET';
      if (path === '/__sw/checkout/return' && (method === 'GET' || method === 'HEAD')) {
        await returned(res, new URL(req.url ?? '/', 'http://site'), site);
        return true;
      }
      const match = /^\/__sw\/checkout\/([1-9][0-9]{0,9})$/.exec(path);
      if (!match || method !== 'POST') return false;
      await checkout(req, res, Number(match[1]), site);
      return true;
    },
  };
}

export type CheckoutEndpoint = ReturnType<typeof createCheckoutEndpoint>;
