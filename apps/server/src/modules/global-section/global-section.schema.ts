import { check, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { tenantColumns } from '../../db/tenant.schema.ts';
import type { PageDocumentValue } from '../page/page.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

export const GLOBAL_SECTION_KINDS = ['header', 'footer'] as const;

/**
 * A website's shared header or footer in one language: a block document like a page's, shown
 * around every page. Saves carry the version they started from; a publish of the whole website
 * copies the document into `published`, which is what visitors get.
 */
export const globalSections = pgTable(
  'global_sections',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    lang: text('lang').notNull(),
    kind: text('kind', { enum: GLOBAL_SECTION_KINDS }).notNull(),
    document: jsonb('document').$type<PageDocumentValue>().notNull().default({ version: 1, blocks: [] }),
    /** Bumped by every save; saves carry the version they started from. */
    version: integer('version').notNull().default(1),
    /** The document visitors get, as of the last publish that took it; null while never published. */
    published: jsonb('published').$type<PageDocumentValue | null>(),
    /** The version `published` was taken from, so a later save shows as a draft. */
    publishedVersion: integer('published_version'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('global_sections_website_lang_kind_uq').on(t.websiteId, t.lang, t.kind),
    check('global_sections_kind_ck', sql`${t.kind} in ('header', 'footer')`),
  ],
);
