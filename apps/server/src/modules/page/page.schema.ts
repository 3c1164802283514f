import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/**
 * The languages a website is written in: exactly one default (published at `/<path>`), any number
 * of others (published at `/<lang>/<path>`). Each language has its own menu, versioned here.
 */
export const websiteLanguages = pgTable(
  'website_languages',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    lang: text('lang').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Bumped by every menu change of this language, so a save over a newer menu is refused. */
    menuVersion: integer('menu_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('website_languages_website_lang_uq').on(t.websiteId, t.lang),
    uniqueIndex('website_languages_default_uq').on(t.websiteId).where(sql`${t.isDefault}`),
  ],
);

export const PAGE_FUNCTION_KINDS = ['404', 'search', 'article_detail', 'product_detail'] as const;
export type PageFunctionKind = (typeof PAGE_FUNCTION_KINDS)[number];

export interface PageDocumentValue {
  version: 1;
  blocks: unknown[];
}

export interface PublishedPageValue {
  pageName: string;
  pathSegment: string;
  seoTitle: string;
  keywords: string;
  description: string;
  socialImage: string;
  noindex: boolean;
  /** Absent in snapshots taken before pages could hide the shared sections. */
  hideHeader?: boolean;
  hideFooter?: boolean;
  document: PageDocumentValue;
  publishedAt: string;
}

/**
 * The page as it stands is what visitors get: a publish writes only this marker, and the first
 * change after it (updatePageAtVersion) turns it into a full snapshot of the row as it was.
 */
export interface LivePublishedMarker {
  live: true;
  publishedAt: string;
}

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    lang: text('lang').notNull(),
    pageName: text('page_name').notNull().default(''),
    /** 0 ordinary, 1 function (system) page. */
    pageType: integer('page_type').notNull().default(0),
    functionKind: text('function_kind', { enum: PAGE_FUNCTION_KINDS }),
    /** '' is the home page of its language. */
    pathSegment: text('path_segment').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    description: text('description').notNull().default(''),
    socialImage: text('social_image').notNull().default(''),
    noindex: boolean('noindex').notNull().default(false),
    /** The page shows without the website's shared header (a landing page, say). */
    hideHeader: boolean('hide_header').notNull().default(false),
    /** The page shows without the website's shared footer. */
    hideFooter: boolean('hide_footer').notNull().default(false),
    document: jsonb('document').$type<PageDocumentValue>().notNull().default({ version: 1, blocks: [] }),
    /** Bumped by every save; saves carry the version they started from. */
    version: integer('version').notNull().default(1),
    isPublish: boolean('is_publish').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(false),
    needsTranslation: boolean('needs_translation').notNull().default(false),
    /** The default-language page this one translates. */
    sourcePageId: integer('source_page_id'),
    /**
     * What visitors get of this page: its settings and document as of its last publish. A publish of
     * other pages re-renders this one from here (for a changed menu or theme) without publishing
     * its draft.
     */
    published: jsonb('published').$type<PublishedPageValue | LivePublishedMarker | null>(),
    /** The operator who created the page, as spec §3 lists it. */
    userName: text('user_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Deleted pages give their address back.
    uniqueIndex('pages_path_uq').on(t.websiteId, t.lang, t.pathSegment).where(sql`${t.deletedAt} is null`),
    uniqueIndex('pages_function_kind_uq')
      .on(t.websiteId, t.lang, t.functionKind)
      .where(sql`${t.deletedAt} is null and ${t.functionKind} is not null`),
    index('pages_company_website_idx').on(t.companyId, t.websiteId, t.lang),
    check('pages_type_ck', sql`${t.pageType} in (0, 1)`),
  ],
);

/**
 * Why a page version was kept: a content save, a settings save, a publish, a restore, a
 * translation, or the content a template created the page with.
 */
export const PAGE_VERSION_KINDS = [
  'save',
  'settings',
  'publish',
  'restore',
  'translate',
  'template',
] as const;
export type PageVersionKind = (typeof PAGE_VERSION_KINDS)[number];

/** What a version holds of its page: the settings a restore brings back and the block document. */
export interface PageVersionSnapshot {
  pageName: string;
  pathSegment: string;
  seoTitle: string;
  keywords: string;
  description: string;
  socialImage: string;
  noindex: boolean;
  document: PageDocumentValue;
}

/**
 * The history of a page: one row per editing session of content saves and one per settings save,
 * publish, restore and translation, pruned in the same transaction as the save that adds one (see
 * PAGE_VERSIONS_KEPT and PAGE_PUBLISHED_VERSIONS_DAYS in the contract). Named versions and the
 * template's original are never pruned.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    /** The page's own version counter when this was kept. */
    pageVersion: integer('page_version').notNull(),
    kind: text('kind', { enum: PAGE_VERSION_KINDS }).notNull(),
    /** Whether this version went out to visitors (a publish). */
    isPublished: boolean('is_published').notNull().default(false),
    /** For a restore: the version it brought back. */
    restoredFrom: integer('restored_from'),
    userName: text('user_name').notNull().default(''),
    /** Who saved it, so a save by someone else starts a version of its own (null: not a person's save). */
    userId: integer('user_id'),
    /** The operator's name for it ("Before the spring menu"); a named version is kept as it is. */
    name: text('name').notNull().default(''),
    snapshot: jsonb('snapshot').$type<PageVersionSnapshot>().notNull(),
    createdAt: createdAt(),
    /** The last save folded into it: later saves of one editing session update the open version. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many saves it holds. */
    saveCount: integer('save_count').notNull().default(1),
  },
  (t) => [
    index('page_versions_page_idx').on(t.pageId, t.id),
    index('page_versions_company_idx').on(t.companyId),
  ],
);
