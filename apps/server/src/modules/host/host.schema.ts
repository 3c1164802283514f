import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** Domains bound to a website besides its fixed domain. A domain belongs to one website at most. */
export const websiteDomains = pgTable(
  'website_domains',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** Lower-case ASCII (punycode) host name. */
    domain: text('domain').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('website_domains_domain_uq').on(t.domain),
    index('website_domains_website_idx').on(t.websiteId),
  ],
);

/**
 * TLS certificates per bound domain. The private key is encrypted at rest (AES-256-GCM under a key
 * kept in DATA_DIR or SECRET_KEY) and no call ever answers it.
 */
export const sslCertificates = pgTable(
  'ssl_certificates',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    domain: text('domain').notNull(),
    certificatePem: text('certificate_pem').notNull(),
    keyEncrypted: text('key_encrypted').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ssl_certificates_domain_uq').on(t.websiteId, t.domain)],
);
