import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { companies } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * One-time codes sent by SMS or mail (sign-in, password reset, binding a phone). Only a hash of
 * the code is kept; a code is good once, for a few minutes, and a few wrong tries burn it.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    /** What the code is for (`sign-in`, `reset-password`, …); a code serves only its own scene. */
    scene: text('scene').notNull(),
    /** `sms` or `email`. */
    channel: text('channel').notNull(),
    /** The E.164 phone number or the lower-cased e-mail address it was sent to. */
    target: text('target').notNull(),
    /** The company the code belongs to, when the caller knows it. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** HMAC of the code; the code itself is never stored. */
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Wrong codes tried against it so far. */
    tries: integer('tries').notNull().default(0),
    /** Set when it was accepted, or burnt by too many wrong tries. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_target_idx').on(t.scene, t.target, t.sentAt)],
);
