import { createHash, randomBytes } from 'node:crypto';
import {
  type Lang,
  type NoteCodeSent,
  type PhoneCodeScene,
  type PhoneCompanyChoice,
  RESET_LINK_PATH,
  RESET_LINK_TTL_MINUTES,
  type ResetLinkState,
} from '@sitewright/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { SessionStore } from '../../plugins/session.ts';
import type { Executor } from '../jobs/index.ts';
import { companyCodesMail, type MailMessage, passwordResetMail, welcomeMail } from '../mail/index.ts';
import type { SmsMessage } from '../sms/index.ts';
import { openCompany } from '../team/index.ts';
import type { CodeLimiters, VerificationService } from '../verification/index.ts';
import { passwordResetTokens } from './password-reset.schema.ts';
import {
  accountsByPhone,
  activeAccountsByEmail,
  type CompanyRow,
  findCompanyByCodeOrId,
  findUserByEmail,
  updatePasswordHash,
  type UserRow,
} from './user.repository.ts';
import { type LoginOutcome, toUserInfo } from './user.service.ts';

/** The verification service's scene of each code (a code serves only its own scene). */
const SCENES = { login: 'phone-login', reset: 'reset-password', register: 'register' } as const;

/** The job that looks the address up and mails the link, so the request does the same work for any address. */
export const RESET_MAIL_JOB = 'user.password-reset-mail';
export const resetMailJobPayload = z.object({
  email: z.string(),
  companyId: z.string(),
  lang: z.enum(['en', 'zh']),
  /** Where the back office is reached: the link in the mail starts with it. */
  origin: z.string(),
});
export type ResetMailJobPayload = z.infer<typeof resetMailJobPayload>;

/** The job that looks a forgotten company code up and sends it, so every request costs the same. */
export const COMPANY_CODE_JOB = 'user.company-code';
export const companyCodeJobPayload = z.object({
  email: z.string().optional(),
  phone: z.string().optional(),
  lang: z.enum(['en', 'zh']),
  /** Where the back office is reached: the sign-in link in the mail starts with it. */
  origin: z.string(),
});
export type CompanyCodeJobPayload = z.infer<typeof companyCodeJobPayload>;

const RESET_LINK_TTL_MS = RESET_LINK_TTL_MINUTES * 60_000;

/** The sign-in page with the company filled in. */
function signInLink(origin: string, companyCode: string): string {
  return `${origin}/login?company=${encodeURIComponent(companyCode)}`;
}

/** The text of the company codes by SMS, in the recipient's language. */
function companyCodesSmsText(lang: Lang, accounts: { company: CompanyRow; user: UserRow }[]): string {
  const list = accounts
    .map(({ company, user }) =>
      lang === 'zh'
        ? `${company.name}：${company.code}（用户名 ${user.userName}）`
        : `${company.name}: ${company.code} (user ${user.userName})`,
    )
    .join(lang === 'zh' ? '；' : '; ');
  return lang === 'zh' ? `您的公司代码：${list}` : `Your company code: ${list}`;
}

/**
 * The company-code job: the codes of every company where the address or phone has an active
 * account, sent to that address or phone; nothing when it has none.
 */
export async function sendCompanyCodes(
  deps: {
    db: Db;
    sendMail: (tx: Executor, message: MailMessage) => Promise<unknown>;
    sendSms: (tx: Executor, message: SmsMessage) => Promise<unknown>;
  },
  payload: CompanyCodeJobPayload,
): Promise<void> {
  const { db } = deps;
  if (payload.email) {
    const accounts = await activeAccountsByEmail(db, payload.email);
    const first = accounts[0];
    if (!first) return;
    await deps.sendMail(db, {
      to: first.user.email,
      ...companyCodesMail({
        lang: payload.lang,
        accounts: accounts.map(({ company, user }) => ({
          companyName: company.name,
          companyCode: company.code,
          userName: user.userName,
        })),
        signInLink: signInLink(payload.origin, first.company.code),
      }),
    });
    return;
  }
  if (!payload.phone) return;
  const accounts = (await accountsByPhone(db, payload.phone)).filter((a) => a.user.status === 'active');
  const first = accounts[0];
  if (!first) return;
  await deps.sendSms(db, {
    to: payload.phone,
    text: companyCodesSmsText(payload.lang, accounts),
    code: first.company.code,
  });
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The body of a phone call after the contract parsed it (phone in E.164, company as a string). */
interface PhoneAnswer {
  phone: string;
  valid_code: string;
  companyId?: string | undefined;
}

export interface AccountServiceDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  sessions: SessionStore;
  codes: VerificationService;
  /** Reset mails per address and per client address (the code limiters, under their own keys). */
  limiters: CodeLimiters;
  enqueue: (tx: Executor, kind: string, payload: unknown) => Promise<number>;
  sendMail: (tx: Executor, message: MailMessage) => Promise<unknown>;
  now?: () => number;
}

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The reset-mail job: a link for the address's account in the company, if there is one. Only the
 * link's hash is stored; the mail goes out through a mail job of the same transaction.
 */
export async function sendResetMail(
  deps: Pick<AccountServiceDeps, 'db' | 'sendMail' | 'now'>,
  payload: ResetMailJobPayload,
): Promise<void> {
  const { db } = deps;
  const now = deps.now ?? Date.now;
  const company = await findCompanyByCodeOrId(db, payload.companyId);
  const user = company && (await findUserByEmail(db, company.id, payload.email));
  if (!company || !user || user.status !== 'active' || user.email === '') return;
  const token = randomBytes(32).toString('base64url');
  const link = `${payload.origin}${RESET_LINK_PATH}?token=${token}`;
  await db.transaction(async (tx) => {
    await tx.insert(passwordResetTokens).values({
      companyId: company.id,
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now() + RESET_LINK_TTL_MS),
    });
    await deps.sendMail(tx, {
      to: user.email,
      ...passwordResetMail({
        lang: payload.lang,
        link,
        userName: user.nickName || user.userName,
        minutes: RESET_LINK_TTL_MINUTES,
      }),
    });
  });
}

/**
 * Phone sign-in, registration by phone and password recovery. Before a caller proves they hold the
 * phone (a good code) or the mailbox (a link), every answer is the same for a known and an unknown
 * one: codes for unknown phones are recorded but not sent, and reset mails are looked up in a job.
 */
export function createAccountService(deps: AccountServiceDeps) {
  const { db, config, passwords, sessions, codes, limiters } = deps;
  const now = deps.now ?? Date.now;

  function sent(issued: { expiresIn: number; resendAfter: number }): NoteCodeSent {
    return { expires_in: issued.expiresIn, resend_after: issued.resendAfter };
  }

  /**
   * The account a proven phone acts on: the only one, or the one in the chosen company. With
   * several and no choice the caller is told the companies (the code stays good for the next try).
   */
  async function accountOf(phone: string, companyChoice: string | undefined) {
    const accounts = await accountsByPhone(db, phone);
    if (companyChoice !== undefined) {
      const chosen = await findCompanyByCodeOrId(db, companyChoice);
      const found = chosen && accounts.find((a) => a.company.id === chosen.id);
      if (!found) throw new AppError('PHONE_NO_ACCOUNT');
      return found;
    }
    if (accounts.length === 0) throw new AppError('PHONE_NO_ACCOUNT');
    if (accounts.length > 1) {
      const data: PhoneCompanyChoice = {
        companies: accounts.map(({ company }) => ({
          id: company.id,
          code: company.code,
          name: company.name,
        })),
      };
      throw new AppError('PHONE_COMPANY_CHOICE', { data });
    }
    return accounts[0] as { user: UserRow; company: CompanyRow };
  }

  async function signIn(user: UserRow, company: CompanyRow): Promise<LoginOutcome> {
    if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
    const { token, expiresAt } = await sessions.create(user.id, company.id);
    return { result: { ...toUserInfo(user, company, config), token }, companyCode: company.code, expiresAt };
  }

  /** A new password, every session of the user ended and every reset link of theirs retired. */
  async function setPassword(tx: Executor, user: UserRow, passwordHash: string): Promise<void> {
    await updatePasswordHash(tx as Db, user.companyId, user.id, passwordHash);
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date(now()) })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await sessions.revokeAll(user.id, tx as Db);
  }

  return {
    /** A code for signing in or resetting the password; sent only when the phone has an account. */
    async acquireNoteCode(
      body: { phone: string; scene: PhoneCodeScene },
      ip: string,
      lang: Lang,
    ): Promise<NoteCodeSent> {
      const known = (await accountsByPhone(db, body.phone)).length > 0;
      return sent(
        await codes.issue({
          scene: SCENES[body.scene],
          channel: 'sms',
          target: body.phone,
          ip,
          lang,
          deliver: known,
        }),
      );
    },

    /**
     * A code for registering. Sent to any phone: one person may open several companies, and
     * refusing a registered phone here would tell a stranger that it is registered.
     */
    async acquireRegistrationCode(body: { phone: string }, ip: string, lang: Lang): Promise<NoteCodeSent> {
      return sent(
        await codes.issue({ scene: SCENES.register, channel: 'sms', target: body.phone, ip, lang }),
      );
    },

    async phoneLogin(body: PhoneAnswer, ip: string): Promise<LoginOutcome> {
      const code = await codes.check({
        scene: SCENES.login,
        channel: 'sms',
        target: body.phone,
        code: body.valid_code,
        ip,
      });
      const { user, company } = await accountOf(body.phone, body.companyId);
      await codes.use(code.id);
      return signIn(user, company);
    },

    /**
     * Opens a company with its administrator and signs them in; all of it or nothing. With an
     * e-mail address, the welcome mail (the company code to sign in with) goes out with it.
     */
    async register(
      body: PhoneAddUserFields,
      ip: string,
      welcome: { lang: Lang; origin: string },
    ): Promise<LoginOutcome> {
      const code = await codes.check({
        scene: SCENES.register,
        channel: 'sms',
        target: body.phone,
        code: body.valid_code,
        ip,
      });
      const passwordHash = await passwords.hash(body.password);
      // The code is used in the same transaction: a failure leaves it good for another try.
      const { company, user } = await db.transaction(async (tx) => {
        await codes.use(code.id, tx);
        const opened = await openCompany(tx, {
          companyName: body.company_name,
          userName: body.user_name,
          passwordHash,
          phone: body.phone,
          email: body.email,
        });
        if (body.email) {
          await deps.sendMail(tx, {
            to: body.email,
            ...welcomeMail({
              lang: welcome.lang,
              companyName: opened.company.name,
              companyCode: opened.company.code,
              userName: opened.user.userName,
              signInLink: signInLink(welcome.origin, opened.company.code),
            }),
          });
        }
        return opened;
      });
      return signIn(user, company);
    },

    async resetByCode(body: PhoneAnswer & { password: string }, ip: string): Promise<void> {
      const code = await codes.check({
        scene: SCENES.reset,
        channel: 'sms',
        target: body.phone,
        code: body.valid_code,
        ip,
      });
      const { user } = await accountOf(body.phone, body.companyId);
      const passwordHash = await passwords.hash(body.password);
      await db.transaction(async (tx) => {
        await codes.use(code.id, tx);
        await setPassword(tx, user, passwordHash);
      });
    },

    /**
     * Queues the reset mail. The address is looked up by the job, so known and unknown addresses
     * cost a request the same; only the limits per address and per client answer differently.
     */
    async requestResetMail(
      body: { email: string; companyId: string },
      ip: string,
      lang: Lang,
      origin: string,
    ): Promise<void> {
      const email = body.email.normalize('NFKC').trim().toLowerCase();
      const keys: [keyof CodeLimiters, string][] = [
        ['target', `reset-mail:${email}`],
        ['ip', `reset-mail:${ip}`],
      ];
      for (const [limiter, key] of keys) {
        if (await limiters[limiter].isBlocked(key)) throw new AppError('RESET_MAIL_RATE_LIMITED');
      }
      await Promise.all(keys.map(([limiter, key]) => limiters[limiter].hit(key)));
      const payload: ResetMailJobPayload = { email, companyId: body.companyId, lang, origin };
      await deps.enqueue(db, RESET_MAIL_JOB, payload);
    },

    /**
     * Queues the company codes for an e-mail address or a phone. The accounts are looked up by the
     * job, so the answer is the same for any address; only the limits answer differently.
     */
    async requestCompanyCode(
      body: { email?: string | undefined; phone?: string | undefined },
      ip: string,
      lang: Lang,
      origin: string,
    ): Promise<void> {
      const email = body.email?.normalize('NFKC').trim().toLowerCase();
      const target = email ?? body.phone ?? '';
      const keys: [keyof CodeLimiters, string][] = [
        ['target', `company-code:${target}`],
        ['ip', `company-code:${ip}`],
      ];
      for (const [limiter, key] of keys) {
        if (await limiters[limiter].isBlocked(key)) throw new AppError('COMPANY_CODE_RATE_LIMITED');
      }
      await Promise.all(keys.map(([limiter, key]) => limiters[limiter].hit(key)));
      const payload: CompanyCodeJobPayload = email
        ? { email, lang, origin }
        : { phone: body.phone, lang, origin };
      await deps.enqueue(db, COMPANY_CODE_JOB, payload);
    },

    async checkResetLink(token: string): Promise<ResetLinkState> {
      const [row] = await db
        .select({ userName: users.userName, companyCode: companies.code, status: users.status })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, hashToken(token)),
            eq(users.companyId, passwordResetTokens.companyId),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, new Date(now())),
          ),
        )
        .limit(1);
      return row && row.status === 'active'
        ? { valid: true, user_name: row.userName, company_code: row.companyCode }
        : { valid: false, user_name: '', company_code: '' };
    },

    /** Sets the password a link was sent for, once; the link and every session of the user end. */
    async resetByLink(body: { token: string; password: string }): Promise<void> {
      const passwordHash = await passwords.hash(body.password);
      await db.transaction(async (tx) => {
        const [link] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date(now()) })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashToken(body.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date(now())),
            ),
          )
          .returning({ userId: passwordResetTokens.userId, companyId: passwordResetTokens.companyId });
        const [user] = link
          ? await tx
              .select()
              .from(users)
              .where(and(eq(users.id, link.userId), eq(users.companyId, link.companyId)))
              .limit(1)
          : [];
        if (user?.status !== 'active') throw new AppError('RESET_LINK_INVALID');
        await setPassword(tx, user, passwordHash);
      });
    },
  };
}

/** The registration form after the contract parsed it (phone in E.164). */
interface PhoneAddUserFields {
  phone: string;
  valid_code: string;
  company_name: string;
  user_name: string;
  password: string;
  email?: string | undefined;
}
