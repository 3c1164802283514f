import { boolean, index, integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** Submissions of a website's inquiry forms (the inquiry centre badge). */
export const formRecords = pgTable(
  'form_records',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('form_records_company_read_idx').on(t.companyId, t.isRead)],
);
