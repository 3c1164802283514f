import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { tenantColumns, websites } from '../../db/tenant.schema.ts';
import { pages } from '../page/page.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** Folders of a website's media library; a folder may sit in another. */
export const mediaFolders = pgTable(
  'media_folder',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    parentId: integer('parent_id').references((): AnyPgColumn => mediaFolders.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_folder_website_parent_idx').on(t.websiteId, t.parentId)],
);

export const MEDIA_FILE_KINDS = [
  'image',
  'svg',
  'document',
  'spreadsheet',
  'archive',
  'video',
  'audio',
  'other',
] as const;
export type MediaFileKind = (typeof MEDIA_FILE_KINDS)[number];

export interface MediaVariantValue {
  width: number;
  mime: string;
  /** Storage key of the variant. */
  key: string;
}

/**
 * One stored file of a website's media library. `sha256` is the hash of the bytes the operator sent,
 * so uploading the same file again finds this row instead of storing a copy.
 */
export const mediaFiles = pgTable(
  'media_file',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    folderId: integer('folder_id').references(() => mediaFolders.id),
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    kind: text('kind', { enum: MEDIA_FILE_KINDS }).notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariantValue[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_file_website_sha256_uq').on(t.websiteId, t.sha256),
    index('media_file_website_folder_created_idx').on(t.websiteId, t.folderId, t.createdAt),
    index('media_file_website_name_idx').on(t.websiteId, sql`lower(${t.name})`),
    index('media_file_sha256_idx').on(t.sha256),
    check(
      'media_file_kind_ck',
      sql`${t.kind} in ('image', 'svg', 'document', 'spreadsheet', 'archive', 'video', 'audio', 'other')`,
    ),
  ],
);

/**
 * Where a file is used: a page, or a record of a later module (content_type + content_id), so the
 * library can say what deleting a file would break.
 */
export const mediaUsages = pgTable(
  'media_usage',
  {
    id: serial('id').primaryKey(),
    mediaFileId: integer('media_file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull().default('page'),
    contentId: integer('content_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_usage_file_content_uq').on(t.mediaFileId, t.contentType, t.contentId),
    index('media_usage_website_content_idx').on(t.websiteId, t.contentType, t.contentId),
  ],
);
