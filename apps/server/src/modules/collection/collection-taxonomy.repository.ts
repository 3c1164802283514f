import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';
import { collectionItems, collectionTags, collectionTypes } from './collection.schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;

/** A website of the caller's company and one collection of it. */
export interface CollectionScope extends WebsiteScope {
  collection: string;
}

export type CategoryRow = typeof collectionTypes.$inferSelect;
export type TagRow = typeof collectionTags.$inferSelect;

const typesOf = (scope: CollectionScope): SQL =>
  and(ownedBy(collectionTypes, scope), eq(collectionTypes.collection, scope.collection)) as SQL;
const tagsOf = (scope: CollectionScope): SQL =>
  and(ownedBy(collectionTags, scope), eq(collectionTags.collection, scope.collection)) as SQL;
const itemsOf = (scope: CollectionScope): SQL =>
  and(ownedBy(collectionItems, scope), eq(collectionItems.collection, scope.collection)) as SQL;

/** An id list as a PostgreSQL integer[] parameter. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

// --- Categories --------------------------------------------------------------------------------

/** Every category of the collection, in tree order within each parent (sort, then id). */
export async function listCategories(db: Runner, scope: CollectionScope): Promise<CategoryRow[]> {
  return db
    .select()
    .from(collectionTypes)
    .where(typesOf(scope))
    .orderBy(asc(collectionTypes.sort), asc(collectionTypes.id));
}

export async function insertCategory(
  tx: Runner,
  values: typeof collectionTypes.$inferInsert,
): Promise<CategoryRow> {
  const [row] = await tx.insert(collectionTypes).values(values).returning();
  return row as CategoryRow;
}

export async function updateCategory(
  tx: Runner,
  scope: CollectionScope,
  id: number,
  values: Partial<Pick<CategoryRow, 'parentId' | 'name' | 'names' | 'slug' | 'description' | 'sort'>>,
): Promise<CategoryRow | undefined> {
  const [row] = await tx
    .update(collectionTypes)
    .set(values)
    .where(and(eq(collectionTypes.id, id), typesOf(scope)))
    .returning();
  return row;
}

export async function deleteCategory(tx: Runner, scope: CollectionScope, id: number): Promise<boolean> {
  if (!isDbId(id)) return false;
  const rows = await tx
    .delete(collectionTypes)
    .where(and(eq(collectionTypes.id, id), typesOf(scope)))
    .returning({ id: collectionTypes.id });
  return rows.length > 0;
}

/** How many items (rows of every language) of the collection carry each category. */
export async function categoryItemCounts(db: Runner, scope: CollectionScope): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: sql<number>`u.id`, n: sql<number>`count(*)::int` })
    .from(sql`${collectionItems} cross join lateral unnest(${collectionItems.typeIds}) as u(id)`)
    .where(itemsOf(scope))
    .groupBy(sql`u.id`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/** Takes a category off every item of the collection that carries it. */
export async function removeCategoryFromItems(tx: Runner, scope: CollectionScope, id: number): Promise<void> {
  await tx
    .update(collectionItems)
    .set({ typeIds: sql`array_remove(${collectionItems.typeIds}, ${id}::integer)` })
    .where(and(itemsOf(scope), sql`${collectionItems.typeIds} @> ${intArray([id])}`));
}

// --- Tags --------------------------------------------------------------------------------------

/** The collection's tags by name, or those whose name or slug holds the keyword (any case). */
export async function listTags(db: Runner, scope: CollectionScope, keyword?: string): Promise<TagRow[]> {
  const escaped = keyword?.replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select()
    .from(collectionTags)
    .where(
      and(
        tagsOf(scope),
        escaped
          ? sql`(${ilike(collectionTags.name, `%${escaped}%`)} or ${ilike(collectionTags.slug, `%${escaped}%`)})`
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${collectionTags.name})`), asc(collectionTags.id));
}

export async function findTags(
  db: Runner,
  scope: CollectionScope,
  ids: readonly number[],
): Promise<TagRow[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(collectionTags)
    .where(and(tagsOf(scope), inArray(collectionTags.id, valid)));
}

export async function countTags(db: Runner, scope: CollectionScope): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(collectionTags).where(tagsOf(scope));
  return Number(row?.n ?? 0);
}

/** The tag of the collection with this name in any letter case, if one exists. */
export async function tagNamed(
  db: Runner,
  scope: CollectionScope,
  name: string,
): Promise<TagRow | undefined> {
  const [row] = await db
    .select()
    .from(collectionTags)
    .where(and(tagsOf(scope), sql`lower(${collectionTags.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** The slugs of the collection's tags. */
export async function tagSlugs(db: Runner, scope: CollectionScope): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: collectionTags.id, slug: collectionTags.slug })
    .from(collectionTags)
    .where(tagsOf(scope));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export async function insertTag(tx: Runner, values: typeof collectionTags.$inferInsert): Promise<TagRow> {
  const [row] = await tx.insert(collectionTags).values(values).returning();
  return row as TagRow;
}

export async function updateTag(
  tx: Runner,
  scope: CollectionScope,
  id: number,
  values: Pick<TagRow, 'name' | 'names' | 'slug'>,
): Promise<TagRow | undefined> {
  const [row] = await tx
    .update(collectionTags)
    .set(values)
    .where(and(eq(collectionTags.id, id), tagsOf(scope)))
    .returning();
  return row;
}

export async function deleteTags(
  tx: Runner,
  scope: CollectionScope,
  ids: readonly number[],
): Promise<number[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  const rows = await tx
    .delete(collectionTags)
    .where(and(tagsOf(scope), inArray(collectionTags.id, valid)))
    .returning({ id: collectionTags.id });
  return rows.map((r) => r.id);
}

/** How many items (rows of every language) of the collection carry each tag. */
export async function tagItemCounts(db: Runner, scope: CollectionScope): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: sql<number>`u.id`, n: sql<number>`count(*)::int` })
    .from(sql`${collectionItems} cross join lateral unnest(${collectionItems.tagIds}) as u(id)`)
    .where(itemsOf(scope))
    .groupBy(sql`u.id`);
  return new Map(rows.map((r) => [Number(r.id), Number(r.n)]));
}

/**
 * Replaces the tags `fromIds` by `intoId` on every item of the collection carrying any of them,
 * keeping the order of an item's tags and carrying `intoId` once (at the first place one of the
 * merged tags, or itself, had). With no `intoId` the tags are just taken off.
 */
export async function replaceTagsOnItems(
  tx: Runner,
  scope: CollectionScope,
  fromIds: readonly number[],
  intoId: number | null,
): Promise<void> {
  if (fromIds.length === 0) return;
  const from = intArray(fromIds);
  const into = intoId === null ? sql`null::integer` : sql`${intoId}::integer`;
  await tx
    .update(collectionItems)
    .set({
      tagIds: sql`coalesce((
        select array_agg(v order by first_at)
        from (
          select v, min(o) as first_at
          from unnest(${collectionItems.tagIds}) with ordinality as u(x, o)
          cross join lateral (select case when u.x = any(${from}) then ${into} else u.x end as v) as c
          where v is not null
          group by v
        ) as kept
      ), '{}'::integer[])`,
    })
    .where(and(itemsOf(scope), sql`${collectionItems.tagIds} && ${from}`));
}
