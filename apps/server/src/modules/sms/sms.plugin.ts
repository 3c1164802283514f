import type { Lang } from '@sitewright/contract';
import fp from 'fastify-plugin';
import type { Executor } from '../jobs/index.ts';
import {
  type SmsMessage,
  type SmsProvider,
  smsMessageSchema,
  smsProviderFromConfig,
} from './sms-providers.ts';

/** Text messages as `app.sms`: always through a durable job, so no request waits for a provider. */
export interface SmsService {
  /** Enqueues the text inside the caller's transaction (or alone with `app.db`). `to` is E.164. */
  send(tx: Executor, message: SmsMessage): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sms: SmsService;
  }
}

export const SMS_JOB = 'sms.send';

/** The text of a one-time code, in the recipient's language. */
export function codeSmsText(lang: Lang, code: string, minutes: number): string {
  return lang === 'zh'
    ? `您的验证码是 ${code}，${minutes} 分钟内有效，请勿泄露给他人。`
    : `Your verification code is ${code}. It is valid for ${minutes} minutes. Do not share it.`;
}

export const smsPlugin = fp<{ provider?: SmsProvider }>(
  async (app, options) => {
    const provider =
      options.provider ??
      smsProviderFromConfig(app.config.sms, app.config.dataDir, (line, fields) => app.log.info(fields, line));
    app.jobs.register(SMS_JOB, async (payload, { signal }) => {
      await provider.send(smsMessageSchema.parse(payload), signal);
    });
    app.decorate('sms', {
      send: (tx, message) => app.jobs.enqueue(tx, SMS_JOB, smsMessageSchema.parse(message)),
    } satisfies SmsService);
  },
  { name: 'sms', dependencies: ['config', 'jobs'] },
);
