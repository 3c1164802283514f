import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { geoRedirectRules } from '../../db/schema.ts';
import { deleteOwned, type WebsiteScope } from '../../lib/tenancy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

export type GeoRuleRow = typeof geoRedirectRules.$inferSelect;

export interface NewGeoRule {
  countries: string[];
  targetKind: 'url' | 'lang';
  target: string;
  mode: 'redirect' | 'suggest';
}

/** A website's rules in the order they apply. */
export function listGeoRules(db: Runner, websiteId: number): Promise<GeoRuleRow[]> {
  return db
    .select()
    .from(geoRedirectRules)
    .where(eq(geoRedirectRules.websiteId, websiteId))
    .orderBy(asc(geoRedirectRules.position), asc(geoRedirectRules.id));
}

/** Replaces the whole ordered set; call inside a transaction holding the website's lock. */
export async function replaceGeoRules(
  tx: Tx,
  scope: WebsiteScope,
  rules: readonly NewGeoRule[],
): Promise<void> {
  await tx.delete(geoRedirectRules).where(eq(geoRedirectRules.websiteId, scope.websiteId));
  if (rules.length === 0) return;
  await tx.insert(geoRedirectRules).values(rules.map((rule, position) => ({ ...scope, ...rule, position })));
}

/** Deletes one rule of the company's website and closes the gap in positions; answers whether there was one. */
export async function deleteGeoRule(tx: Tx, scope: WebsiteScope, id: number): Promise<boolean> {
  if (!(await deleteOwned(tx, geoRedirectRules, scope, id))) return false;
  await tx.execute(sql`
    update ${geoRedirectRules} as g set position = r.n - 1
    from (
      select id, row_number() over (order by position, id) as n
      from ${geoRedirectRules} where website_id = ${scope.websiteId}
    ) as r
    where g.id = r.id and g.position <> r.n - 1`);
  return true;
}
