import { createHash, randomBytes } from 'node:crypto';
import {
  INVITATION_TTL_DAYS,
  INVITATIONS_PER_HOUR_MAX,
  type InvitationAcceptBody,
  type InvitationPreview,
  type InviteBody,
  type Lang,
  PENDING_INVITATIONS_MAX,
  type TeamInvitation,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import { notOwned } from '../../lib/tenancy.ts';
import { invitationMail, type MailService } from '../mail/index.ts';
import { type SignInLinks, subAccountSuffix } from '../user/index.ts';
import {
  countInvitationsSince,
  countPendingInvitations,
  findCompanyRow,
  findPendingByHash,
  insertInvitation,
  listPendingInvitations,
  markAccepted,
  revokeInvitation,
  revokeInvitationsTo,
} from './invitation.repository.ts';
import { allRoles, findRole, findTeamUser, insertUser, type Tx } from './team.repository.ts';
import { type Caller, roleColumns, subAccountColumns } from './team.service.ts';

export interface InvitationServiceDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  mail: MailService;
  signInLinks: SignInLinks;
  now?: () => Date;
}

type Out<T extends z.ZodType> = z.output<T>;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const DAY_MS = 86_400_000;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Invitations by e-mail (spec §7 get-send-invite-user-email): an administrator names an address
 * and a role; the mail's link lets the invitee choose a user name and password, which makes the
 * user in the inviting company and signs them in through /auth-redirect.
 */
export function createInvitationService(deps: InvitationServiceDeps) {
  const { db, config, passwords, mail, signInLinks } = deps;
  const now = deps.now ?? (() => new Date());

  /** The pending invitation a token names, or INVITATION_INVALID (used, withdrawn, expired, unknown). */
  async function pendingOf(runner: Db | Tx, token: string, lock = false) {
    const found = TOKEN_PATTERN.test(token)
      ? await findPendingByHash(runner, hashToken(token), now(), { lock })
      : undefined;
    return found ?? invalid();
  }

  function invalid(): never {
    throw new AppError('INVITATION_INVALID');
  }

  return {
    async invite(
      caller: Caller,
      body: Out<typeof InviteBody>,
      context: { lang: Lang; origin: string },
    ): Promise<TeamInvitation> {
      const at = now();
      const role = (await findRole(db, caller.companyId, body.role_id)) ?? notOwned();
      const company = (await findCompanyRow(db, caller.companyId)) ?? notOwned();
      const inviter = await findTeamUser(db, caller.companyId, caller.userId);
      const inviterName = inviter?.nickName || inviter?.userName || '';
      const lang = body.lang ?? context.lang;
      const token = randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        // Sending again to the same address replaces the earlier link (a resend).
        await revokeInvitationsTo(tx, caller.companyId, body.email, at);
        if ((await countPendingInvitations(tx, caller.companyId, at)) >= PENDING_INVITATIONS_MAX) {
          throw new AppError('INVITATIONS_FULL');
        }
        const hourAgo = new Date(at.getTime() - 3_600_000);
        if ((await countInvitationsSince(tx, caller.companyId, hourAgo)) >= INVITATIONS_PER_HOUR_MAX) {
          throw new AppError('INVITATIONS_TOO_MANY');
        }
        const made = await insertInvitation(tx, {
          companyId: caller.companyId,
          email: body.email,
          roleId: role.id,
          lang,
          tokenHash: hashToken(token),
          invitedBy: caller.userId,
          expiresAt: new Date(at.getTime() + INVITATION_TTL_DAYS * DAY_MS),
        });
        const link = `${context.origin}/auth-redirect?invite=${token}`;
        // Through the durable mail job, in this transaction: no invitation without its mail.
        await mail.send(tx, {
          to: body.email,
          ...invitationMail({ lang, link, companyName: company.name, inviter: inviterName }),
        });
        return made;
      });
      return {
        id: row.id,
        email: row.email,
        role: { id: role.id, name: role.name, built_in: role.builtIn },
        lang: row.lang,
        invited_by: inviterName,
        create_time: row.createdAt.toISOString(),
        expire_time: row.expiresAt.toISOString(),
      };
    },

    async list(caller: Caller): Promise<{ list: TeamInvitation[] }> {
      const rows = await listPendingInvitations(db, caller.companyId, now());
      // The company's roles read once for the whole list.
      const roles = new Map((await allRoles(db, caller.companyId)).map((r) => [r.id, r]));
      const list: TeamInvitation[] = [];
      for (const { invitation, inviter, inviterName } of rows) {
        const role = roles.get(invitation.roleId);
        list.push({
          id: invitation.id,
          email: invitation.email,
          role: role ? { id: role.id, name: role.name, built_in: role.builtIn } : null,
          lang: invitation.lang,
          invited_by: inviter || inviterName || '',
          create_time: invitation.createdAt.toISOString(),
          expire_time: invitation.expiresAt.toISOString(),
        });
      }
      return { list };
    },

    async revoke(caller: Caller, id: number): Promise<void> {
      if (!(await revokeInvitation(db, caller.companyId, id, now()))) notOwned();
    },

    /** What the invitee sees before choosing a name and password. */
    async check(token: string): Promise<InvitationPreview> {
      const invitation = await pendingOf(db, token);
      const company = (await findCompanyRow(db, invitation.companyId)) ?? invalid();
      const role = (await findRole(db, invitation.companyId, invitation.roleId)) ?? invalid();
      const inviter = await findTeamUser(db, invitation.companyId, invitation.invitedBy);
      return {
        email: invitation.email,
        company_name: company.name,
        company_code: company.code,
        invited_by: inviter?.nickName || inviter?.userName || '',
        role_name: role.name,
      };
    },

    /**
     * Makes the user (the invitation's company, role and address) and answers a one-time sign-in
     * code for /auth-redirect. The invitation is locked and used up in the same transaction, so a
     * link accepted twice at once makes one user.
     */
    async accept(body: Out<typeof InvitationAcceptBody>): Promise<{ code: string }> {
      const passwordHash = await passwords.hash(body.password);
      try {
        return await db.transaction(async (tx) => {
          const invitation = await pendingOf(tx, body.token, true);
          const role = (await findRole(tx, invitation.companyId, invitation.roleId)) ?? invalid();
          const company = (await findCompanyRow(tx, invitation.companyId)) ?? invalid();
          const user = await insertUser(tx, {
            companyId: invitation.companyId,
            userName: body.user_name,
            passwordHash,
            nickName: body.nick_name || body.user_name,
            email: invitation.email,
            status: 'active',
            websiteInit: true,
            ...roleColumns(role),
            ...subAccountColumns(body.user_name, subAccountSuffix(company, config), role),
          });
          await markAccepted(tx, invitation.id, now());
          const code = await signInLinks.issue(tx, {
            userId: user.id,
            companyId: invitation.companyId,
            purpose: 'invitation',
          });
          return { code };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USER_NAME_TAKEN');
        throw error;
      }
    },
  };
}
