import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';
import { collectionItems, collectionTypes } from './collection.schema.ts';

type Runner = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type Reader = Pick<Db, 'select'>;

/**
 * Term lists (an exhibitor's hall zones and areas) are stored beside the categories, in
 * `collection_types` under the collection `<name>.<key>`: a flat list whose `parent_id` names the
 * entry of the parent list (0 in a list without one).
 */
export type TermRow = typeof collectionTypes.$inferSelect;

/** Every entry of one term list of a website, in the order they were added. */
export async function listTerms(db: Reader, scope: WebsiteScope, stored: string): Promise<TermRow[]> {
  return db
    .select()
    .from(collectionTypes)
    .where(and(ownedBy(collectionTypes, scope), eq(collectionTypes.collection, stored)))
    .orderBy(asc(collectionTypes.sort), asc(collectionTypes.id));
}

export async function insertTerm(tx: Runner, values: typeof collectionTypes.$inferInsert): Promise<TermRow> {
  const [row] = await tx.insert(collectionTypes).values(values).returning();
  return row as TermRow;
}

export async function updateTerm(
  tx: Runner,
  scope: WebsiteScope,
  stored: string,
  id: number,
  values: Pick<TermRow, 'parentId' | 'name' | 'names' | 'slug'>,
): Promise<TermRow | undefined> {
  const [row] = await tx
    .update(collectionTypes)
    .set(values)
    .where(
      and(
        eq(collectionTypes.id, id),
        ownedBy(collectionTypes, scope),
        eq(collectionTypes.collection, stored),
      ),
    )
    .returning();
  return row;
}

export async function deleteTerm(tx: Runner, scope: WebsiteScope, stored: string, id: number): Promise<void> {
  if (!isDbId(id)) return;
  await tx
    .delete(collectionTypes)
    .where(
      and(
        eq(collectionTypes.id, id),
        ownedBy(collectionTypes, scope),
        eq(collectionTypes.collection, stored),
      ),
    );
}

/** The items of a collection (every language) whose `field` holds one of the entries, with their titles. */
export async function itemsHoldingTerms(
  db: Reader,
  scope: WebsiteScope,
  collection: string,
  field: string,
  ids: readonly number[],
): Promise<{ id: number; title: string; term: number }[]> {
  const valid = ids.filter(isDbId);
  if (valid.length === 0) return [];
  const term = sql<number>`(${collectionItems.fields}->>${field})::integer`;
  const rows = await db
    .select({ id: collectionItems.id, title: collectionItems.title, term })
    .from(collectionItems)
    .where(
      and(
        ownedBy(collectionItems, scope),
        eq(collectionItems.collection, collection),
        sql`jsonb_typeof(${collectionItems.fields}->${field}) = 'number'`,
        inArray(term, valid),
      ),
    )
    .orderBy(asc(collectionItems.id));
  return rows.map((r) => ({ id: r.id, title: r.title, term: Number(r.term) }));
}
