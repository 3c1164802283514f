import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

export const SITE_VERSION_STATUSES = ['building', 'ready', 'failed'] as const;

/**
 * One publish of a website. Files are written under a new version while visitors keep getting the
 * previous one; `websites.published_version_id` switches in one statement when the version is ready.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    status: text('status', { enum: SITE_VERSION_STATUSES }).notNull().default('building'),
    fileCount: integer('file_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('site_versions_website_idx').on(t.websiteId)],
);

/** The published files of a site version, with their compressed variants made at publish time. */
export const siteFiles = pgTable(
  'site_files',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => siteVersions.id, { onDelete: 'cascade' }),
    /** Request path: `/`, `/about`, `/de/about`, `/sitemap.xml`, `/_sw/site.css`. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    etag: text('etag').notNull(),
    body: bytea('body').notNull(),
    gzip: bytea('gzip'),
    brotli: bytea('brotli'),
  },
  (t) => [uniqueIndex('site_files_version_path_uq').on(t.versionId, t.path)],
);
