import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { companyColumn } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** Notices addressed to one operator (the bell in the top bar). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_company_user_idx').on(t.companyId, t.userId)],
);
