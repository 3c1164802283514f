import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt } from '../../db/columns.ts';
import { companyColumn } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * What a company orders in the app centre: one catalogue item (a template or a plugin) at the
 * price of the day, paid through the platform's payment provider. One pending order per company
 * and item at most, so a double click or a retried request finds the same order.
 */
export const companyOrders = pgTable(
  'company_orders',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    /** C<yyyymmdd>-<id, 6 digits>: what the receipt and the provider show. */
    number: text('number').notNull().unique(),
    /** 'template' or 'plugin'. */
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    /** The item's name when ordered, in the orderer's language. */
    itemName: text('item_name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** The contract's COMPANY_ORDER_STATUSES. */
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull(),
    /** The provider's id of the current payment attempt (session, trade or order id). */
    providerRef: text('provider_ref'),
    payUrl: text('pay_url'),
    userId: integer('user_id').notNull(),
    userName: text('user_name').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('company_orders_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('company_orders_pending_item_idx')
      .on(t.companyId, t.kind, t.itemKey)
      .where(sql`status = 'pending'`),
  ],
);

/** A company's right to use a paid item: granted exactly once, by the paid order. */
export const companyLicences = pgTable(
  'company_licences',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    kind: text('kind').notNull(),
    itemKey: text('item_key').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => companyOrders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('company_licences_item_idx').on(t.companyId, t.kind, t.itemKey)],
);
