import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { redirectRules } from '../../db/schema.ts';
import type { RedirectRuleRow } from './redirect-matcher.ts';
import { ownedBy } from '../../lib/tenancy.ts';

export type { RedirectRuleRow } from './redirect-matcher.ts';
export type RedirectRuleInsert = typeof redirectRules.$inferInsert;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;

/**
 * Every rule of a website in list order, for the site server. No company check: the caller has
 * already resolved the website from the visitor's host.
 */
export async function loadRedirectRules(db: Reader, websiteId: number): Promise<RedirectRuleRow[]> {
  if (!isDbId(websiteId)) return [];
  return db
    .select()
    .from(redirectRules)
    .where(eq(redirectRules.websiteId, websiteId))
    .orderBy(asc(redirectRules.position), asc(redirectRules.id));
}

/** The company's rules of one website in list order. */
export async function listRedirectRules(
  db: Reader,
  companyId: number,
  websiteId: number,
): Promise<RedirectRuleRow[]> {
  if (!isDbId(websiteId)) return [];
  return db
    .select()
    .from(redirectRules)
    .where(ownedBy(redirectRules, { companyId, websiteId }))
    .orderBy(asc(redirectRules.position), asc(redirectRules.id));
}

export async function insertRedirectRules(
  tx: Pick<Db, 'insert'>,
  values: RedirectRuleInsert[],
): Promise<RedirectRuleRow[]> {
  if (values.length === 0) return [];
  return tx.insert(redirectRules).values(values).returning();
}

export async function updateRedirectRule(
  tx: Pick<Db, 'update'>,
  scope: { companyId: number; websiteId: number; id: number },
  values: Pick<RedirectRuleInsert, 'source' | 'matchKind' | 'target' | 'statusCode' | 'hits'> &
    Partial<Pick<RedirectRuleInsert, 'ignoreCase'>>,
): Promise<RedirectRuleRow | undefined> {
  const [row] = await tx
    .update(redirectRules)
    .set(values)
    .where(and(eq(redirectRules.id, scope.id), ownedBy(redirectRules, scope)))
    .returning();
  return row;
}

export async function deleteRedirectRule(
  tx: Pick<Db, 'delete'>,
  scope: { companyId: number; websiteId: number; id: number },
): Promise<boolean> {
  if (!isDbId(scope.id)) return false;
  const rows = await tx
    .delete(redirectRules)
    .where(and(eq(redirectRules.id, scope.id), ownedBy(redirectRules, scope)))
    .returning({ id: redirectRules.id });
  return rows.length > 0;
}

/**
 * Adds counted visits to rules in one statement. Rules deleted meanwhile are skipped; a count
 * stops at the largest integer the column holds instead of failing the whole batch.
 */
export async function addRedirectHits(db: Pick<Db, 'execute'>, counts: ReadonlyMap<number, number>) {
  if (counts.size === 0) return;
  const values = sql.join(
    [...counts].map(([id, n]) => sql`(${id}::integer, ${n}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${redirectRules} set hits = least(${redirectRules.hits}::bigint + v.n, 2147483647)::integer
    from (values ${values}) as v(id, n)
    where ${redirectRules.id} = v.id`);
}
