import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { companyColumn } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * The audit log: one row per call that changed something (and per failed sign-in), written after
 * the answer has gone out. The user's name is copied, so an entry still says who it was once the
 * user is renamed or deleted (hence no foreign key to users).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ...companyColumn(),
    userId: integer('user_id'),
    userName: text('user_name').notNull(),
    ip: text('ip').notNull(),
    method: text('method').notNull(),
    /** The route's path, never the query string (which may carry a token). */
    path: text('path').notNull(),
    /** The contract's name of the call, or `METHOD /path`. */
    call: text('call').notNull(),
    websiteId: integer('website_id'),
    targetIds: jsonb('target_ids').$type<Record<string, number | number[]>>().notNull().default({}),
    changes: jsonb('changes')
      .$type<{ field: string; value: string | null; before?: string | null }[]>()
      .notNull()
      .default([]),
    outcome: text('outcome', { enum: ['ok', 'failed'] })
      .notNull()
      .default('ok'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_company_time_idx').on(t.companyId, t.createdAt.desc()),
    index('audit_log_company_user_idx').on(t.companyId, t.userId),
    index('audit_log_created_idx').on(t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;
