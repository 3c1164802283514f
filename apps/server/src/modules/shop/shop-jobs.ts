import type { CurrencyCode, PayProvider } from '@sitewright/contract';
import { and, eq, lte } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { PaymentReport } from '../../lib/payments/types.ts';
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

    app.jobs.register(WEBSITE_EXPIRE_JOB, async (payload, context) => {
      const { orderId } = ExpirePayload.parse(payload);
      const [order] = await app.db.select().from(websiteOrders).where(eq(websiteOrders.id, orderId)).limit(1);
      if (order?.status !== 'pending') return;
      if (order.expiresAt.getTime() > now().getTime()) {
        // Run early (another clock): it comes back at the order's time.
        await app.jobs.enqueue(app.db, WEBSITE_EXPIRE_JOB, { orderId }, { runAt: order.expiresAt });
        return;
      }
      const driver = order.providerRef ? await driverOf(order) : undefined;
      if (driver && order.providerRef) {
        let report: PaymentReport | undefined;
        try {
          report = await driver.query(order.number, order.providerRef);
        } catch (error) {
          // Tried again with backoff; once the tries are used up the order expires all the same,
          // and a payment that still arrives later is given back (WEBSITE_REFUND_JOB).
          if (context.attempt < context.maxAttempts) throw error;
          app.log.warn({ order: order.number }, 'a website order expired without word from its provider');
        }
        if (report) {
          await options.payments().settle(driver, report);
          // Paid (or paid a different amount, which is left for a person), failed or expired: the
          // provider's word stands. Only a payment still waiting is expired here.
          if (report.state !== 'pending') return;
        }
      }
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
