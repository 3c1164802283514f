import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isDbId } from '../../db/errors.ts';
import { ownedBy, type WebsiteScope } from '../../lib/tenancy.ts';
import { collectionItems, collectionTypes, productAttributes } from './collection.schema.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Runner = Db | Tx;
export type AttributeRow = typeof productAttributes.$inferSelect;

/** Where items keep attribute values: a collection and the key of its attributes field. */
export interface AttributeField {
  collection: string;
  key: string;
}

const itemsIn = (scope: WebsiteScope, field: AttributeField): SQL =>
  and(ownedBy(collectionItems, scope), eq(collectionItems.collection, field.collection)) as SQL;
const valuesOf = (field: AttributeField) => sql`(${collectionItems.fields} -> ${field.key}::text)`;

/** The website's attributes in their order. */
export async function listAttributes(db: Runner, scope: WebsiteScope): Promise<AttributeRow[]> {
  return db
    .select()
    .from(productAttributes)
    .where(ownedBy(productAttributes, scope))
    .orderBy(asc(productAttributes.sort), asc(productAttributes.id));
}

export async function insertAttribute(
  tx: Runner,
  values: typeof productAttributes.$inferInsert,
): Promise<AttributeRow> {
  const [row] = await tx.insert(productAttributes).values(values).returning();
  return row as AttributeRow;
}

export async function updateAttribute(
  tx: Runner,
  scope: WebsiteScope,
  id: number,
  values: Partial<Omit<typeof productAttributes.$inferInsert, 'id' | 'companyId' | 'websiteId'>>,
): Promise<AttributeRow | undefined> {
  const [row] = await tx
    .update(productAttributes)
    .set(values)
    .where(and(eq(productAttributes.id, id), ownedBy(productAttributes, scope)))
    .returning();
  return row;
}

export async function deleteAttribute(tx: Runner, scope: WebsiteScope, id: number): Promise<boolean> {
  if (!isDbId(id)) return false;
  const rows = await tx
    .delete(productAttributes)
    .where(and(eq(productAttributes.id, id), ownedBy(productAttributes, scope)))
    .returning({ id: productAttributes.id });
  return rows.length > 0;
}

/** How many items (rows of every language) hold a value of each attribute. */
export async function attributeItemCounts(
  db: Runner,
  scope: WebsiteScope,
  fields: readonly AttributeField[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  for (const field of fields) {
    const rows = await db
      .select({ key: sql<string>`k.key`, n: sql<number>`count(*)::int` })
      .from(
        sql`${collectionItems} cross join lateral jsonb_object_keys(
          case when jsonb_typeof(${valuesOf(field)}) = 'object' then ${valuesOf(field)} else '{}'::jsonb end
        ) as k(key)`,
      )
      .where(itemsIn(scope, field))
      .groupBy(sql`k.key`);
    for (const row of rows) {
      const id = Number(row.key);
      if (Number.isSafeInteger(id)) counts.set(id, (counts.get(id) ?? 0) + Number(row.n));
    }
  }
  return counts;
}

/**
 * The given options of an attribute that items use, as a choice (the option id) or among several
 * (an array holding it): jsonb containment matches both shapes.
 */
export async function optionsInUse(
  db: Runner,
  scope: WebsiteScope,
  fields: readonly AttributeField[],
  attributeId: number,
  optionIds: readonly string[],
): Promise<string[]> {
  const used = new Set<string>();
  for (const field of fields) {
    for (const option of optionIds) {
      if (used.has(option)) continue;
      const [row] = await db
        .select({ id: collectionItems.id })
        .from(collectionItems)
        .where(
          and(
            itemsIn(scope, field),
            sql`(${valuesOf(field)} -> ${String(attributeId)}::text) @> to_jsonb(${option}::text)`,
          ),
        )
        .limit(1);
      if (row) used.add(option);
    }
  }
  return optionIds.filter((o) => used.has(o));
}

/** Takes an attribute's values off every item holding one. */
export async function removeAttributeValues(
  tx: Runner,
  scope: WebsiteScope,
  fields: readonly AttributeField[],
  attributeId: number,
): Promise<void> {
  const key = String(attributeId);
  for (const field of fields) {
    await tx
      .update(collectionItems)
      .set({
        fields: sql`jsonb_set(${collectionItems.fields}, array[${field.key}::text], ${valuesOf(field)} - ${key}::text)`,
      })
      .where(
        and(
          itemsIn(scope, field),
          sql`jsonb_typeof(${valuesOf(field)}) = 'object'`,
          sql`${valuesOf(field)} ? ${key}::text`,
        ),
      );
  }
}

export async function setAttributeOrder(
  tx: Runner,
  scope: WebsiteScope,
  order: ReadonlyMap<number, number>,
): Promise<void> {
  for (const [id, sort] of order) {
    await tx
      .update(productAttributes)
      .set({ sort })
      .where(and(inArray(productAttributes.id, [id]), ownedBy(productAttributes, scope)));
  }
}

/** Which of the given ids are product categories of the website. */
export async function productCategoryIds(
  tx: Runner,
  scope: WebsiteScope,
  ids: readonly number[],
): Promise<number[]> {
  const wanted = ids.filter(isDbId);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: collectionTypes.id })
    .from(collectionTypes)
    .where(
      and(
        ownedBy(collectionTypes, scope),
        eq(collectionTypes.collection, 'product'),
        inArray(collectionTypes.id, wanted),
      ),
    );
  return rows.map((r) => r.id);
}
