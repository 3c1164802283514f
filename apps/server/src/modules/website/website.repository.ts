import { and, count, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { websites } from '../../db/schema.ts';
import { liveWebsites } from '../../lib/tenancy.ts';

export type WebsiteRow = typeof websites.$inferSelect;

/** Every query below is scoped to one company and skips soft-deleted sites. */
function live(companyId: number, websiteId?: number) {
  // liveWebsites also keeps a sub-account to its granted websites.
  return and(liveWebsites(companyId), websiteId === undefined ? undefined : eq(websites.id, websiteId));
}

export async function listWebsites(
  db: Db,
  companyId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: WebsiteRow[]; total: number }> {
  const rows = await db
    .select()
    .from(websites)
    .where(live(companyId))
    .orderBy(desc(websites.createdAt), desc(websites.id))
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db.select({ total: count() }).from(websites).where(live(companyId));
  return { rows, total: totals?.total ?? 0 };
}

/** Slugs already used by any company (deleted sites included) among `base` and `base-…`. */
export async function takenSlugs(db: Db, base: string): Promise<Set<string>> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
  const rows = await db
    .select({ slug: websites.slug })
    .from(websites)
    .where(or(eq(websites.slug, base), like(websites.slug, pattern)));
  return new Set(rows.map((r) => r.slug));
}

/** Throws a unique violation when the slug is taken; the unique index is the final judge. */
export async function insertWebsite(
  db: Pick<Db, 'insert'>,
  values: { companyId: number; name: string; slug: string; flagCode: string; defaultLanguage: string },
): Promise<WebsiteRow> {
  const [row] = await db.insert(websites).values(values).returning();
  if (!row) throw new Error('website insert returned no row');
  return row;
}

export async function updateWebsite(
  db: Pick<Db, 'update'>,
  companyId: number,
  websiteId: number,
  patch: Partial<
    Pick<WebsiteRow, 'name' | 'flagCode' | 'defaultLanguage' | 'theme' | 'seo' | 'favicon' | 'brand'>
  >,
): Promise<WebsiteRow | undefined> {
  if (!isDbId(websiteId)) return undefined;
  const [row] = await db
    .update(websites)
    .set({ ...patch, updatedAt: new Date() })
    .where(live(companyId, websiteId))
    .returning();
  return row;
}

/** Marks the site deleted; its slug stays reserved so the site can be restored. */
export async function softDeleteWebsite(db: Db, companyId: number, websiteId: number): Promise<boolean> {
  if (!isDbId(websiteId)) return false;
  const rows = await db
    .update(websites)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(live(companyId, websiteId))
    .returning({ id: websites.id });
  return rows.length > 0;
}
