import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { companyColumn, tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * A company's own payment account (spec /pay/pay-set): provider, name, settlement currency and
 * its credentials encrypted with the key vault, bound to the row. `hints` holds what may be shown.
 */
export const payAccounts = pgTable(
  'pay_accounts',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    name: text('name').notNull(),
    provider: text('provider').notNull(),
    currency: text('currency').notNull(),
    credentials: text('credentials').notNull(),
    hints: jsonb('hints').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('pay_accounts_company_idx').on(t.companyId)],
);

/** Whether a website sells online (a Buy button on products with a price). */
export const websitePaySettings = pgTable(
  'website_pay_settings',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('website_pay_settings_website_idx').on(t.websiteId)],
);

/** Which of the company's accounts takes a website's payments in one currency. */
export const websitePayRoutes = pgTable(
  'website_pay_routes',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    currency: text('currency').notNull(),
    payAccountId: integer('pay_account_id')
      .notNull()
      .references(() => payAccounts.id),
  },
  (t) => [uniqueIndex('website_pay_routes_currency_idx').on(t.websiteId, t.currency)],
);

/** What a visitor bought on a published site, priced from the product when the order was made. */
export const websiteOrders = pgTable(
  'website_orders',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** W<yyyymmdd>-<id, 6 digits>. */
    number: text('number').notNull().unique(),
    productId: integer('product_id').notNull(),
    productTitle: text('product_title').notNull(),
    quantity: integer('quantity').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    payAccountId: integer('pay_account_id')
      .notNull()
      .references(() => payAccounts.id),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** The contract's WEBSITE_ORDER_STATUSES. */
    status: text('status').notNull().default('pending'),
    /** The contract's Buyer. */
    buyer: jsonb('buyer').$type<Record<string, string>>().notNull(),
    lang: text('lang').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('website_orders_website_idx').on(t.websiteId, t.createdAt)],
);
