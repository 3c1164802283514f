import fp from 'fastify-plugin';
import { z } from 'zod';
import { CATALOGUE, type CatalogueData } from './catalogue.ts';
import {
  COMPANY_ORDER_PREFIX,
  type CommerceService,
  createCommerceService,
  EXPIRE_JOB,
  REFUND_JOB,
} from './commerce.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    commerce: CommerceService;
  }
}

export interface CommercePluginOptions {
  /** What the app centre sells (tests price anything). */
  catalogue?: CatalogueData;
  now?: () => Date;
}

const ExpirePayload = z.object({ orderId: z.number().int() });
const RefundPayload = z.object({ orderId: z.number().int(), providerRef: z.string() });

/**
 * Company orders in every process: their payments are settled wherever a report arrives, and
 * their refunds and expiry run wherever jobs run.
 */
export const commercePlugin = fp<CommercePluginOptions>(
  async (app, options) => {
    const service = createCommerceService({
      db: app.db,
      payments: app.payments,
      jobs: app.jobs,
      mail: app.mail,
      catalogue: options.catalogue ?? CATALOGUE,
      publicBaseUrl: app.config.publicBaseUrl,
      currency: app.config.payments.platform.currency,
      log: app.log,
      ...(options.now ? { now: options.now } : {}),
    });
    app.decorate('commerce', service);
    app.payments.registerOrderKind('company', COMPANY_ORDER_PREFIX, service.handler);
    app.jobs.register(EXPIRE_JOB, async (payload) => service.expire(ExpirePayload.parse(payload).orderId));
    app.jobs.register(REFUND_JOB, async (payload, context) => {
      const { orderId, providerRef } = RefundPayload.parse(payload);
      await service.refund(orderId, providerRef, context.attempt >= context.maxAttempts);
    });
  },
  { name: 'commerce', dependencies: ['payments', 'jobs', 'mail'] },
);
