import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { companies, users } from '../../db/schema.ts';
import { ownedBy } from '../../lib/tenancy.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** The login form's company field holds the company's code or, as older clients send, its numeric id. */
export async function findCompanyByCodeOrId(db: Db, codeOrId: string): Promise<CompanyRow | undefined> {
  const [byCode] = await db
    .select()
    .from(companies)
    .where(eq(companies.code, codeOrId.toLowerCase()))
    .limit(1);
  if (byCode || !/^\d+$/.test(codeOrId)) return byCode;
  const id = Number(codeOrId);
  if (!isDbId(id)) return undefined;
  const [byId] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return byId;
}

export async function findCompany(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

/** User names are matched without regard to case, as the unique index on lower(user_name) defines them. */
export async function findUserByName(
  db: Db,
  companyId: number,
  userName: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownedBy(users, { companyId }), sql`lower(${users.userName}) = lower(${userName})`))
    .limit(1);
  return row;
}

export async function findUser(db: Db, companyId: number, userId: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownedBy(users, { companyId }), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function updatePasswordHash(
  db: Db,
  companyId: number,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(ownedBy(users, { companyId }), eq(users.id, userId)));
}

/** A phone's accounts with their companies, one per company (an active one first), by company. */
export async function accountsByPhone(
  db: Db,
  phone: string,
): Promise<{ user: UserRow; company: CompanyRow }[]> {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.phone, phone))
    .orderBy(companies.id, sql`${users.status} = 'active' desc`, users.id);
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.company.id) && seen.add(row.company.id));
}

/**
 * The active accounts an e-mail address has, one per company (the oldest of each), across companies:
 * only for sending the company codes to that address itself.
 */
export async function activeAccountsByEmail(
  db: Db,
  email: string,
): Promise<{ user: UserRow; company: CompanyRow }[]> {
  const rows = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.status, 'active')))
    .orderBy(companies.id, users.id);
  const seen = new Set<number>();
  return rows.filter((row) => !seen.has(row.company.id) && seen.add(row.company.id));
}

/** E-mail addresses are matched without regard to case; the oldest account of a shared address wins. */
export async function findUserByEmail(
  db: Db,
  companyId: number,
  email: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(ownedBy(users, { companyId }), sql`lower(${users.email}) = lower(${email})`))
    .orderBy(users.id)
    .limit(1);
  return row;
}
