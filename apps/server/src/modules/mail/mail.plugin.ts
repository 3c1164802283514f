import fp from 'fastify-plugin';
import { z } from 'zod';
import { type Executor, enqueueJob } from '../jobs/index.ts';
import { randomBytes } from 'node:crypto';
import { createMailer, type MailMessage, type Mailer, mailMessageSchema, senderDomain } from './mailer.ts';

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
  /** Chosen at enqueue time; jobs enqueued before it existed get one from their job id. */
  messageId: z.string().optional(),
});

/**
 * Enqueues one mail, as `app.mail.send` does; for a process that only enqueues mail and has no
 * mail plugin (`--role site`). Its Message-ID is chosen here, so every try carries the same one.
 */
export function enqueueMail(
  tx: Executor,
  message: MailMessage,
  from: string,
  sendOptions: MailSendOptions = {},
): Promise<number> {
  return enqueueJob(
    tx,
    MAIL_JOB,
    {
      ...mailMessageSchema.parse(message),
      messageId: `${randomBytes(12).toString('hex')}@${senderDomain(from)}`,
      ...(sendOptions.outcome ? { outcome: sendOptions.outcome } : {}),
    },
    sendOptions.maxAttempts ? { maxAttempts: sendOptions.maxAttempts } : {},
  );
}

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
    const mailDomain = senderDomain(app.config.mail.from);
    app.jobs.register(MAIL_JOB, async (payload, context) => {
      const { outcome, messageId, ...message } = mailJobSchema.parse(payload);
      try {
        // The id was fixed when the mail was enqueued, so every try (after a crash too) carries it.
        await mailer.deliver(message, {
          messageId: messageId ?? `job-${context.jobId}@${mailDomain}`,
        });
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
      send: (tx, message, sendOptions = {}) => enqueueMail(tx, message, app.config.mail.from, sendOptions),
      onOutcome(kind, listener) {
        if (listeners.has(kind))
          throw new Error(`a listener for mail outcomes of ${kind} is already registered`);
        listeners.set(kind, listener);
      },
    } satisfies MailService);
  },
  { name: 'mail', dependencies: ['config', 'jobs'] },
);
