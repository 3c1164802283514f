import type { ItemStatus } from '@sitewright/contract';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { forms } from '../../db/schema.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';
import {
  type AttributeOptionValue,
  collectionItems,
  collectionTags,
  collectionTypes,
  productAttributes,
} from './collection.schema.ts';
import type { ItemRow } from './item-snapshot.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Pick<Db, 'select'>;
export type ItemInsert = typeof collectionItems.$inferInsert;

/** The items of one collection of the scope's website. */
function itemsOf(scope: WebsiteScope, collection: string): SQL {
  return and(ownedBy(collectionItems, scope), eq(collectionItems.collection, collection)) as SQL;
}

export async function findItem(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  id: number,
): Promise<ItemRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(and(itemsOf(scope, collection), eq(collectionItems.id, id)))
    .limit(1);
  return row;
}

/** An item of the company (any of its websites the caller may reach): `info` is asked by id alone. */
export async function findCompanyItem(
  db: Reader,
  companyId: number,
  collection: string,
  id: number,
): Promise<ItemRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(
      and(
        ownedBy(collectionItems, { companyId }),
        eq(collectionItems.collection, collection),
        eq(collectionItems.id, id),
      ),
    )
    .limit(1);
  return row;
}

/** The items of the scope among `ids`, locked for the rest of the transaction. */
export async function lockItems(
  tx: Tx,
  scope: WebsiteScope,
  collection: string,
  ids: readonly number[],
): Promise<ItemRow[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  return tx
    .select()
    .from(collectionItems)
    .where(and(itemsOf(scope, collection), inArray(collectionItems.id, valid)))
    .for('update');
}

export interface ItemFilter {
  lang: string;
  keyword?: string | undefined;
  /** Items carrying any of these categories. */
  typeIds?: readonly number[] | undefined;
  tagId?: number | undefined;
  status?: ItemStatus | undefined;
  createdSince?: Date | undefined;
  sort: 'manual' | 'title' | 'updated' | 'publish_at' | 'created';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
  /** The moment `scheduled` is measured against. */
  now: Date;
}

/** `%`, `_` and the escape character itself match literally in the keyword. */
function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const publishedVersion = sql`(${collectionItems.published}->>'version')::integer`;
const publishedDate = sql`(${collectionItems.published}->>'publishAt')::timestamptz`;

/** The SQL of `itemStatus`: the list filters by the status the rows show. */
function statusIs(status: ItemStatus, now: Date): SQL {
  const isPublished = isNotNull(collectionItems.published);
  switch (status) {
    case 'draft':
      return isNull(collectionItems.published);
    case 'updated':
      return and(isPublished, sql`${publishedVersion} <> ${collectionItems.version}`) as SQL;
    case 'scheduled':
      return and(
        isPublished,
        sql`${publishedVersion} = ${collectionItems.version}`,
        sql`${publishedDate} > ${now.toISOString()}::timestamptz`,
      ) as SQL;
    case 'published':
      return and(
        isPublished,
        sql`${publishedVersion} = ${collectionItems.version}`,
        sql`${publishedDate} <= ${now.toISOString()}::timestamptz`,
      ) as SQL;
  }
}

function orderOf(filter: ItemFilter): SQL[] {
  const dir = filter.order === 'asc' ? asc : desc;
  switch (filter.sort) {
    case 'manual':
      // The drag order: pinned items first, then the manual places (a new item comes first).
      return [desc(collectionItems.isPinned), desc(collectionItems.sort), desc(collectionItems.id)];
    case 'title':
      // Any case together (the database's collation may put every capital before "a").
      return [dir(sql`lower(${collectionItems.title})`), dir(collectionItems.title), dir(collectionItems.id)];
    case 'updated':
      return [dir(collectionItems.updatedAt), dir(collectionItems.id)];
    case 'publish_at':
      // Undated items (they take the date of their first publish) come last either way.
      return [
        sql`${collectionItems.publishAt} ${sql.raw(filter.order === 'asc' ? 'asc' : 'desc')} nulls last`,
        dir(collectionItems.id),
      ];
    case 'created':
      return [dir(collectionItems.createdAt), dir(collectionItems.id)];
  }
}

export async function listItems(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  filter: ItemFilter,
): Promise<{ rows: ItemRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [itemsOf(scope, collection), eq(collectionItems.lang, filter.lang)];
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    conditions.push(
      or(
        ilike(collectionItems.title, pattern),
        ilike(collectionItems.slug, pattern),
        ilike(collectionItems.summary, pattern),
      ),
    );
  }
  if (filter.typeIds) conditions.push(arrayOverlaps(collectionItems.typeIds, [...filter.typeIds]));
  if (filter.tagId !== undefined) conditions.push(arrayContains(collectionItems.tagIds, [filter.tagId]));
  if (filter.status) conditions.push(statusIs(filter.status, filter.now));
  if (filter.createdSince) conditions.push(gte(collectionItems.createdAt, filter.createdSince));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(collectionItems)
      .where(where)
      .orderBy(...orderOf(filter))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(collectionItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The item a translation set starts from, and its language versions. */
export async function translationSet(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  sourceId: number,
): Promise<Pick<ItemRow, 'id' | 'lang' | 'title'>[]> {
  return db
    .select({ id: collectionItems.id, lang: collectionItems.lang, title: collectionItems.title })
    .from(collectionItems)
    .where(
      and(
        itemsOf(scope, collection),
        or(eq(collectionItems.id, sourceId), eq(collectionItems.sourceItemId, sourceId)),
      ),
    )
    .orderBy(asc(collectionItems.id));
}

/** Whether another item of the website, collection and language already has the slug. */
export async function slugTaken(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  lang: string,
  slug: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(
      and(
        itemsOf(scope, collection),
        eq(collectionItems.lang, lang),
        eq(collectionItems.slug, slug),
        exceptId === undefined ? undefined : ne(collectionItems.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The slugs of the language starting with `base` (the candidates a derived slug must avoid). */
export async function slugsLike(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  lang: string,
  base: string,
  exceptId?: number,
): Promise<Set<string>> {
  const rows = await db
    .select({ slug: collectionItems.slug })
    .from(collectionItems)
    .where(
      and(
        itemsOf(scope, collection),
        eq(collectionItems.lang, lang),
        sql`${collectionItems.slug} like ${`${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        exceptId === undefined ? undefined : ne(collectionItems.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function maxSort(db: Reader, scope: WebsiteScope, collection: string, lang: string) {
  const [row] = await db
    .select({ top: max(collectionItems.sort) })
    .from(collectionItems)
    .where(and(itemsOf(scope, collection), eq(collectionItems.lang, lang)));
  return row?.top ?? 0;
}

/** Whether the language already has a version of the source item. */
export async function translationExists(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  sourceId: number,
  lang: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(
      and(
        itemsOf(scope, collection),
        eq(collectionItems.sourceItemId, sourceId),
        eq(collectionItems.lang, lang),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A new item's id, taken before the insert so that a slug can be derived from it. */
export async function nextItemId(tx: Pick<Db, 'execute'>): Promise<number> {
  const result = await tx.execute<{ id: number | string }>(
    sql`select nextval(pg_get_serial_sequence('collection_items', 'id')) as id`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { id: number | string }[] }).rows) as {
    id: number | string;
  }[];
  return Number(rows[0]?.id);
}

export async function insertItem(tx: Pick<Db, 'insert'>, values: ItemInsert): Promise<ItemRow> {
  const [row] = await tx.insert(collectionItems).values(values).returning();
  if (!row) throw new Error('item insert returned no row');
  return row;
}

/**
 * Changes an item only when it is still at `version` (and bumps it): a save started from an older
 * version changes nothing and answers undefined.
 */
export async function updateItemAt(
  tx: Pick<Db, 'update'>,
  scope: WebsiteScope,
  collection: string,
  id: number,
  version: number,
  values: Partial<ItemInsert>,
): Promise<ItemRow | undefined> {
  const [row] = await tx
    .update(collectionItems)
    .set({ ...values, version: sql`${collectionItems.version} + 1`, updatedAt: new Date() })
    .where(and(itemsOf(scope, collection), eq(collectionItems.id, id), eq(collectionItems.version, version)))
    .returning();
  return row;
}

/** Changes items without touching their content version (publishing, the drag order). */
export async function setItems(
  tx: Pick<Db, 'update'>,
  scope: WebsiteScope,
  collection: string,
  ids: readonly number[],
  values: Partial<ItemInsert>,
  options: { bumpVersion?: boolean } = {},
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(collectionItems)
    .set(
      options.bumpVersion
        ? { ...values, version: sql`${collectionItems.version} + 1`, updatedAt: new Date() }
        : values,
    )
    .where(and(itemsOf(scope, collection), inArray(collectionItems.id, [...ids])));
}

export async function deleteItems(
  tx: Tx,
  scope: WebsiteScope,
  collection: string,
  ids: readonly number[],
): Promise<number[]> {
  // Language versions of deleted items stay, as items of their own language (see the service).
  await tx
    .update(collectionItems)
    .set({ sourceItemId: null })
    .where(and(itemsOf(scope, collection), inArray(collectionItems.sourceItemId, [...ids])));
  const rows = await tx
    .delete(collectionItems)
    .where(and(itemsOf(scope, collection), inArray(collectionItems.id, [...ids])))
    .returning({ id: collectionItems.id });
  return rows.map((r) => r.id);
}

// --- The taxonomy and attributes the items refer to (read only; their own calls keep them) ---

export async function categoriesOf(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
): Promise<{ id: number; parentId: number }[]> {
  return db
    .select({ id: collectionTypes.id, parentId: collectionTypes.parentId })
    .from(collectionTypes)
    .where(and(ownedBy(collectionTypes, scope), eq(collectionTypes.collection, collection)));
}

export async function tagIdsAmong(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  ids: readonly number[],
): Promise<number[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: collectionTags.id })
    .from(collectionTags)
    .where(
      and(
        ownedBy(collectionTags, scope),
        eq(collectionTags.collection, collection),
        inArray(collectionTags.id, valid),
      ),
    );
  return rows.map((r) => r.id);
}

/** The ids among `ids` that are items of the scope's website in `collection` (what relation fields may link). */
export async function itemIdsAmong(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  ids: readonly number[],
): Promise<number[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: collectionItems.id })
    .from(collectionItems)
    .where(and(itemsOf(scope, collection), inArray(collectionItems.id, valid)));
  return rows.map((r) => r.id);
}

/** The ids among `ids` that are live forms of the scope's website (what a registration may name). */
export async function formIdsAmong(
  db: Reader,
  scope: WebsiteScope,
  ids: readonly number[],
): Promise<number[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  const rows = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(ownedBy(forms, scope), inArray(forms.id, valid), isNull(forms.deletedAt)));
  return rows.map((r) => r.id);
}

export interface AttributeDef {
  id: number;
  kind: string;
  options: AttributeOptionValue[];
}

export async function attributesOf(db: Reader, scope: WebsiteScope): Promise<AttributeDef[]> {
  return db
    .select({ id: productAttributes.id, kind: productAttributes.kind, options: productAttributes.options })
    .from(productAttributes)
    .where(ownedBy(productAttributes, scope));
}
