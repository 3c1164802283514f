import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Lang, toE164 } from '@sitewright/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Executor } from '../jobs/index.ts';
import { type MailMessage, signInCodeMail } from '../mail/index.ts';
import { codeSmsText, type SmsMessage } from '../sms/index.ts';
import type { CodeLimiters } from './code-limits.ts';
import { verificationCodes } from './verification.schema.ts';

export const CODE_TTL_MS = 5 * 60_000;
export const RESEND_COOLDOWN_MS = 60_000;
/** Wrong codes a code survives; the next one burns it. */
export const MAX_WRONG_TRIES = 5;

export type CodeChannel = 'sms' | 'email';

export interface IssueCodeInput {
  /** What the code is for (`sign-in`, `reset-password`, …); it is accepted for that scene only. */
  scene: string;
  channel: CodeChannel;
  /** A phone number in any common spelling with its country code, or an e-mail address. */
  target: string;
  /** The company the code belongs to, when known. */
  companyId?: number;
  /** The account asking (e.g. `user:12`), for the per-account limit; absent before sign-in. */
  account?: string;
  ip: string;
  lang: Lang;
  /**
   * False when the target belongs to no account. Everything happens as for a known one (the code
   * is recorded, the cooldown and limits count) except that nothing is sent, so the answer cannot
   * tell a caller whether a phone or address is registered.
   */
  deliver?: boolean;
}

export interface VerifyCodeInput {
  scene: string;
  channel: CodeChannel;
  target: string;
  code: string;
  ip: string;
}

/** A code found good by `check`, not yet used. */
export interface CheckedCode {
  id: number;
  companyId: number | null;
}

/** What a successful issue answers, alike for every target. */
export interface IssuedCode {
  /** Seconds the code stays valid. */
  expiresIn: number;
  /** Seconds before another code may be asked for. */
  resendAfter: number;
}

export interface VerificationDeps {
  db: Db;
  limiters: CodeLimiters;
  /** Enqueue a text / a mail in the issuing transaction (app.sms.send, app.mail.send). */
  sendSms: (tx: Executor, message: SmsMessage) => Promise<unknown>;
  sendMail: (tx: Executor, message: MailMessage) => Promise<unknown>;
  /** Keyed hash of a code; the server secret keeps a stolen table from giving the codes away. */
  hash?: (material: string) => Promise<string>;
  now?: () => number;
}

/** The phone or address as codes are keyed: E.164, or a trimmed lower-case address. */
function normalTarget(channel: CodeChannel, target: string): string {
  if (channel === 'email') return target.normalize('NFKC').trim().toLowerCase();
  const phone = toE164(target);
  if (!phone) throw new AppError('PHONE_INVALID');
  return phone;
}

/** Six digits, leading zeros kept, from the system's secure random source. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * One-time codes: 6 digits, valid 5 minutes, single use, burnt by 5 wrong tries, 60 s between
 * sends to one target, and limited per target, per account and per client address.
 */
export function createVerificationService(deps: VerificationDeps) {
  const { db, limiters } = deps;
  const now = deps.now ?? Date.now;
  const fallbackKey = randomBytes(32);
  const hash =
    deps.hash ??
    (async (material: string) => createHmac('sha256', fallbackKey).update(material).digest('base64url'));
  const material = (scene: string, target: string, code: string) => `${scene}\u0000${target}\u0000${code}`;

  /** The newest live code of the target, if `input.code` is it; otherwise counts a wrong try. */
  async function check(input: VerifyCodeInput): Promise<CheckedCode> {
    if (await limiters.guess.isBlocked(input.ip)) throw new AppError('CODE_RATE_LIMITED');
    const target = normalTarget(input.channel, input.target);
    const at = new Date(now());
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.scene, input.scene),
          eq(verificationCodes.target, target),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, at),
        ),
      )
      .orderBy(desc(verificationCodes.sentAt))
      .limit(1);
    const given = /^\d{6}$/.test(input.code.trim()) ? input.code.trim() : '';
    const expected = row ? Buffer.from(row.codeHash) : undefined;
    const actual = Buffer.from(await hash(material(input.scene, target, given)));
    const matches =
      expected !== undefined &&
      given !== '' &&
      expected.length === actual.length &&
      timingSafeEqual(expected, actual);
    if (!row) {
      await limiters.guess.hit(input.ip);
      throw new AppError('CODE_INVALID');
    }
    if (!matches) {
      await limiters.guess.hit(input.ip);
      const [counted] = await db
        .update(verificationCodes)
        .set({
          tries: sql`${verificationCodes.tries} + 1`,
          usedAt: sql`case when ${verificationCodes.tries} + 1 >= ${MAX_WRONG_TRIES} then ${at.toISOString()}::timestamptz else null end`,
        })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
        .returning({ tries: verificationCodes.tries });
      throw new AppError(
        counted && counted.tries >= MAX_WRONG_TRIES ? 'CODE_TOO_MANY_TRIES' : 'CODE_INVALID',
      );
    }
    return { id: row.id, companyId: row.companyId };
  }

  /**
   * Marks a checked code used, at most once even for two requests carrying it at the same moment;
   * in the caller's transaction when given, so it stays good if that transaction fails.
   */
  async function use(id: number, executor: Executor = db): Promise<{ companyId: number | null }> {
    const [used] = await executor
      .update(verificationCodes)
      .set({ usedAt: new Date(now()) })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ companyId: verificationCodes.companyId });
    if (!used) throw new AppError('CODE_INVALID');
    return { companyId: used.companyId };
  }

  return {
    async issue(input: IssueCodeInput): Promise<IssuedCode> {
      const target = normalTarget(input.channel, input.target);
      const at = now();
      const [last] = await db
        .select({ sentAt: verificationCodes.sentAt })
        .from(verificationCodes)
        .where(and(eq(verificationCodes.scene, input.scene), eq(verificationCodes.target, target)))
        .orderBy(desc(verificationCodes.sentAt))
        .limit(1);
      const wait = last ? last.sentAt.getTime() + RESEND_COOLDOWN_MS - at : 0;
      if (wait > 0) throw new AppError('CODE_COOLDOWN', { data: { seconds: Math.ceil(wait / 1000) } });

      const keys: [keyof CodeLimiters, string][] = [
        ['target', target],
        ['ip', input.ip],
        ...(input.account ? [['account', input.account] as [keyof CodeLimiters, string]] : []),
      ];
      for (const [limiter, key] of keys) {
        if (await limiters[limiter].isBlocked(key)) throw new AppError('CODE_RATE_LIMITED');
      }
      await Promise.all(keys.map(([limiter, key]) => limiters[limiter].hit(key)));

      const code = newCode();
      const minutes = CODE_TTL_MS / 60_000;
      await db.transaction(async (tx) => {
        // Only the newest code of a target works: asking again retires the one before.
        await tx
          .update(verificationCodes)
          .set({ usedAt: new Date(at) })
          .where(
            and(
              eq(verificationCodes.scene, input.scene),
              eq(verificationCodes.target, target),
              isNull(verificationCodes.usedAt),
            ),
          );
        await tx.insert(verificationCodes).values({
          scene: input.scene,
          channel: input.channel,
          target,
          companyId: input.companyId ?? null,
          codeHash: await hash(material(input.scene, target, code)),
          sentAt: new Date(at),
          expiresAt: new Date(at + CODE_TTL_MS),
        });
        if (input.deliver === false) return;
        if (input.channel === 'sms') {
          await deps.sendSms(tx, { to: target, text: codeSmsText(input.lang, code, minutes), code });
        } else {
          await deps.sendMail(tx, { to: target, ...signInCodeMail({ lang: input.lang, code, minutes }) });
        }
      });
      return { expiresIn: CODE_TTL_MS / 1000, resendAfter: RESEND_COOLDOWN_MS / 1000 };
    },

    /**
     * Accepts the newest code of the target once. A wrong code counts a try (the fifth burns it);
     * a missing, used, retired or expired one is refused alike. Answers the code's company.
     */
    async verify(input: VerifyCodeInput): Promise<{ companyId: number | null }> {
      const checked = await check(input);
      return use(checked.id);
    },

    /**
     * Checks a code like `verify` (wrong tries count) but leaves it good, for a caller that must
     * ask something more before acting on it (which company), or that uses it in the transaction
     * doing the work (`use`), so a failure there leaves the code for another try.
     */
    check,
    use,
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
