import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Executor } from '../jobs/index.ts';
import { createMailer, type MailMessage, type Mailer, mailMessageSchema } from './mailer.ts';

/**
 * What became of a mail that asked to be told: delivered, or not delivered. `final` is false
 * while tries remain (the job runs again later); a final failure is the mail's last word.
 */
export type MailOutcome =
  | { ref: number; status: 'sent' }
  | { ref: number; status: 'failed'; error: string; final: boolean };

/** Where a mail's outcome goes: the kind names a listener (`onOutcome`), the ref its own row. */
export interface MailOutcomeTarget {
  kind: string;
  ref: number;
}

export interface MailSendOptions {
  /** Tell the listener of `outcome.kind` how delivery went (a reply's delivery state, say). */
  outcome?: MailOutcomeTarget;
  /** How many tries delivery gets before it is given up (the jobs' default otherwise). */
  maxAttempts?: number;
}

/** Outgoing mail as `app.mail`: always through a durable job, so no request waits for a mail server. */
export interface MailService {
  /** Enqueues the mail inside the caller's transaction (or alone with `app.db`). Answers the job's id. */
  send(tx: Executor, message: MailMessage, options?: MailSendOptions): Promise<number>;
  /** Names who hears the outcomes of mails sent with `outcome.kind` (once per kind). */
  onOutcome(kind: string, listener: (outcome: MailOutcome) => Promise<void>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailService;
  }
}

export const MAIL_JOB = 'mail.send';

const mailJobSchema = mailMessageSchema.extend({
  outcome: z.object({ kind: z.string(), ref: z.number().int() }).optional(),
});

export const mailPlugin = fp<{ mailer?: Mailer }>(
  async (app, options) => {
    const mailer =
      options.mailer ??
      createMailer(app.config.mail, app.config.dataDir, (line, fields) => app.log.info(fields, line));
    const listeners = new Map<string, (outcome: MailOutcome) => Promise<void>>();
    const tell = async (target: MailOutcomeTarget | undefined, outcome: MailOutcome) => {
      const listener = target ? listeners.get(target.kind) : undefined;
      if (listener) await listener(outcome);
    };
    app.jobs.register(MAIL_JOB, async (payload, context) => {
      const { outcome, ...message } = mailJobSchema.parse(payload);
      try {
        await mailer.deliver(message);
      } catch (error) {
        const text = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
        if (outcome) {
          await tell(outcome, {
            ref: outcome.ref,
            status: 'failed',
            error: text,
            final: context.attempt >= context.maxAttempts,
          });
        }
        throw error;
      }
      // Delivered: a listener that fails now must not make the job send the mail again.
      if (outcome) {
        await tell(outcome, { ref: outcome.ref, status: 'sent' }).catch((error) =>
          app.log.warn({ err: error, outcome }, 'could not record a delivered mail'),
        );
      }
    });
    app.decorate('mail', {
      send: (tx, message, sendOptions = {}) =>
        app.jobs.enqueue(
          tx,
          MAIL_JOB,
          {
            ...mailMessageSchema.parse(message),
            ...(sendOptions.outcome ? { outcome: sendOptions.outcome } : {}),
          },
          sendOptions.maxAttempts ? { maxAttempts: sendOptions.maxAttempts } : {},
        ),
      onOutcome(kind, listener) {
        if (listeners.has(kind))
          throw new Error(`a listener for mail outcomes of ${kind} is already registered`);
        listeners.set(kind, listener);
      },
    } satisfies MailService);
  },
  { name: 'mail', dependencies: ['config', 'jobs'] },
);
