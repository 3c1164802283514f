import fp from 'fastify-plugin';
import { createPayments, type Payments, type PaymentsOptions } from './payments.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

export type PaymentsPluginOptions = Pick<PaymentsOptions, 'now' | 'realDriver'>;

/** `app.payments`: drivers for the platform's and companies' accounts, and the once-only settlement path. */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, options) => {
    app.decorate(
      'payments',
      createPayments({
        db: app.db,
        publicBaseUrl: app.config.publicBaseUrl,
        endpoints: app.config.payments.endpoints,
        platform: app.config.payments.platform,
        log: app.log,
        ...options,
      }),
    );
  },
  { name: 'payments', dependencies: ['config', 'db'] },
);
