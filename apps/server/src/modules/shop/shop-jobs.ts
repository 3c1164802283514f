import type { CurrencyCode, PayProvider } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { WEBSITE_REFUND_JOB } from './order-handler.ts';
import { credentialsOf, type DriverFor, type SecretBox } from './pay-accounts.ts';
import { payAccounts, websiteOrders } from './shop.schema.ts';

const RefundPayload = z.object({ orderId: z.number().int(), providerRef: z.string() });

export interface ShopJobsOptions {
  secrets: SecretBox;
  /** The payment core's driver factory (app.payments.driver). */
  driver: () => DriverFor;
}

/**
 * A payment that arrived for a website order no longer waiting for it is given back by a durable
 * job, wherever jobs run; the order is 'refunded' once the provider took the refund.
 */
export const shopJobsPlugin = fp<ShopJobsOptions>(
  async (app, options) => {
    app.jobs.register(WEBSITE_REFUND_JOB, async (payload, context) => {
      const { orderId, providerRef } = RefundPayload.parse(payload);
      const [order] = await app.db.select().from(websiteOrders).where(eq(websiteOrders.id, orderId)).limit(1);
      if (!order || order.status === 'refunded' || order.status === 'paid') return;
      const [account] = await app.db
        .select()
        .from(payAccounts)
        .where(eq(payAccounts.id, order.payAccountId))
        .limit(1);
      if (!account) return;
      const driver = options.driver()(
        account.provider as PayProvider,
        await credentialsOf(options.secrets, account),
        {
          payAccountId: account.id,
        },
      );
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
