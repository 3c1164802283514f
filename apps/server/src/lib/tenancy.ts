import { AsyncLocalStorage } from 'node:async_hooks';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
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

/**
 * The websites a sub-account was granted, for the request it is making. Ordinary accounts (and
 * work done outside a request, such as jobs) run without grants and reach every website of their
 * company. Held per request rather than passed through every service, so that each query built
 * with `ownedBy`, `findWebsite` or `liveWebsites` applies it: a module cannot forget it.
 */
const grantsOfRequest = new AsyncLocalStorage<readonly number[]>();

/** Runs `work` (and everything it awaits) as a sub-account granted these websites only. */
export function withWebsiteGrants<T>(grants: readonly number[], work: () => T): T {
  return grantsOfRequest.run(grants, work);
}

/** The current sub-account's websites, or undefined for an ordinary account. */
export function websiteGrants(): readonly number[] | undefined {
  return grantsOfRequest.getStore();
}

/** Refuses what a sub-account may never do (create websites): only whole-company accounts may. */
export function refuseSubAccount(): void {
  if (websiteGrants()) throw new AppError('SUB_ACCOUNT_REFUSED');
}

/**
 * The where clause limiting a website id column to the current sub-account's grants, if any. Rows
 * of no website (a nullable column left empty, e.g. a message about the account itself) are the
 * company's, not any ungranted website's, and stay visible.
 */
function grantedOnly(column: PgColumn): SQL | undefined {
  const grants = websiteGrants();
  if (!grants) return undefined;
  const granted = grants.length === 0 ? sql`false` : inArray(column, [...grants]);
  return column.notNull ? granted : (or(isNull(column), granted) as SQL);
}

/** The live websites of a company the caller may see: every one, or a sub-account's granted ones. */
export function liveWebsites(companyId: number): SQL {
  return and(eq(websites.companyId, companyId), isNull(websites.deletedAt), grantedOnly(websites.id)) as SQL;
}

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
  if (table === websites) return and(company, grantedOnly(websites.id)) as SQL;
  if (!table.websiteId) return company;
  // A sub-account reaches only rows of its granted websites, whatever scope the caller built.
  const granted = grantedOnly(table.websiteId);
  if (!('websiteId' in scope)) return granted ? (and(company, granted) as SQL) : company;
  return and(company, eq(table.websiteId, scope.websiteId), granted) as SQL;
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
    .where(and(eq(websites.id, websiteId), liveWebsites(scope.companyId)))
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
