import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** Visitor addresses a website refuses (403): one address or a CIDR range, IPv4 or IPv6. */
export const blockedIps = pgTable(
  'blocked_ips',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** Normalised CIDR (`203.0.113.0/24`, `2001:db8::/32`; a single address gets /32 or /128). */
    cidr: text('cidr').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blocked_ips_website_cidr_uq').on(t.websiteId, t.cidr)],
);
