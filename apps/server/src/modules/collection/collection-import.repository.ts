import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { mediaFiles } from '../../db/schema.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';
import { collectionItems } from './collection.schema.ts';
import type { ItemRow } from './item-snapshot.ts';

type Reader = Pick<Db, 'select'>;

/** A media file of the scope's website: where its bytes are and what it is. */
export async function findMediaFile(
  db: Reader,
  scope: WebsiteScope,
  id: number,
): Promise<{ storageKey: string; ext: string; name: string } | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select({ storageKey: mediaFiles.storageKey, ext: mediaFiles.ext, name: mediaFiles.name })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.id, id), ownedBy(mediaFiles, scope)))
    .limit(1);
  return row;
}

/** The items of one collection and language whose addresses are among `slugs`. */
export async function itemsBySlug(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  lang: string,
  slugs: readonly string[],
): Promise<Map<string, ItemRow>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(collectionItems)
    .where(
      and(
        ownedBy(collectionItems, scope),
        eq(collectionItems.collection, collection),
        eq(collectionItems.lang, lang),
        inArray(collectionItems.slug, [...slugs]),
      ),
    );
  return new Map(rows.map((r) => [r.slug, r]));
}

/** Items of one collection by id, whole (the list answers summaries only). */
export async function itemsById(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  ids: readonly number[],
): Promise<ItemRow[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  return db
    .select()
    .from(collectionItems)
    .where(
      and(
        ownedBy(collectionItems, scope),
        eq(collectionItems.collection, collection),
        inArray(collectionItems.id, valid),
      ),
    );
}

/** The addresses of items (any collection of the website) by id, for an export's relation cells. */
export async function itemSlugsOf(
  db: Reader,
  scope: WebsiteScope,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const valid = [...new Set(ids.filter(isDbId))];
  if (valid.length === 0) return new Map();
  const rows = await db
    .select({ id: collectionItems.id, slug: collectionItems.slug })
    .from(collectionItems)
    .where(and(ownedBy(collectionItems, scope), inArray(collectionItems.id, valid)));
  return new Map(rows.map((r) => [r.id, r.slug]));
}

/** The item of a collection and language with this address, else the one with this title (any case). */
export async function itemNamed(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  lang: string,
  named: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: collectionItems.id, slug: collectionItems.slug })
    .from(collectionItems)
    .where(
      and(
        ownedBy(collectionItems, scope),
        eq(collectionItems.collection, collection),
        eq(collectionItems.lang, lang),
        or(eq(collectionItems.slug, named), sql`lower(${collectionItems.title}) = lower(${named})`),
      ),
    )
    .orderBy(asc(collectionItems.id))
    .limit(5);
  return (rows.find((r) => r.slug === named) ?? rows[0])?.id;
}
