import type {
  CurrencyCode,
  PayProvider,
  SaveWebsitePayBody,
  WebsiteOrder,
  WebsiteOrderList,
  WebsiteOrderListQuery,
  WebsiteOrderStatus,
  WebsitePaySettings,
} from '@sitewright/contract';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { notOwned, requireWebsite } from '../../lib/tenancy.ts';
import { payAccounts, websiteOrders, websitePayRoutes, websitePaySettings } from './shop.schema.ts';

type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Whether the website sells online, and which account takes each currency. */
export async function paySettingsOf(db: Runner, websiteId: number) {
  const [settings] = await db
    .select()
    .from(websitePaySettings)
    .where(eq(websitePaySettings.websiteId, websiteId))
    .limit(1);
  const routes = await db
    .select({ currency: websitePayRoutes.currency, payAccountId: websitePayRoutes.payAccountId })
    .from(websitePayRoutes)
    .where(eq(websitePayRoutes.websiteId, websiteId))
    .orderBy(websitePayRoutes.currency);
  return { enabled: settings?.enabled ?? false, routes };
}

/**
 * The currencies a published site takes payments in: none while payments are off. Product pages
 * in these currencies show a Buy form.
 */
export async function checkoutCurrencies(db: Runner, websiteId: number): Promise<string[]> {
  const settings = await paySettingsOf(db, websiteId);
  return settings.enabled ? settings.routes.map((r) => r.currency) : [];
}

export function orderOf(row: typeof websiteOrders.$inferSelect, accountName: string): WebsiteOrder {
  const buyer = row.buyer;
  return {
    id: row.id,
    website_id: row.websiteId,
    number: row.number,
    product_id: row.productId,
    product_title: row.productTitle,
    quantity: row.quantity,
    amount: row.amount,
    currency: row.currency as CurrencyCode,
    provider: row.provider as PayProvider,
    pay_account_name: accountName,
    status: row.status as WebsiteOrderStatus,
    buyer: {
      name: buyer.name ?? '',
      email: buyer.email ?? '',
      phone: buyer.phone ?? '',
      address: buyer.address ?? '',
      note: buyer.note ?? '',
    },
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
  };
}

/** A website's payment settings (/pay/website-pay-set) and its orders. */
export function createWebsitePayService(deps: {
  db: Db;
  onSaved?: (companyId: number, websiteId: number) => void;
}) {
  const { db } = deps;

  const view = (websiteId: number, s: Awaited<ReturnType<typeof paySettingsOf>>): WebsitePaySettings => ({
    website_id: websiteId,
    enabled: s.enabled,
    routes: s.routes.map((r) => ({ currency: r.currency as CurrencyCode, pay_account_id: r.payAccountId })),
  });

  return {
    async info(companyId: number, websiteId: number): Promise<WebsitePaySettings> {
      const website = await requireWebsite(db, { companyId }, websiteId);
      return view(website.id, await paySettingsOf(db, website.id));
    },

    /**
     * Saves the switch and the routes: each route's account must be the company's own, live, and
     * settle the route's currency. Takes effect on product pages at the next publish.
     */
    async save(companyId: number, body: z.output<typeof SaveWebsitePayBody>): Promise<WebsitePaySettings> {
      const saved = await db.transaction(async (tx) => {
        const website = await requireWebsite(tx, { companyId }, body.website_id, { lock: true });
        const ids = [...new Set(body.routes.map((r) => r.pay_account_id))];
        const accounts =
          ids.length === 0
            ? []
            : await tx
                .select({
                  id: payAccounts.id,
                  currency: payAccounts.currency,
                  provider: payAccounts.provider,
                })
                .from(payAccounts)
                .where(
                  and(
                    inArray(payAccounts.id, ids),
                    eq(payAccounts.companyId, companyId),
                    isNull(payAccounts.deletedAt),
                  ),
                );
        const byId = new Map(accounts.map((a) => [a.id, a]));
        for (const route of body.routes) {
          const account = byId.get(route.pay_account_id);
          if (!account) notOwned();
          if (account.currency !== route.currency) {
            throw new AppError('PAY_CURRENCY_UNSUPPORTED', {
              data: { provider: `"${account.provider}" (${account.currency})`, currency: route.currency },
            });
          }
        }
        const scope = { companyId, websiteId: website.id };
        await tx
          .insert(websitePaySettings)
          .values({ ...scope, enabled: body.enabled })
          .onConflictDoUpdate({
            target: websitePaySettings.websiteId,
            set: { enabled: body.enabled, updatedAt: new Date() },
          });
        await tx.delete(websitePayRoutes).where(eq(websitePayRoutes.websiteId, website.id));
        if (body.routes.length > 0) {
          await tx
            .insert(websitePayRoutes)
            .values(
              body.routes.map((r) => ({ ...scope, currency: r.currency, payAccountId: r.pay_account_id })),
            );
        }
        return view(website.id, await paySettingsOf(tx, website.id));
      });
      deps.onSaved?.(companyId, saved.website_id);
      return saved;
    },

    async accounts(companyId: number) {
      const rows = await db
        .select({
          id: payAccounts.id,
          name: payAccounts.name,
          provider: payAccounts.provider,
          currency: payAccounts.currency,
        })
        .from(payAccounts)
        .where(and(eq(payAccounts.companyId, companyId), isNull(payAccounts.deletedAt)))
        .orderBy(payAccounts.id);
      return {
        list: rows.map((r) => ({
          id: r.id,
          name: r.name,
          provider: r.provider as PayProvider,
          currency: r.currency as CurrencyCode,
        })),
      };
    },

    async orders(
      companyId: number,
      query: z.output<typeof WebsiteOrderListQuery>,
    ): Promise<WebsiteOrderList> {
      const website = await requireWebsite(db, { companyId }, query.website_id);
      const where = and(
        eq(websiteOrders.companyId, companyId),
        eq(websiteOrders.websiteId, website.id),
        query.status ? eq(websiteOrders.status, query.status) : undefined,
      );
      const rows = await db
        .select({ order: websiteOrders, accountName: payAccounts.name })
        .from(websiteOrders)
        .innerJoin(payAccounts, eq(payAccounts.id, websiteOrders.payAccountId))
        .where(where)
        .orderBy(desc(websiteOrders.createdAt), desc(websiteOrders.id))
        .limit(query.page_size)
        .offset((query.page - 1) * query.page_size);
      const [total] = await db.select({ n: count() }).from(websiteOrders).where(where);
      return {
        list: rows.map((r) => orderOf(r.order, r.accountName)),
        total: Number(total?.n ?? 0),
        page: query.page,
        page_size: query.page_size,
      };
    },
  };
}
