import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

export const REDIRECT_MATCH_KINDS = ['exact', 'prefix', 'regex'] as const;

/** Page redirects of a website (/page/web_redirect_set), tried in position order. */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    source: text('source').notNull(),
    matchKind: text('match_kind', { enum: REDIRECT_MATCH_KINDS }).notNull().default('exact'),
    target: text('target').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    /** The source matches whatever the letter case of the visitor's address. */
    ignoreCase: boolean('ignore_case').notNull().default(false),
    hits: integer('hits').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redirect_rules_source_uq').on(t.websiteId, t.matchKind, t.source),
    check('redirect_rules_status_ck', sql`${t.statusCode} in (301, 302)`),
  ],
);
