import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** What visitors get of an item: its fields as of its last publish. */
export interface PublishedItemValue {
  title: string;
  slug: string;
  summary: string;
  body: string;
  typeIds: number[];
  tagIds: number[];
  isPinned: boolean;
  /** When the item is dated on the site, and from when it shows (a future date schedules it). */
  publishAt: string;
  seoTitle: string;
  seoKeywords: string;
  seoDescription: string;
  fields: Record<string, unknown>;
  publishedAt: string;
  /** The item version this snapshot was taken from. */
  version: number;
}

/**
 * The items of every collection (articles, products, …), one row per item and language. The
 * collection's own fields live in `fields`, shaped by its definition in the contract.
 */
export const collectionItems = pgTable(
  'collection_items',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** The definition's name: news, product, … */
    collection: text('collection').notNull(),
    lang: text('lang').notNull(),
    /** The default-language item this one translates. */
    sourceItemId: integer('source_item_id'),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    summary: text('summary').notNull().default(''),
    /** Whitelist-filtered rich text. */
    body: text('body').notNull().default(''),
    typeIds: integer('type_ids').array().notNull().default(sql`'{}'::integer[]`),
    tagIds: integer('tag_ids').array().notNull().default(sql`'{}'::integer[]`),
    isPinned: boolean('is_pinned').notNull().default(false),
    /** Manual order; lists sort by it descending, so a new item (max + 1) comes first. */
    sort: integer('sort').notNull().default(0),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    seoTitle: text('seo_title').notNull().default(''),
    seoKeywords: text('seo_keywords').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    /** Bumped by every save; saves carry the version they started from. */
    version: integer('version').notNull().default(1),
    /** Visitors' copy; null while the item is a draft that was never published (or was unpublished). */
    published: jsonb('published').$type<PublishedItemValue | null>(),
    userName: text('user_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_items_slug_uq').on(t.websiteId, t.collection, t.lang, t.slug),
    uniqueIndex('collection_items_translation_uq')
      .on(t.sourceItemId, t.lang)
      .where(sql`${t.sourceItemId} is not null`),
    index('collection_items_list_idx').on(t.companyId, t.websiteId, t.collection, t.lang, t.sort),
    index('collection_items_types_idx').using('gin', t.typeIds),
    index('collection_items_tags_idx').using('gin', t.tagIds),
  ],
);

/** Categories of a collection: a tree of at most three levels, names per language. */
export const collectionTypes = pgTable(
  'collection_types',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    collection: text('collection').notNull(),
    /** 0 at the top level. */
    parentId: integer('parent_id').notNull().default(0),
    name: text('name').notNull(),
    /** Names in the website's other languages (language → name). */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collection_types_slug_uq').on(t.websiteId, t.collection, t.slug),
    index('collection_types_website_idx').on(t.companyId, t.websiteId, t.collection),
  ],
);

/** Tags of a collection, names per language. */
export const collectionTags = pgTable(
  'collection_tags',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    collection: text('collection').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collection_tags_slug_uq').on(t.websiteId, t.collection, t.slug),
    uniqueIndex('collection_tags_name_uq').on(t.websiteId, t.collection, sql`lower(${t.name})`),
  ],
);

export interface AttributeOptionValue {
  id: string;
  name: string;
  names: Record<string, string>;
}

/** Product attribute definitions of a website (/attribute/index). */
export const productAttributes = pgTable(
  'product_attributes',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    /** text, number, choice, multi, colour */
    kind: text('kind').notNull(),
    unit: text('unit').notNull().default(''),
    options: jsonb('options').$type<AttributeOptionValue[]>().notNull().default([]),
    filterable: boolean('filterable').notNull().default(true),
    /** Product categories whose products (and those of categories below them) have it; [] for every product. */
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_attributes_name_uq').on(t.websiteId, sql`lower(${t.name})`)],
);
