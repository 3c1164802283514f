import { and, eq, inArray } from 'drizzle-orm';
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
