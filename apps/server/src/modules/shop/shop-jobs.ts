import type { CurrencyCode, PayProvider } from '@sitewright/contract';
import { and, eq, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { ShopPayments } from './checkout.ts';
import { WEBSITE_EXPIRE_JOB, WEBSITE_REFUND_JOB } from './order-handler.ts';
import { credentialsOf, type SecretBox } from './pay-accounts.ts';
import { payAccounts, websiteOrders } from './shop.schema.ts';

const RefundPayload = z.object({ orderId: z.number().int(), providerRef: z.string() });
const ExpirePayload = z.object({ orderId: z.number().int() });

export interface ShopJobsOptions {
  secrets: SecretBox;
  /** The payment core (app.payments): drivers, and settling what a provider reports. */
  payments: () => ShopPayments;
  now?: () => Date;
}

/**
 * The durable side of website orders, wherever jobs run. An order whose time is up is expired
 * unless its provider says it was paid meanwhile (a notify can be late). A payment that arrived
 * for an order no longer waiting for it is given back; the order is 'refunded' once the provider
 * took the refund.
 */
export const shopJobsPlugin = fp<ShopJobsOptions>(
  async (app, options) => {
    const now = options.now ?? (() => new Date());
    async function driverOf(order: typeof websiteOrders.$inferSelect) {
      const [account] = await app.db
        .select()
        .from(payAccounts)
        .where(eq(payAccounts.id, order.payAccountId))
        .limit(1);
      if (!account) return undefined;
      return options
        .payments()
        .driver(account.provider as PayProvider, await credentialsOf(options.secrets, account), {
          payAccountId: account.id,
        });
    }

    app.jobs.register(WEBSITE_EXPIRE_JOB, async (payload) => {
      const { orderId } = ExpirePayload.parse(payload);
      const [order] = await app.db.select().from(websiteOrders).where(eq(websiteOrders.id, orderId)).limit(1);
      if (order?.status !== 'pending') return;
      const driver = order.providerRef ? await driverOf(order) : undefined;
      // Unreachable provider: the job fails and is tried again later, so a payment is not lost.
      if (driver && order.providerRef)
        await options.payments().settle(driver, await driver.query(order.number, order.providerRef));
      await app.db
        .update(websiteOrders)
        .set({ status: 'expired' })
        .where(
          and(
            eq(websiteOrders.id, order.id),
            eq(websiteOrders.status, 'pending'),
            lte(websiteOrders.expiresAt, now()),
          ),
        );
    });

    app.jobs.register(WEBSITE_REFUND_JOB, async (payload, context) => {
      const { orderId, providerRef } = RefundPayload.parse(payload);
      const [order] = await app.db.select().from(websiteOrders).where(eq(websiteOrders.id, orderId)).limit(1);
      if (!order || order.status === 'refunded' || order.status === 'paid') return;
      const driver = await driverOf(order);
      if (!driver) return;
      try {
        await driver.refund(order.number, providerRef, order.amount, order.currency as CurrencyCode);
      } catch (error) {
        app.log.warn(
          { order: order.number, attempt: context.attempt, last: context.attempt >= context.maxAttempts },
          'a website order refund failed',
        );
        throw error;
      }
      await app.db.update(websiteOrders).set({ status: 'refunded' }).where(eq(websiteOrders.id, order.id));
    });
  },
  { name: 'shop-jobs', dependencies: ['db', 'jobs'] },
);
