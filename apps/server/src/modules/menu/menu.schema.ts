import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';
import { pages } from '../page/page.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** A website's menu per language: a tree (at most three levels) of labels, each maybe holding a page. */
export const menuNodes = pgTable(
  'menu_nodes',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    lang: text('lang').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuNodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    /** Where an item without a page leads (an item, a file, an e-mail, an outside address); '' nowhere. */
    link: text('link').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('menu_nodes_website_lang_idx').on(t.websiteId, t.lang),
    // A page sits in the menu at most once, so its menu_id and path are unambiguous.
    uniqueIndex('menu_nodes_page_uq').on(t.pageId).where(sql`${t.pageId} is not null`),
  ],
);
