import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * Durable background work (mail, SMS, later search-engine pushes): a row per job, claimed by any
 * process with `FOR UPDATE SKIP LOCKED` and held under a lease, so a crash loses none.
 * Done: `done_at` set. Dead: `attempts` reached `max_attempts` without success (`last_error` says why).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Which handler runs it (`mail.send`, `sms.send`, …). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    /** Not before this time: the first run, or the next try after a failure (backoff). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Tries started so far, the running one included. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    /** The worker holding the job, until `locked_until`; past it another worker may take it. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('jobs_pending_idx').on(t.runAt).where(sql`${t.doneAt} is null`)],
);
