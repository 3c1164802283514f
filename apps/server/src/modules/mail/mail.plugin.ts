import fp from 'fastify-plugin';
import type { Executor } from '../jobs/index.ts';
import { createMailer, type MailMessage, type Mailer, mailMessageSchema } from './mailer.ts';

/** Outgoing mail as `app.mail`: always through a durable job, so no request waits for a mail server. */
export interface MailService {
  /** Enqueues the mail inside the caller's transaction (or alone with `app.db`). Answers the job's id. */
  send(tx: Executor, message: MailMessage): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export const MAIL_JOB = 'mail.send';

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (app, options) => {
    const mailer =
      options.mailer ??
      createMailer(app.config.mail, app.config.dataDir, (line, fields) => app.log.info(fields, line));
    app.jobs.register(MAIL_JOB, async (payload) => {
      await mailer.deliver(mailMessageSchema.parse(payload));
    });
    app.decorate('mail', {
      send: (tx, message) => app.jobs.enqueue(tx, MAIL_JOB, mailMessageSchema.parse(message)),
    } satisfies MailService);
  },
  { name: 'mail', dependencies: ['config', 'jobs'] },
);
