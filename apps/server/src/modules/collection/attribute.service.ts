import {
  ATTRIBUTES_MAX,
  type Attribute,
  type AttributeKind,
  type AttributeOption,
  COLLECTIONS,
  type CollectionDefinition,
} from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { notOwned, requireWebsite, type WebsiteScope } from '../../lib/tenancy.ts';
import {
  type AttributeField,
  type AttributeRow,
  attributeItemCounts,
  deleteAttribute,
  insertAttribute,
  listAttributes,
  optionsInUse,
  productCategoryIds,
  removeAttributeValues,
  setAttributeOrder,
  type Tx,
  updateAttribute,
} from './attribute.repository.ts';
import { invalidField, otherLanguageNames } from './taxonomy-names.ts';

/** Every collection field that holds attribute values (the products' `attributes`). */
export const ATTRIBUTE_FIELDS: readonly AttributeField[] = (
  Object.values(COLLECTIONS) as unknown as CollectionDefinition[]
).flatMap((definition) =>
  Object.entries(definition.fields)
    .filter(([, field]) => field.kind === 'attributes')
    .map(([key]) => ({ collection: definition.name, key })),
);

export interface AttributeSaveInput {
  website_id: number;
  id?: number | undefined;
  name: string;
  names: Partial<Record<string, string>>;
  kind: AttributeKind;
  unit: string;
  options: AttributeOption[];
  filterable: boolean;
  category_ids?: number[] | undefined;
}

/** The categories an attribute is saved with: each must be a product category of the website. */
async function productCategoriesOf(tx: Tx, scope: WebsiteScope, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const known = new Set(await productCategoryIds(tx, scope, unique));
  if (unique.some((id) => !known.has(id)))
    throw invalidField('category_ids', 'Choose categories of the products');
  return unique;
}

function toAttribute(row: AttributeRow, counts: ReadonlyMap<number, number>): Attribute {
  return {
    id: row.id,
    name: row.name,
    names: row.names,
    kind: row.kind as AttributeKind,
    unit: row.unit,
    options: row.options,
    filterable: row.filterable,
    category_ids: row.categoryIds,
    sort: row.sort,
    product_count: counts.get(row.id) ?? 0,
  };
}

/**
 * Product attributes of a website. A change that would leave products holding values their
 * attribute no longer takes (another kind, a removed option) is refused with
 * ATTRIBUTE_VALUE_INVALID, naming how many products or which options are in use: values are never
 * dropped or converted behind the operator's back. Renaming options is always fine, since products
 * keep the option's stable id. Deleting an attribute removes its values from the products with it.
 */
export function createAttributeService(deps: { db: Db }) {
  const { db } = deps;

  async function changing<T>(
    companyId: number,
    websiteId: number,
    work: (tx: Tx, scope: WebsiteScope, rows: AttributeRow[]) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await requireWebsite(tx, { companyId }, websiteId, { lock: true });
      const scope = { companyId, websiteId };
      return work(tx, scope, await listAttributes(tx, scope));
    });
  }

  async function answer(runner: Db | Tx, scope: WebsiteScope) {
    const [rows, counts] = await Promise.all([
      listAttributes(runner, scope),
      attributeItemCounts(runner, scope, ATTRIBUTE_FIELDS),
    ]);
    return { list: rows.map((r) => toAttribute(r, counts)) };
  }

  return {
    async list(companyId: number, websiteId: number) {
      await requireWebsite(db, { companyId }, websiteId);
      return answer(db, { companyId, websiteId });
    },

    async save(companyId: number, input: AttributeSaveInput): Promise<Attribute> {
      return changing(companyId, input.website_id, async (tx, scope, rows) => {
        const existing = input.id === undefined ? undefined : rows.find((r) => r.id === input.id);
        if (input.id !== undefined && !existing) notOwned();
        if (!existing && rows.length >= ATTRIBUTES_MAX) {
          throw invalidField('name', `A website takes at most ${ATTRIBUTES_MAX} attributes`);
        }
        const lower = input.name.toLowerCase();
        if (rows.some((r) => r.id !== existing?.id && r.name.toLowerCase() === lower)) {
          throw new AppError('ATTRIBUTE_NAME_TAKEN');
        }
        if (existing) {
          const counts = await attributeItemCounts(tx, scope, ATTRIBUTE_FIELDS);
          const products = counts.get(existing.id) ?? 0;
          if (products > 0 && existing.kind !== input.kind) {
            throw new AppError('ATTRIBUTE_VALUE_INVALID', {
              data: { id: existing.id, product_count: products },
            });
          }
          const kept = new Set(input.options.map((o) => o.id));
          const removed = existing.options.map((o) => o.id).filter((id) => !kept.has(id));
          const used =
            products > 0 ? await optionsInUse(tx, scope, ATTRIBUTE_FIELDS, existing.id, removed) : [];
          if (used.length > 0) {
            throw new AppError('ATTRIBUTE_VALUE_INVALID', { data: { id: existing.id, options: used } });
          }
        }
        const names = await otherLanguageNames(tx, companyId, input.website_id, input.names);
        const options = await Promise.all(
          input.options.map(async (o) => ({
            id: o.id,
            name: o.name,
            names: await otherLanguageNames(tx, companyId, input.website_id, o.names),
          })),
        );
        const values = {
          name: input.name,
          names,
          kind: input.kind,
          unit: input.kind === 'number' ? input.unit : '',
          options,
          filterable: input.filterable,
          categoryIds: await productCategoriesOf(tx, scope, input.category_ids ?? []),
        };
        let id: number;
        try {
          if (existing) {
            id = (await updateAttribute(tx, scope, existing.id, values))?.id ?? notOwned();
          } else {
            const sort = Math.max(0, ...rows.map((r) => r.sort)) + 1;
            id = (await insertAttribute(tx, { ...values, sort, companyId, websiteId: input.website_id })).id;
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('ATTRIBUTE_NAME_TAKEN', { cause: error });
          throw error;
        }
        return (await answer(tx, scope)).list.find((a) => a.id === id) ?? notOwned();
      });
    },

    async del(companyId: number, input: { website_id: number; id: number }) {
      return changing(companyId, input.website_id, async (tx, scope, rows) => {
        if (!rows.some((r) => r.id === input.id)) notOwned();
        await removeAttributeValues(tx, scope, ATTRIBUTE_FIELDS, input.id);
        if (!(await deleteAttribute(tx, scope, input.id))) notOwned();
        return { id: input.id };
      });
    },

    /** The given attributes take the first places in that order; any left out follow in theirs. */
    async sort(companyId: number, input: { website_id: number; ids: number[] }) {
      return changing(companyId, input.website_id, async (tx, scope, rows) => {
        const known = new Set(rows.map((r) => r.id));
        if (input.ids.some((id) => !known.has(id))) notOwned();
        if (new Set(input.ids).size !== input.ids.length)
          throw invalidField('ids', 'Each attribute must appear once');
        const listed = new Set(input.ids);
        const order = [...input.ids, ...rows.map((r) => r.id).filter((id) => !listed.has(id))];
        const changed = new Map<number, number>();
        order.forEach((id, i) => {
          if (rows.find((r) => r.id === id)?.sort !== i + 1) changed.set(id, i + 1);
        });
        await setAttributeOrder(tx, scope, changed);
        return answer(tx, scope);
      });
    },
  };
}
