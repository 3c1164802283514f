import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * Every provider notification that was verified and acted on, by the provider's own event id:
 * a repeated delivery finds its row and changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's event, notify or transaction id. */
    eventId: text('event_id').notNull(),
    /** 'company' (app centre) or 'website' (a visitor's purchase). */
    orderKind: text('order_kind').notNull(),
    orderNumber: text('order_number').notNull(),
    /** What the event said: state, amount, currency (never credentials). */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_idx').on(t.provider, t.eventId)],
);

/** The sandbox provider's payments: what its local pay page shows and what Pay or Fail settles. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: serial('id').primaryKey(),
  /** Random and unguessable: the pay page's address. */
  ref: text('ref').notNull().unique(),
  orderKind: text('order_kind').notNull(),
  orderNumber: text('order_number').notNull(),
  description: text('description').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** Where the payer goes after Pay or Fail. */
  returnUrl: text('return_url').notNull(),
  /** 'pending', 'paid' or 'failed'. */
  state: text('state').notNull().default('pending'),
  /** The account it pays into (website orders), or null for the platform (company orders). */
  payAccountId: integer('pay_account_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
});
