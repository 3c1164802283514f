import {
  ROLES_MAX,
  type RoleCreateBody,
  type RoleEditBody,
  type SubAccountSetting,
  type SubAuthBody,
  type TeamRole,
  type TeamUser,
  type UserCreateBody,
  type UserEditBody,
  type UserListQuery,
  type UserStatusBody,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PasswordHasher } from '../../lib/password.ts';
import type { SessionStore } from '../../plugins/session.ts';
import { notOwned, requireWebsite } from '../../lib/tenancy.ts';
import { subAccountSuffix } from '../user/index.ts';
import { countSubAccounts, findCompanyRow, setCompanySuffix } from './invitation.repository.ts';
import type { Config } from '../../config.ts';
import {
  ADMIN_ROLE_STRINGS,
  allRoles,
  copyRoleToUsers,
  countRoles,
  countRoleUsers,
  countUnnamedAdmins,
  deleteRole,
  deleteUser,
  ensureAdminRole,
  findRole,
  findTeamUser,
  insertRole,
  insertUser,
  listRoles,
  listUsers,
  lockActiveAdmins,
  lockTeamUser,
  type TeamRoleRow,
  type TeamUserRow,
  type Tx,
  updateRole,
  updateUser,
} from './team.repository.ts';

export interface TeamServiceDeps {
  db: Db;
  config: Config;
  passwords: PasswordHasher;
  sessions: Pick<SessionStore, 'revokeAll'>;
}

/** Who is asking: their company and their own user id (for the rules about oneself). */
export interface Caller {
  companyId: number;
  userId: number;
}

type Out<T extends z.ZodType> = z.output<T>;

interface RoleBook {
  admin: TeamRoleRow;
  byId: ReadonlyMap<number, TeamRoleRow>;
}

/** The built-in role holds `admin` and every feature, whatever list its row was made with. */
function roleStrings(row: TeamRoleRow): string[] {
  return row.builtIn ? ADMIN_ROLE_STRINGS : row.roles;
}

function toTeamRole(row: TeamRoleRow, userCount: number): TeamRole {
  return {
    id: row.id,
    name: row.name,
    roles: roleStrings(row),
    built_in: row.builtIn,
    user_count: userCount,
    create_time: row.createdAt.toISOString(),
  };
}

/** The role columns a user gets from a role: the copy sessions read on every request. */
export function roleColumns(role: TeamRoleRow) {
  return {
    roleId: role.id,
    isAdmin: role.builtIn ? 1 : 0,
    appRole: { id: role.id, name: role.name, roles: roleStrings(role) },
    hasRoles: roleStrings(role),
  };
}

/** Whether a user name is a sub-account's: `<name>@<suffix>`, in any letter case. */
export function isSubAccountName(userName: string, suffix: string): boolean {
  return userName.toLowerCase().endsWith(`@${suffix.toLowerCase()}`);
}

/**
 * The grants column of a new user: a name ending in the company's sub-account suffix makes a
 * sub-account, which reaches no website until one is granted (and never holds the Administrator
 * role); any other name makes an ordinary account.
 */
export function subAccountColumns(userName: string, suffix: string, role: TeamRoleRow) {
  if (!isSubAccountName(userName, suffix)) return { websiteGrants: null };
  if (role.builtIn) throw new AppError('SUB_ACCOUNT_ADMIN');
  return { websiteGrants: [] as number[] };
}

export type TeamService = ReturnType<typeof createTeamService>;

export function createTeamService({ db, config, passwords, sessions }: TeamServiceDeps) {
  async function suffixOf(companyId: number): Promise<string> {
    const company = (await findCompanyRow(db, companyId)) ?? notOwned();
    return subAccountSuffix(company, config);
  }

  /** The company's roles by id, and its built-in one: read once for a whole list of users. */
  async function roleBook(companyId: number): Promise<RoleBook> {
    const admin = await ensureAdminRole(db, companyId);
    const roles = await allRoles(db, companyId);
    return { admin, byId: new Map(roles.map((r) => [r.id, r])) };
  }

  function toTeamUser(caller: Caller, row: TeamUserRow, book: RoleBook): TeamUser {
    // Accounts made before roles were named: an administrator holds the built-in role; another
    // account shows the role name its app_role carries, without an id to edit.
    let role: TeamUser['role'] = null;
    const found = row.roleId === null ? undefined : book.byId.get(row.roleId);
    if (found) role = { id: found.id, name: found.name, built_in: found.builtIn };
    else if (row.roleId === null && row.isAdmin > 0) {
      role = { id: book.admin.id, name: book.admin.name, built_in: true };
    }
    return {
      id: row.id,
      user_name: row.userName,
      nick_name: row.nickName,
      email: row.email,
      phone: row.phone,
      avatar_url: row.avatarUrl,
      is_admin: row.isAdmin,
      status: row.status,
      role,
      create_time: row.createdAt.toISOString(),
      is_self: row.id === caller.userId,
      sub_account: row.websiteGrants !== null,
    };
  }

  async function requireRole(runner: Db | Tx, companyId: number, id: number): Promise<TeamRoleRow> {
    return (await findRole(runner, companyId, id)) ?? notOwned();
  }

  /**
   * Refuses a change that would leave the company without an active administrator: `leaving` is
   * the user who stops being one (disabled, deleted, or given another role).
   */
  async function keepAnAdmin(tx: Tx, companyId: number, leaving: TeamUserRow): Promise<void> {
    const admins = await lockActiveAdmins(tx, companyId);
    if (
      leaving.isAdmin > 0 &&
      leaving.status === 'active' &&
      admins.filter((id) => id !== leaving.id).length === 0
    ) {
      throw new AppError('LAST_ADMIN');
    }
  }

  return {
    async listUsers(caller: Caller, query: Out<typeof UserListQuery>) {
      const book = await roleBook(caller.companyId);
      const { rows, total } = await listUsers(
        db,
        caller.companyId,
        { keyword: query.keyword, status: query.status, roleId: query.role_id, adminRoleId: book.admin.id },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
      );
      return { list: rows.map((row) => toTeamUser(caller, row, book)), total };
    },

    async getUser(caller: Caller, id: number): Promise<TeamUser> {
      const book = await roleBook(caller.companyId);
      const row = (await findTeamUser(db, caller.companyId, id)) ?? notOwned();
      return toTeamUser(caller, row, book);
    },

    async createUser(caller: Caller, body: Out<typeof UserCreateBody>): Promise<TeamUser> {
      const book = await roleBook(caller.companyId);
      const role = await requireRole(db, caller.companyId, body.role_id);
      const grants = subAccountColumns(body.user_name, await suffixOf(caller.companyId), role);
      const passwordHash = await passwords.hash(body.password);
      try {
        const row = await insertUser(db, {
          companyId: caller.companyId,
          userName: body.user_name,
          passwordHash,
          nickName: body.nick_name || body.user_name,
          email: body.email,
          phone: body.phone,
          avatarUrl: body.avatar_url,
          status: 'active',
          websiteInit: true,
          ...roleColumns(role),
          ...grants,
        });
        return toTeamUser(caller, row, book);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USER_NAME_TAKEN');
        throw error;
      }
    },

    async editUser(caller: Caller, body: Out<typeof UserEditBody>): Promise<TeamUser> {
      const book = await roleBook(caller.companyId);
      const passwordHash = body.password === undefined ? undefined : await passwords.hash(body.password);
      const row = await db.transaction(async (tx) => {
        const user = (await lockTeamUser(tx, caller.companyId, body.id)) ?? notOwned();
        const role =
          body.role_id === undefined ? undefined : await requireRole(tx, caller.companyId, body.role_id);
        if (role?.builtIn && user.websiteGrants !== null) throw new AppError('SUB_ACCOUNT_ADMIN');
        if (role && !role.builtIn && user.isAdmin > 0) {
          if (user.id === caller.userId) throw new AppError('SELF_CHANGE_REFUSED');
          await keepAnAdmin(tx, caller.companyId, user);
        }
        const updated = await updateUser(tx, caller.companyId, user.id, {
          ...(body.nick_name !== undefined ? { nickName: body.nick_name } : {}),
          ...(body.email !== undefined ? { email: body.email } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
          ...(body.avatar_url !== undefined ? { avatarUrl: body.avatar_url } : {}),
          ...(role ? roleColumns(role) : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
        });
        // A new password set by an administrator signs the user out everywhere.
        if (passwordHash !== undefined) await sessions.revokeAll(user.id, tx);
        return updated ?? notOwned();
      });
      return toTeamUser(caller, row, book);
    },

    /** The sub-account's granted websites. */
    async subAuthGet(caller: Caller, id: number) {
      const user = (await findTeamUser(db, caller.companyId, id)) ?? notOwned();
      return { id: user.id, website_ids: user.websiteGrants ?? [], sub_account: user.websiteGrants !== null };
    },

    /**
     * Grants a sub-account chosen websites (and a role): it sees and works on those only, from its
     * next request on. The user's name must end in the company's sub-account suffix.
     */
    async subAuth(caller: Caller, body: Out<typeof SubAuthBody>) {
      const suffix = await suffixOf(caller.companyId);
      return db.transaction(async (tx) => {
        const user = (await lockTeamUser(tx, caller.companyId, body.id)) ?? notOwned();
        if (user.id === caller.userId) throw new AppError('SELF_CHANGE_REFUSED');
        if (!isSubAccountName(user.userName, suffix)) {
          throw new AppError('SUB_ACCOUNT_NAME', { data: { suffix } });
        }
        const role =
          body.role_id === undefined ? undefined : await requireRole(tx, caller.companyId, body.role_id);
        if (role ? role.builtIn : user.isAdmin > 0) throw new AppError('SUB_ACCOUNT_ADMIN');
        const ids = [...new Set(body.website_ids)].sort((a, b) => a - b);
        // Each must be a live website of the company (another's answers 1105).
        for (const id of ids) await requireWebsite(tx, { companyId: caller.companyId }, id);
        await updateUser(tx, caller.companyId, user.id, {
          websiteGrants: ids,
          ...(role ? roleColumns(role) : {}),
        });
        return { id: user.id, website_ids: ids };
      });
    },

    async subAccountSetting(caller: Caller): Promise<SubAccountSetting> {
      return {
        suffix: await suffixOf(caller.companyId),
        sub_account_count: await countSubAccounts(db, caller.companyId),
      };
    },

    /** Changes the suffix; only while there are no sub-accounts, whose names end in the old one. */
    async saveSubAccountSetting(caller: Caller, suffix: string): Promise<SubAccountSetting> {
      return db.transaction(async (tx) => {
        const company = (await findCompanyRow(tx, caller.companyId)) ?? notOwned();
        const count = await countSubAccounts(tx, caller.companyId);
        if (count > 0 && subAccountSuffix(company, config) !== suffix)
          throw new AppError('SUB_SUFFIX_IN_USE');
        await setCompanySuffix(tx, caller.companyId, suffix);
        return { suffix, sub_account_count: count };
      });
    },

    async setStatus(caller: Caller, body: Out<typeof UserStatusBody>): Promise<TeamUser> {
      const book = await roleBook(caller.companyId);
      const row = await db.transaction(async (tx) => {
        const user = (await lockTeamUser(tx, caller.companyId, body.id)) ?? notOwned();
        if (body.status === 'disabled') {
          if (user.id === caller.userId) throw new AppError('SELF_CHANGE_REFUSED');
          await keepAnAdmin(tx, caller.companyId, user);
        }
        const updated = await updateUser(tx, caller.companyId, user.id, { status: body.status });
        // A leaver is out at once: every session ends, not only new sign-ins.
        if (body.status === 'disabled') await sessions.revokeAll(user.id, tx);
        return updated ?? notOwned();
      });
      return toTeamUser(caller, row, book);
    },

    async deleteUser(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const user = (await lockTeamUser(tx, caller.companyId, id)) ?? notOwned();
        if (user.id === caller.userId) throw new AppError('SELF_CHANGE_REFUSED');
        await keepAnAdmin(tx, caller.companyId, user);
        await sessions.revokeAll(user.id, tx);
        await deleteUser(tx, caller.companyId, user.id);
      });
    },

    async listRoles(caller: Caller): Promise<{ list: TeamRole[] }> {
      await ensureAdminRole(db, caller.companyId);
      const rows = await listRoles(db, caller.companyId);
      // Accounts from before named roles with is_admin > 0 hold the built-in role too.
      const unnamedAdmins = await countUnnamedAdmins(db, caller.companyId);
      return {
        list: rows.map(({ role, userCount }) =>
          toTeamRole(role, Number(userCount) + (role.builtIn ? unnamedAdmins : 0)),
        ),
      };
    },

    async createRole(caller: Caller, body: Out<typeof RoleCreateBody>): Promise<TeamRole> {
      await ensureAdminRole(db, caller.companyId);
      if ((await countRoles(db, caller.companyId)) >= ROLES_MAX) throw new AppError('ROLES_FULL');
      try {
        const row = await insertRole(db, { companyId: caller.companyId, name: body.name, roles: body.roles });
        return toTeamRole(row, 0);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ROLE_NAME_TAKEN');
        throw error;
      }
    },

    async editRole(caller: Caller, body: Out<typeof RoleEditBody>): Promise<TeamRole> {
      try {
        return await db.transaction(async (tx) => {
          const role = await requireRole(tx, caller.companyId, body.id);
          if (role.builtIn) throw new AppError('ROLE_BUILT_IN');
          const updated =
            (await updateRole(tx, caller.companyId, role.id, { name: body.name, roles: body.roles })) ??
            notOwned();
          // Holders get the new features on their next request, in the same transaction.
          await copyRoleToUsers(tx, updated);
          return toTeamRole(updated, await countRoleUsers(tx, caller.companyId, role.id));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('ROLE_NAME_TAKEN');
        throw error;
      }
    },

    async deleteRole(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const role = await requireRole(tx, caller.companyId, id);
        if (role.builtIn) throw new AppError('ROLE_BUILT_IN');
        const holders = await countRoleUsers(tx, caller.companyId, role.id);
        if (holders > 0) throw new AppError('ROLE_IN_USE', { data: { count: holders } });
        await deleteRole(tx, caller.companyId, role.id);
      });
    },
  };
}
