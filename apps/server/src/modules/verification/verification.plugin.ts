import fp from 'fastify-plugin';
import type { CodeLimiters } from './code-limits.ts';
import { createVerificationService, type VerificationService } from './verification.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** One-time codes by SMS or mail (sign-in, password reset, …). */
    codes: VerificationService;
  }
}

export interface VerificationPluginOptions {
  limiters: CodeLimiters;
  /** Keyed hash of codes (the server secret); a per-process random key without one. */
  hash?: (material: string) => Promise<string>;
  now?: () => number;
}

export const verificationPlugin = fp<VerificationPluginOptions>(
  async (app, options) => {
    app.decorate(
      'codes',
      createVerificationService({
        db: app.db,
        limiters: options.limiters,
        sendSms: (tx, message) => app.sms.send(tx, message),
        sendMail: (tx, message) => app.mail.send(tx, message),
        ...(options.hash ? { hash: options.hash } : {}),
        ...(options.now ? { now: options.now } : {}),
      }),
    );
  },
  { name: 'codes', dependencies: ['db', 'mail', 'sms'] },
);
