import { ALL_FEATURE_ROLES, ROLES } from '@sitewright/contract';
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { teamRoles, users } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
export type TeamRoleRow = typeof teamRoles.$inferSelect;
export type TeamUserRow = typeof users.$inferSelect;

/** What the built-in Administrator role holds: `admin`, which passes every gate, and every feature. */
export const ADMIN_ROLE_STRINGS = [ROLES.admin, ...ALL_FEATURE_ROLES];

async function findAdminRole(db: Runner, companyId: number): Promise<TeamRoleRow | undefined> {
  const [row] = await db
    .select()
    .from(teamRoles)
    .where(and(ownedBy(teamRoles, { companyId }), eq(teamRoles.builtIn, true)))
    .limit(1);
  return row;
}

/**
 * The company's built-in Administrator role. A trigger makes it with the company (and the
 * migration for companies made before); should it be missing all the same, it is made here.
 */
export async function ensureAdminRole(db: Runner, companyId: number): Promise<TeamRoleRow> {
  const found = await findAdminRole(db, companyId);
  if (found) return found;
  await db
    .insert(teamRoles)
    .values({ companyId, name: 'Administrator', roles: ADMIN_ROLE_STRINGS, builtIn: true })
    .onConflictDoNothing();
  const made = await findAdminRole(db, companyId);
  if (!made) throw new Error('the built-in role was not made');
  return made;
}

/** The company's roles, the built-in one first, each with how many users hold it. */
export async function listRoles(db: Runner, companyId: number) {
  const held = db
    .select({ roleId: users.roleId, n: count().as('n') })
    .from(users)
    .where(ownedBy(users, { companyId }))
    .groupBy(users.roleId)
    .as('held');
  return db
    .select({ role: teamRoles, userCount: sql<number>`coalesce(${held.n}, 0)::int` })
    .from(teamRoles)
    .leftJoin(held, eq(held.roleId, teamRoles.id))
    .where(ownedBy(teamRoles, { companyId }))
    .orderBy(desc(teamRoles.builtIn), asc(teamRoles.id));
}

/** Every role of the company (at most ROLES_MAX). */
export async function allRoles(db: Runner, companyId: number): Promise<TeamRoleRow[]> {
  return db.select().from(teamRoles).where(ownedBy(teamRoles, { companyId }));
}

export async function findRole(db: Runner, companyId: number, id: number): Promise<TeamRoleRow | undefined> {
  const [row] = await db
    .select()
    .from(teamRoles)
    .where(and(ownedBy(teamRoles, { companyId }), eq(teamRoles.id, id)))
    .limit(1);
  return row;
}

export async function countRoles(db: Runner, companyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(teamRoles).where(ownedBy(teamRoles, { companyId }));
  return row?.n ?? 0;
}

export async function countRoleUsers(db: Runner, companyId: number, roleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(ownedBy(users, { companyId }), eq(users.roleId, roleId)));
  return row?.n ?? 0;
}

/** Administrators whose accounts predate named roles (no role id, is_admin > 0). */
export async function countUnnamedAdmins(db: Runner, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(ownedBy(users, { companyId }), sql`${users.roleId} is null`, ne(users.isAdmin, 0)));
  return row?.n ?? 0;
}

export async function insertRole(
  db: Runner,
  values: { companyId: number; name: string; roles: string[] },
): Promise<TeamRoleRow> {
  const [row] = await db.insert(teamRoles).values(values).returning();
  if (!row) throw new Error('role insert returned no row');
  return row;
}

export async function updateRole(
  db: Runner,
  companyId: number,
  id: number,
  values: { name: string; roles: string[] },
): Promise<TeamRoleRow | undefined> {
  const [row] = await db
    .update(teamRoles)
    .set(values)
    .where(and(ownedBy(teamRoles, { companyId }), eq(teamRoles.id, id)))
    .returning();
  return row;
}

export async function deleteRole(db: Runner, companyId: number, id: number): Promise<void> {
  await db.delete(teamRoles).where(and(ownedBy(teamRoles, { companyId }), eq(teamRoles.id, id)));
}

/** The role copy sessions read (app_role, has_roles) of every user holding the role, made current. */
export async function copyRoleToUsers(db: Runner, role: TeamRoleRow): Promise<void> {
  await db
    .update(users)
    .set({
      appRole: { id: role.id, name: role.name, roles: role.builtIn ? ADMIN_ROLE_STRINGS : role.roles },
      hasRoles: role.builtIn ? ADMIN_ROLE_STRINGS : role.roles,
      isAdmin: role.builtIn ? 1 : 0,
    })
    .where(and(ownedBy(users, { companyId: role.companyId }), eq(users.roleId, role.id)));
}

export interface UserFilter {
  keyword: string;
  status?: 'active' | 'disabled' | undefined;
  roleId?: number | undefined;
  /** The built-in role's id: accounts with no named role but is_admin > 0 count as holding it. */
  adminRoleId: number;
}

function userWhere(companyId: number, filter: UserFilter): SQL {
  const parts: SQL[] = [ownedBy(users, { companyId })];
  if (filter.keyword !== '') {
    const like = `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(users.userName, like),
        ilike(users.nickName, like),
        ilike(users.email, like),
        ilike(users.phone, like),
      ) as SQL,
    );
  }
  if (filter.status) parts.push(eq(users.status, filter.status));
  if (filter.roleId !== undefined) {
    parts.push(
      filter.roleId === filter.adminRoleId
        ? (or(
            eq(users.roleId, filter.roleId),
            and(sql`${users.roleId} is null`, ne(users.isAdmin, 0)),
          ) as SQL)
        : eq(users.roleId, filter.roleId),
    );
  }
  return and(...parts) as SQL;
}

export async function listUsers(
  db: Runner,
  companyId: number,
  filter: UserFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TeamUserRow[]; total: number }> {
  const where = userWhere(companyId, filter);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findTeamUser(
  db: Runner,
  companyId: number,
  id: number,
): Promise<TeamUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownedBy(users, { companyId }), eq(users.id, id)))
    .limit(1);
  return row;
}

/** The user row locked for the rest of the transaction. */
export async function lockTeamUser(db: Tx, companyId: number, id: number): Promise<TeamUserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownedBy(users, { companyId }), eq(users.id, id)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * Locks the company's active administrators and answers their ids. Taken before any change that
 * could leave none, so two such changes at once cannot each see the other admin still there.
 */
export async function lockActiveAdmins(db: Tx, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ownedBy(users, { companyId }), ne(users.isAdmin, 0), eq(users.status, 'active')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertUser(db: Runner, values: typeof users.$inferInsert): Promise<TeamUserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUser(
  db: Runner,
  companyId: number,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<TeamUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(ownedBy(users, { companyId }), eq(users.id, id)))
    .returning();
  return row;
}

export async function deleteUser(db: Runner, companyId: number, id: number): Promise<void> {
  await db.delete(users).where(and(ownedBy(users, { companyId }), eq(users.id, id)));
}
