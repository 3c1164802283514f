import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

export const GEO_TARGET_KINDS = ['url', 'lang'] as const;
export const GEO_MODES = ['redirect', 'suggest'] as const;

/** Visitor country → a URL or one of the site's language versions; 'suggest' shows a banner instead. */
export const geoRedirectRules = pgTable(
  'geo_redirect_rules',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** ISO 3166-1 alpha-2 codes, upper case. */
    countries: jsonb('countries').$type<string[]>().notNull(),
    targetKind: text('target_kind', { enum: GEO_TARGET_KINDS }).notNull(),
    target: text('target').notNull(),
    mode: text('mode', { enum: GEO_MODES }).notNull().default('redirect'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('geo_redirect_rules_website_idx').on(t.websiteId)],
);
