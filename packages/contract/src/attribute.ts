import { z } from 'zod';
import { TAXONOMY_NAME_MAX, TaxonomyNames } from './collection.ts';
import { defineCall, Id } from './envelope.ts';
import { gatedCalls, ROLES } from './roles.ts';

/**
 * Product attributes of a website (/attribute/index): definitions such as "Material" (single
 * choice), "Weight" (number in kg) or "Colour", which products fill in and visitors filter the
 * product list by on the site.
 */
export const ATTRIBUTE_KINDS = ['text', 'number', 'choice', 'multi', 'colour'] as const;
export const AttributeKind = z.enum(ATTRIBUTE_KINDS);
export type AttributeKind = z.infer<typeof AttributeKind>;

export const ATTRIBUTES_MAX = 100;
export const ATTRIBUTE_OPTIONS_MAX = 100;
export const ATTRIBUTE_UNIT_MAX = 20;
/** Most product categories one attribute belongs to. */
export const ATTRIBUTE_CATEGORIES_MAX = 100;

/** One choice of a choice attribute; `id` is stable, so renaming an option keeps the products' values. */
export const AttributeOption = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Use lowercase letters, digits and hyphens'),
  name: z.string().trim().min(1, 'Fill in the option').max(TAXONOMY_NAME_MAX),
  names: TaxonomyNames,
});
export type AttributeOption = z.infer<typeof AttributeOption>;

export const Attribute = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  kind: AttributeKind,
  /** The unit a number is in (kg, mm, W); '' for none. */
  unit: z.string(),
  options: z.array(AttributeOption),
  /** Whether visitors can filter the product list by it. */
  filterable: z.boolean(),
  /** Product categories whose products (and those of categories below them) have it; [] for every product. */
  category_ids: z.array(z.number().int()),
  sort: z.number().int(),
  /** Products with a value for it. */
  product_count: z.number().int(),
});
export type Attribute = z.infer<typeof Attribute>;
export const AttributeList = z.object({ list: z.array(Attribute) });

export const AttributeSaveBody = z
  .object({
    website_id: Id,
    id: Id.optional(),
    name: z.string().trim().min(1, 'Fill in the name').max(TAXONOMY_NAME_MAX),
    names: TaxonomyNames,
    kind: AttributeKind,
    unit: z.string().trim().max(ATTRIBUTE_UNIT_MAX).default(''),
    options: z.array(AttributeOption).max(ATTRIBUTE_OPTIONS_MAX).default([]),
    filterable: z.boolean().default(true),
    category_ids: z.array(Id).max(ATTRIBUTE_CATEGORIES_MAX).default([]),
  })
  .refine(
    (a) => (a.kind === 'choice' || a.kind === 'multi' ? a.options.length > 0 : a.options.length === 0),
    {
      message: 'Choice attributes need options; other kinds take none',
      path: ['options'],
    },
  )
  .refine((a) => new Set(a.options.map((o) => o.id)).size === a.options.length, {
    message: 'Each option needs its own id',
    path: ['options'],
  });

export const attributeCalls = gatedCalls([ROLES.productIndex], {
  list: defineCall({
    method: 'GET',
    path: '/api/website/attribute/list',
    query: z.object({ website_id: Id }),
    data: AttributeList,
  }),
  /**
   * Creates or changes an attribute. While products hold values of it, another kind or the removal
   * of an option they use is refused (ATTRIBUTE_VALUE_INVALID, naming `product_count` or the
   * `options` in use) instead of dropping their values; options keep their ids, so renames are free.
   */
  save: defineCall({
    method: 'POST',
    path: '/api/website/attribute/save',
    body: AttributeSaveBody,
    data: Attribute,
  }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/attribute/del',
    body: z.object({ website_id: Id, id: Id }),
    data: z.object({ id: z.number().int() }),
  }),
  sort: defineCall({
    method: 'POST',
    path: '/api/website/attribute/sort',
    body: z.object({ website_id: Id, ids: z.array(Id).min(1).max(ATTRIBUTES_MAX) }),
    data: AttributeList,
  }),
});

/**
 * Whether a product in the given categories has an attribute: one without categories belongs to
 * every product, another to the products of its categories and of the categories below them
 * (`ancestors` answers a category's chain upwards, itself first).
 */
export function attributeApplies(
  attribute: { category_ids: readonly number[] },
  productCategoryIds: readonly number[],
  ancestors: (id: number) => readonly number[],
): boolean {
  if (attribute.category_ids.length === 0) return true;
  const own = new Set(attribute.category_ids);
  return productCategoryIds.some((id) => ancestors(id).some((a) => own.has(a)));
}
