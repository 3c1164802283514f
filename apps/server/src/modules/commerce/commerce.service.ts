import {
  type Catalogue,
  type CatalogueKind,
  COMPANY_ORDER_TTL_MINUTES,
  type CompanyOrder,
  type CompanyOrderPayState,
  type CompanyOrderStatus,
  type CurrencyCode,
  type Lang,
  type PayProvider,
  ROLES,
} from '@sitewright/contract';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CompanyOrderListQuery as ListQuerySchema } from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { companyLicences, companyOrders, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type PaymentReport, PaymentProviderError } from '../../lib/payments/index.ts';
import { notOwned } from '../../lib/tenancy.ts';
import type { Jobs } from '../jobs/index.ts';
import type { MailService } from '../mail/index.ts';
import { notify } from '../message/index.ts';
import type { OrderHandler, Payments, PaymentTx } from '../payment/index.ts';
import { type CatalogueData, catalogueEntry, catalogueKeys, nameOf, priceOf } from './catalogue.ts';

export type OrderRow = typeof companyOrders.$inferSelect;

/** The prefix of company order numbers: the payment core hands their reports to this module. */
export const COMPANY_ORDER_PREFIX = 'C';
export const REFUND_JOB = 'commerce.refund-order';
export const EXPIRE_JOB = 'commerce.expire-order';
/** Tries a refund gets before the order is flagged for a person. */
const REFUND_ATTEMPTS = 6;

const SETTLED: readonly CompanyOrderStatus[] = [
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  'flagged',
];

export interface CommerceDeps {
  db: Db;
  payments: Payments;
  jobs: Pick<Jobs, 'enqueue'>;
  mail: Pick<MailService, 'send'>;
  catalogue: CatalogueData;
  publicBaseUrl: string;
  currency: CurrencyCode;
  log: FastifyBaseLogger;
  now?: () => Date;
}

export interface Caller {
  companyId: number;
  userId: number;
  lang: Lang;
}

function toOrder(row: OrderRow): CompanyOrder {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind as CatalogueKind,
    item_key: row.itemKey,
    item_name: row.itemName,
    amount: row.amount,
    currency: row.currency as CurrencyCode,
    status: row.status as CompanyOrderStatus,
    provider: row.provider as PayProvider,
    pay_url: row.status === 'pending' ? row.payUrl : null,
    user_name: row.userName,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
  };
}

/** C<yyyymmdd>-<id, 6 digits>: what the receipt and the provider show. */
function orderNumber(id: number, at: Date): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `${COMPANY_ORDER_PREFIX}${day}-${String(id).padStart(6, '0')}`;
}

const DATE_PRESET_DAYS = { today: 0, '7d': 7, '30d': 30, '90d': 90 } as const;

export type CommerceService = ReturnType<typeof createCommerceService>;

export function createCommerceService(deps: CommerceDeps) {
  const { db, catalogue } = deps;
  const now = deps.now ?? (() => new Date());
  const base = deps.publicBaseUrl.replace(/\/+$/, '');

  async function ownOrder(companyId: number, id: number): Promise<OrderRow> {
    const [row] = await db.select().from(companyOrders).where(eq(companyOrders.id, id));
    // Another company's order and a missing one look the same.
    if (!row || row.companyId !== companyId) notOwned();
    return row;
  }

  /** Starts a payment for the order with the platform's account and keeps where to pay. */
  async function checkout(row: OrderRow, email: string): Promise<OrderRow> {
    const driver = deps.payments.platform();
    const returnUrl = `${base}/app/index?order=${row.id}`;
    let started: Awaited<ReturnType<typeof driver.createCheckout>>;
    try {
      started = await driver.createCheckout({
        orderNumber: row.number,
        amount: row.amount,
        currency: row.currency as CurrencyCode,
        description: row.itemName,
        returnUrl,
        cancelUrl: returnUrl,
        notifyUrl: `${base}/api/pay/notify/${driver.provider}`,
        expiresAt: row.expiresAt,
        ...(email ? { email } : {}),
      });
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        deps.log.warn(
          { provider: driver.provider, reason: error.reason, detail: error.detail },
          'checkout failed',
        );
        throw error.reason === 'unreachable'
          ? new AppError('PAY_PROVIDER_UNREACHABLE')
          : new AppError('PAY_PROVIDER_REFUSED', { data: { reason: error.detail } });
      }
      throw error;
    }
    const [updated] = await db
      .update(companyOrders)
      .set({
        providerRef: started.providerRef,
        payUrl: started.payUrl ?? started.qrCode ?? null,
        updatedAt: now(),
      })
      .where(eq(companyOrders.id, row.id))
      .returning();
    return updated ?? row;
  }

  async function orderer(caller: Caller) {
    const [user] = await db
      .select({ userName: users.userName, email: users.email })
      .from(users)
      .where(and(eq(users.id, caller.userId), eq(users.companyId, caller.companyId)));
    return user ?? { userName: '', email: '' };
  }

  async function createOrder(caller: Caller, kind: CatalogueKind, key: string): Promise<CompanyOrder> {
    const entry = catalogueEntry(catalogue, kind, key);
    const item = entry?.name ?? key;
    const amount = priceOf(catalogue, kind, key, deps.currency);
    if (amount <= 0) throw new AppError('ITEM_FREE', { data: { item } });
    const [licence] = await db
      .select({ id: companyLicences.id })
      .from(companyLicences)
      .where(
        and(
          eq(companyLicences.companyId, caller.companyId),
          eq(companyLicences.kind, kind),
          eq(companyLicences.itemKey, key),
        ),
      );
    if (licence) throw new AppError('ITEM_ALREADY_OWNED', { data: { item } });
    const user = await orderer(caller);
    const at = now();
    const expiresAt = new Date(at.getTime() + COMPANY_ORDER_TTL_MINUTES * 60_000);
    // The number holds the id, so the id is drawn first.
    const idResult = await db.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('company_orders', 'id'))::int as id`,
    );
    const id = Number((idResult as unknown as { rows: { id: number }[] }).rows[0]?.id);
    // The partial unique index keeps one pending order per company and item, even for requests
    // that arrive together: the later insert waits for the earlier and then does nothing.
    const inserted = await db.transaction(async (tx) => {
      const rows = await tx
        .insert(companyOrders)
        .values({
          id,
          companyId: caller.companyId,
          number: orderNumber(id, at),
          kind,
          itemKey: key,
          itemName: nameOf(catalogue, kind, key, caller.lang),
          amount,
          currency: deps.currency,
          status: 'pending',
          provider: deps.payments.platform().provider,
          userId: caller.userId,
          userName: user.userName,
          createdAt: at,
          expiresAt,
          updatedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      const row = rows[0];
      if (row) await deps.jobs.enqueue(tx, EXPIRE_JOB, { orderId: row.id }, { runAt: expiresAt });
      return row;
    });
    if (!inserted) return toOrder(await waitForPending(caller.companyId, kind, key));
    try {
      return toOrder(await checkout(inserted, user.email));
    } catch (error) {
      // No payment could start: the order is withdrawn so the next click can try again.
      await db
        .update(companyOrders)
        .set({ status: 'failed', updatedAt: now() })
        .where(eq(companyOrders.id, inserted.id));
      throw error;
    }
  }

  /** The pending order of an item; a moment while its checkout (started by a parallel request) lands. */
  async function waitForPending(companyId: number, kind: string, key: string): Promise<OrderRow> {
    for (let i = 0; i < 50; i++) {
      const [row] = await db
        .select()
        .from(companyOrders)
        .where(
          and(
            eq(companyOrders.companyId, companyId),
            eq(companyOrders.kind, kind),
            eq(companyOrders.itemKey, key),
            eq(companyOrders.status, 'pending'),
          ),
        );
      if (!row) break;
      if (row.payUrl !== null) return row;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [latest] = await db
      .select()
      .from(companyOrders)
      .where(
        and(
          eq(companyOrders.companyId, companyId),
          eq(companyOrders.kind, kind),
          eq(companyOrders.itemKey, key),
        ),
      )
      .orderBy(desc(companyOrders.id))
      .limit(1);
    if (!latest) throw new AppError('INTERNAL');
    return latest;
  }

  async function expireIfDue(row: OrderRow): Promise<OrderRow> {
    if (row.status !== 'pending' || row.expiresAt.getTime() > now().getTime()) return row;
    const [updated] = await db
      .update(companyOrders)
      .set({ status: 'expired', updatedAt: now() })
      .where(and(eq(companyOrders.id, row.id), eq(companyOrders.status, 'pending')))
      .returning();
    return updated ?? (await ownOrder(row.companyId, row.id));
  }

  /** Settles the order from a provider's report, inside the payment core's transaction. */
  const handler: OrderHandler = {
    async onReport(tx: PaymentTx, report: PaymentReport, meta) {
      const [row] = await tx
        .select()
        .from(companyOrders)
        .where(eq(companyOrders.number, report.orderNumber))
        .for('update');
      if (!row) {
        deps.log.warn(
          { orderNumber: report.orderNumber, provider: meta.provider },
          'payment for an unknown order',
        );
        return;
      }
      const at = now();
      if (report.state === 'paid') {
        if (report.amount !== row.amount || report.currency !== row.currency) {
          // PAY_AMOUNT_MISMATCH: recorded, but nothing is granted; a person looks into it.
          deps.log.warn(
            {
              orderNumber: row.number,
              expected: { amount: row.amount, currency: row.currency },
              paid: { amount: report.amount, currency: report.currency },
            },
            'payment does not match the order',
          );
          return;
        }
        if (row.status === 'pending' || row.status === 'failed') {
          await tx
            .update(companyOrders)
            .set({ status: 'paid', paidAt: at, providerRef: report.providerRef, updatedAt: at })
            .where(eq(companyOrders.id, row.id));
          await tx
            .insert(companyLicences)
            .values({ companyId: row.companyId, kind: row.kind, itemKey: row.itemKey, orderId: row.id })
            .onConflictDoNothing();
          await notify(tx as Db, {
            companyId: row.companyId,
            to: { role: ROLES.orderIndex },
            kind: 'order_paid',
            params: { item: row.itemName, number: row.number },
            link: '/order/index',
            dedupeKey: `order-paid:${row.id}`,
          });
          const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
          if (user?.email) await deps.mail.send(tx, paidMail(row, user.email));
          return;
        }
        if (row.status === 'cancelled' || row.status === 'expired') {
          // The money came for an order that was withdrawn: it goes back, and nothing is granted.
          await deps.jobs.enqueue(
            tx,
            REFUND_JOB,
            { orderId: row.id, providerRef: report.providerRef },
            { maxAttempts: REFUND_ATTEMPTS },
          );
        }
        return;
      }
      if (row.status !== 'pending') return;
      if (report.state === 'failed' || report.state === 'expired') {
        await tx
          .update(companyOrders)
          .set({ status: report.state, updatedAt: at })
          .where(eq(companyOrders.id, row.id));
      }
    },
  };

  function paidMail(row: OrderRow, to: string) {
    const amount = `${(row.amount / 100).toFixed(2)} ${row.currency}`;
    const text =
      `Your order ${row.number} (${row.itemName}, ${amount}) is paid. The item is ready to use.\n\n` +
      `您的订单 ${row.number}（${row.itemName}，${amount}）已支付成功，现在即可使用。\n\n${base}/order/index`;
    const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
    return {
      to,
      subject: `Order ${row.number} paid / 订单已支付`,
      text,
      html: `<p>${escapeHtml(text).replaceAll('\n', '<br>')}</p>`,
    };
  }

  return {
    handler,

    async catalogue(companyId: number, lang: Lang, kind?: CatalogueKind): Promise<Catalogue> {
      const [licences, pending] = await Promise.all([
        db.select().from(companyLicences).where(eq(companyLicences.companyId, companyId)),
        db
          .select()
          .from(companyOrders)
          .where(and(eq(companyOrders.companyId, companyId), eq(companyOrders.status, 'pending'))),
      ]);
      const owned = new Set(licences.map((l) => `${l.kind}:${l.itemKey}`));
      const pendingOf = new Map(
        pending
          .filter((o) => o.expiresAt.getTime() > now().getTime())
          .map((o) => [`${o.kind}:${o.itemKey}`, o.id]),
      );
      const kinds: CatalogueKind[] = kind ? [kind] : ['template', 'plugin'];
      const list = kinds.flatMap((k) =>
        catalogueKeys(k).flatMap((key) => {
          const entry = catalogueEntry(catalogue, k, key);
          if (!entry) return [];
          const amount = entry.price[deps.currency] ?? 0;
          const free = amount <= 0;
          return [
            {
              kind: k,
              key,
              name: entry.name[lang],
              description: entry.description[lang],
              features: entry.features[lang],
              screenshots: entry.screenshots,
              price: { amount, currency: deps.currency },
              free,
              owned: free || owned.has(`${k}:${key}`),
              pending_order_id: pendingOf.get(`${k}:${key}`) ?? null,
            },
          ];
        }),
      );
      return { list };
    },

    createOrder,

    async get(companyId: number, id: number): Promise<CompanyOrder> {
      return toOrder(await expireIfDue(await ownOrder(companyId, id)));
    },

    async paySearch(companyId: number, id: number): Promise<CompanyOrderPayState> {
      let row = await ownOrder(companyId, id);
      if (row.status === 'pending' && row.providerRef) {
        const driver = deps.payments.platform();
        try {
          const report = await driver.query(row.number, row.providerRef);
          await deps.payments.settle(driver, report);
        } catch (error) {
          // The provider may be away for a moment: the screen polls again.
          if (!(error instanceof PaymentProviderError)) throw error;
          deps.log.warn({ orderNumber: row.number, reason: error.reason }, 'payment query failed');
        }
        row = await ownOrder(companyId, id);
      }
      row = await expireIfDue(row);
      return {
        id: row.id,
        status: row.status as CompanyOrderStatus,
        settled: SETTLED.includes(row.status as CompanyOrderStatus),
      };
    },

    async list(companyId: number, query: z.output<typeof ListQuerySchema>) {
      const conditions = [eq(companyOrders.companyId, companyId)];
      if (query.status) conditions.push(eq(companyOrders.status, query.status));
      if (query.date) {
        const since = new Date(now());
        since.setUTCHours(0, 0, 0, 0);
        since.setUTCDate(since.getUTCDate() - DATE_PRESET_DAYS[query.date]);
        conditions.push(gte(companyOrders.createdAt, since));
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(companyOrders)
          .where(where)
          .orderBy(desc(companyOrders.createdAt), desc(companyOrders.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
        db.select({ n: count() }).from(companyOrders).where(where),
      ]);
      return { list: rows.map(toOrder), total: total?.n ?? 0, page: query.page, page_size: query.page_size };
    },

    async payAgain(caller: Caller, id: number): Promise<CompanyOrder> {
      const row = await expireIfDue(await ownOrder(caller.companyId, id));
      if (row.status !== 'pending') throw new AppError('ORDER_NOT_PAYABLE', { data: { status: row.status } });
      const user = await orderer(caller);
      return toOrder(await checkout(row, user.email));
    },

    async cancel(companyId: number, id: number): Promise<CompanyOrder> {
      await ownOrder(companyId, id);
      const at = now();
      const [row] = await db
        .update(companyOrders)
        .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
        .where(and(eq(companyOrders.id, id), eq(companyOrders.status, 'pending')))
        .returning();
      if (!row) throw new AppError('ORDER_NOT_CANCELLABLE');
      return toOrder(row);
    },

    /** A pending order past its time becomes expired (the job enqueued with the order runs this). */
    async expire(orderId: number): Promise<void> {
      await db
        .update(companyOrders)
        .set({ status: 'expired', updatedAt: now() })
        .where(
          and(
            eq(companyOrders.id, orderId),
            eq(companyOrders.status, 'pending'),
            sql`${companyOrders.expiresAt} <= ${now().toISOString()}::timestamptz`,
          ),
        );
    },

    /** Gives back a payment that came for a withdrawn order; flags it when that keeps failing. */
    async refund(orderId: number, providerRef: string, lastTry: boolean): Promise<void> {
      const [row] = await db.select().from(companyOrders).where(eq(companyOrders.id, orderId));
      if (!row || !['cancelled', 'expired'].includes(row.status)) return;
      try {
        await deps.payments
          .platform()
          .refund(row.number, providerRef, row.amount, row.currency as CurrencyCode);
      } catch (error) {
        if (!lastTry) throw error;
        deps.log.warn({ orderNumber: row.number }, 'refund failed for good: order flagged');
        await db
          .update(companyOrders)
          .set({ status: 'flagged', updatedAt: now() })
          .where(eq(companyOrders.id, orderId));
        return;
      }
      await db
        .update(companyOrders)
        .set({ status: 'refunded', providerRef, updatedAt: now() })
        .where(eq(companyOrders.id, orderId));
    },
  };
}
