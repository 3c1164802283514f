import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { companyColumn } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * Notices addressed to one operator (the bell in the top bar, /user/message). A message of a known
 * kind is stored as its kind and parameters and rendered in the reader's language; `title` and
 * `body` hold the text of a message of kind 'text' only.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    userId: integer('user_id').notNull(),
    kind: text('kind').notNull().default('text'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A back-office path where the message can be acted on ('' when nowhere). */
    link: text('link').notNull().default(''),
    /** The website the message is about, selected before the link is followed. */
    websiteId: integer('website_id'),
    /**
     * Names an event that must be announced once per operator (a certificate reaching a threshold),
     * so that a check run again writes nothing new.
     */
    dedupeKey: text('dedupe_key'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_company_user_idx').on(t.companyId, t.userId),
    uniqueIndex('messages_user_dedupe_uq').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
  ],
);
