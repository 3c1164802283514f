import {
  type AccountState,
  type ChangePasswordBody,
  type Lang,
  LOGIN_MAX_FAILURES,
  type LoginResult,
  messageFor,
  type UserInfo,
} from '@sitewright/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { Session, SessionStore } from '../../plugins/session.ts';
import { accountKey, LOGIN_IP_MAX_FAILURES, type LoginLimiters } from './login-limits.ts';
import type { SignInLinks } from './sign-in-links.ts';
import {
  type CompanyRow,
  findCompany,
  findCompanyByCodeOrId,
  findUser,
  findUserByName,
  updatePasswordHash,
  type UserRow,
} from './user.repository.ts';

export interface UserServiceDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  sessions: SessionStore;
  limiters: LoginLimiters;
  signInLinks: SignInLinks;
}

export interface LoginInput {
  username: string;
  password: string;
  companyId: string;
}

export interface LoginOutcome {
  result: LoginResult;
  companyCode: string;
  expiresAt: Date;
}

/**
 * What the company's sub-accounts' user names end in (after `@`): its own setting, else its code
 * under the site domain suffix, so that two companies' defaults never meet.
 */
export function subAccountSuffix(
  company: Pick<CompanyRow, 'code' | 'subAccountSuffix'>,
  config: Pick<Config, 'siteDomainSuffix'>,
): string {
  return company.subAccountSuffix ?? `${company.code}.${config.siteDomainSuffix}`.toLowerCase();
}

export function toUserInfo(user: UserRow, company: CompanyRow, config: Config): UserInfo {
  return {
    id: user.id,
    is_admin: user.isAdmin,
    nick_name: user.nickName,
    user_name: user.userName,
    avatar_url: user.avatarUrl,
    app_role: user.appRole ?? null,
    has_roles: user.hasRoles,
    company: { id: company.id, code: company.code, name: company.name },
    website_init: user.websiteInit,
    setting: { articlePlatform: user.setting.articlePlatform ?? [] },
    sub_domain_suffix: subAccountSuffix(company, config),
    sub_account: user.websiteGrants !== null,
    ...(config.marketingToolUrl ? { marketing_tool_url: config.marketingToolUrl } : {}),
  };
}

export type UserService = ReturnType<typeof createUserService>;

export function createUserService(deps: UserServiceDeps) {
  const { db, config, passwords, sessions, limiters, signInLinks } = deps;

  async function loadUser(session: Session): Promise<{ user: UserRow; company: CompanyRow }> {
    const user = await findUser(db, session.companyId, session.userId);
    const company = user && (await findCompany(db, user.companyId));
    if (!user || !company) throw new AppError('AUTH_FAILED');
    return { user, company };
  }

  return {
    /**
     * Signs in. Unknown company, unknown user and wrong password give one and the same answer,
     * after the same amount of work, so the reply tells an attacker nothing about which was wrong.
     */
    async login(input: LoginInput, ip: string): Promise<LoginOutcome> {
      const company = await findCompanyByCodeOrId(db, input.companyId);
      const key = accountKey(company, input.companyId, input.username);
      // The attempt is counted before the slow password check, and the count it gets decides: a
      // burst of parallel guesses cannot all pass a check made before any of them was recorded.
      // Once over the limit even the right password is refused.
      const accountAttempts = await limiters.account.hit(key);
      const ipAttempts = await limiters.ip.hit(ip);
      if (accountAttempts > LOGIN_MAX_FAILURES || ipAttempts > LOGIN_IP_MAX_FAILURES) {
        throw new AppError('RATE_LIMITED');
      }
      const user = company && (await findUserByName(db, company.id, input.username));
      const ok = await passwords.verify(user?.passwordHash, input.password);
      if (!company || !user || !ok) throw new AppError('LOGIN_FAILED');
      // A success is not a failure: the account starts afresh and the address gets its attempt back.
      await limiters.account.reset(key);
      await limiters.ip.undo(ip);
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      const { token, expiresAt } = await sessions.create(user.id, company.id);
      return {
        result: { ...toUserInfo(user, company, config), token },
        companyCode: company.code,
        expiresAt,
      };
    },

    /**
     * Signs in through a one-time link (`/auth-redirect?code=…`), answering exactly as login does.
     * An unknown, used or expired code and a disabled account all answer that the link is no good.
     */
    async signInWithLink(code: string): Promise<LoginOutcome> {
      const holder = await signInLinks.redeem(code);
      const user = holder && (await findUser(db, holder.companyId, holder.userId));
      const company = user && (await findCompany(db, user.companyId));
      if (!user || !company || user.status !== 'active') throw new AppError('SIGN_IN_LINK_INVALID');
      const { token, expiresAt } = await sessions.create(user.id, company.id);
      return {
        result: { ...toUserInfo(user, company, config), token },
        companyCode: company.code,
        expiresAt,
      };
    },

    /** The signed-in user, refused when the account holds no licensed roles (spec §8). */
    async info(session: Session): Promise<UserInfo> {
      const { user, company } = await loadUser(session);
      if (!user.appRole || user.appRole.roles.length === 0 || user.hasRoles.length === 0) {
        throw new AppError('APP_NOT_LICENSED');
      }
      return toUserInfo(user, company, config);
    },

    /** Whether the account may keep working; the envelope stays a success either way. */
    async account(session: Session, lang: Lang): Promise<AccountState> {
      const { user } = await loadUser(session);
      return user.status === 'active'
        ? { code: 0, message: '' }
        : { code: 1, message: messageFor('ACCOUNT_DISABLED', lang) };
    },

    /** Changes the password and signs out every other device; the session making the change stays. */
    async changePassword(session: Session, body: ChangePasswordBody): Promise<void> {
      const { user } = await loadUser(session);
      if (!(await passwords.verify(user.passwordHash, body.old_password))) {
        throw new AppError('OLD_PASSWORD_WRONG');
      }
      const passwordHash = await passwords.hash(body.new_password);
      await db.transaction(async (tx) => {
        await updatePasswordHash(tx, user.companyId, user.id, passwordHash);
        await sessions.revokeOthers(user.id, session.id, tx);
      });
    },

    async logout(token: string | undefined): Promise<void> {
      if (token !== undefined) await sessions.revoke(token);
    },
  };
}
