import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { isDbId } from '../db/errors.ts';
import { websites } from '../db/schema.ts';
import { AppError } from './app-error.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/** Whose rows a call may see: the caller's company. */
export interface CompanyScope {
  companyId: number;
}

/** The caller's company and one of its websites, for rows that belong to a website. */
export interface WebsiteScope extends CompanyScope {
  websiteId: number;
}

export type WebsiteRow = typeof websites.$inferSelect;

/** The scope of a signed-in caller (the session's company). */
export function scopeOf(session: { companyId: number }): CompanyScope {
  return { companyId: session.companyId };
}

/**
 * Refuses a row the caller may not reach. Another company's row and a missing one answer the
 * same (1105), so that ids of other tenants cannot be probed.
 */
export function notOwned(): never {
  throw new AppError('ILLEGAL_OPERATION');
}

/** A table of tenant rows: company_id always, website_id when rows belong to a website. */
interface TenantTable {
  companyId: PgColumn;
  websiteId?: PgColumn;
}

/** The where clause of the scope's rows: its company's, and its website's when the scope names one. */
export function ownedBy(table: TenantTable, scope: CompanyScope | WebsiteScope): SQL {
  const company = eq(table.companyId, scope.companyId);
  if (!('websiteId' in scope) || !table.websiteId) return company;
  return and(company, eq(table.websiteId, scope.websiteId)) as SQL;
}

/** A live website of the scope's company, locked for the rest of the transaction when `lock` is set. */
export async function findWebsite(
  db: Runner,
  scope: CompanyScope,
  websiteId: number,
  options: { lock?: boolean } = {},
): Promise<WebsiteRow | undefined> {
  if (!isDbId(websiteId)) return undefined;
  const query = db
    .select()
    .from(websites)
    .where(
      and(eq(websites.id, websiteId), eq(websites.companyId, scope.companyId), isNull(websites.deletedAt)),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The caller's live website, or 1105 when it is another company's, deleted or unknown. */
export async function requireWebsite(
  db: Runner,
  scope: CompanyScope,
  websiteId: number,
  options: { lock?: boolean } = {},
): Promise<WebsiteRow> {
  return (await findWebsite(db, scope, websiteId, options)) ?? notOwned();
}

/** Deletes one row of the scope by id; answers whether there was one. */
export async function deleteOwned<T extends PgTable & TenantTable & { id: PgColumn }>(
  db: Runner,
  table: T,
  scope: WebsiteScope,
  id: number,
): Promise<boolean> {
  if (!isDbId(id)) return false;
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), ownedBy(table, scope)))
    .returning({ id: table.id });
  return rows.length > 0;
}
