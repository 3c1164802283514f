import { INT_COLUMN_MAX } from '@sitewright/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, users } from '../../db/schema.ts';
import { type CompanyScope, ownedBy } from '../../lib/tenancy.ts';
import { type AuditRow, auditLog, type NewAuditRow } from './audit.schema.ts';

/** Which entries a list or an export shows. */
export interface AuditFilter {
  userId?: number;
  call?: string;
  from?: Date;
  to?: Date;
}

function where(scope: CompanyScope, filter: AuditFilter): SQL {
  const conditions: SQL[] = [ownedBy(auditLog, scope)];
  if (filter.userId !== undefined) conditions.push(eq(auditLog.userId, filter.userId));
  if (filter.call) conditions.push(eq(auditLog.call, filter.call));
  if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lte(auditLog.createdAt, filter.to));
  return and(...conditions) as SQL;
}

export async function listAuditRows(
  db: Db,
  scope: CompanyScope,
  filter: AuditFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const condition = where(scope, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(condition)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Everyone in the company's log (with the latest name each had there), and every call in it. */
export async function auditFacets(
  db: Db,
  scope: CompanyScope,
): Promise<{ users: { id: number; name: string }[]; calls: string[] }> {
  const [people, calls] = await Promise.all([
    db
      .selectDistinctOn([auditLog.userId], { id: auditLog.userId, name: auditLog.userName })
      .from(auditLog)
      .where(and(ownedBy(auditLog, scope), isNotNull(auditLog.userId)))
      .orderBy(auditLog.userId, desc(auditLog.id)),
    db
      .selectDistinct({ call: auditLog.call })
      .from(auditLog)
      .where(ownedBy(auditLog, scope))
      .orderBy(auditLog.call),
  ]);
  return {
    users: people
      .map((p) => ({ id: p.id as number, name: p.name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    calls: calls.map((c) => c.call),
  };
}

/** Writes a batch of entries in one statement. */
export async function insertAuditRows(db: Db, rows: NewAuditRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(auditLog).values(rows);
}

/** The current user names of users, by id (copied into their entries). */
export async function userNames(
  db: Db,
  ids: number[],
): Promise<Map<number, { name: string; companyId: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.userName, companyId: users.companyId })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, companyId: r.companyId }]));
}

/** The company a sign-in form named (its code, else its id), as the sign-in looks it up. */
export async function companyNamed(db: Db, named: string | number): Promise<number | null> {
  const text = String(named).trim().toLowerCase();
  const [byCode] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.code, text))
    .limit(1);
  if (byCode) return byCode.id;
  const id = Number(text);
  if (!/^[0-9]+$/.test(text) || !Number.isSafeInteger(id) || id < 1 || id > INT_COLUMN_MAX) return null;
  const [byId] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
  return byId?.id ?? null;
}

/** Deletes entries older than `before`, a bounded batch at a time. Answers how many. */
export async function pruneAuditRows(db: Db, before: Date, batch = 5_000): Promise<number> {
  let total = 0;
  for (;;) {
    const old = db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(lt(auditLog.createdAt, before))
      .limit(batch);
    const gone = await db.delete(auditLog).where(inArray(auditLog.id, old)).returning({ id: auditLog.id });
    total += gone.length;
    if (gone.length < batch) return total;
  }
}
