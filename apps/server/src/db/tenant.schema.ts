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
import { createdAt } from './columns.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/** The tenant. Every tenant-owned row below carries company_id. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  /** What operators type as "company" on the login form; stored lower-case. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /**
   * What sub-accounts' user names end in (after `@`); null for the default,
   * `<code>.<SITE_DOMAIN_SUFFIX>`, computed so that a changed suffix setting reaches every company.
   */
  subAccountSuffix: text('sub_account_suffix'),
  /** What receipts show besides the name: logo, contact, phone, e-mail, address, tax id. */
  profile: jsonb('profile').$type<CompanyProfileValue>().notNull().default({}),
  createdAt: createdAt(),
});

/** companies.profile (the contract's CompanyInfo without id, code, name and suffix). */
export interface CompanyProfileValue {
  logo?: string;
  contact_name?: string;
  phone?: string;
  email?: string;
  address?: string;
  tax_id?: string;
}

/** company_id of a row a company owns. */
export const companyColumn = () => ({
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
});

export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    name: text('name').notNull(),
    /**
     * Host label under SITE_DOMAIN_SUFFIX. Unique across every company and kept by soft-deleted
     * sites, so restoring a site never finds its address given away.
     */
    slug: text('slug').notNull(),
    domain: text('domain').notNull().default(''),
    flagCode: text('flag_code').notNull(),
    defaultLanguage: text('default_language').notNull(),
    /** Palette (or custom colours), fonts and animation preset (the contract's SiteTheme). */
    theme: jsonb('theme')
      .$type<WebsiteThemeValue>()
      .notNull()
      .default({ palette: 'ocean', fontPair: 'system', animation: 'none' }),
    /** SEO defaults for pages that leave theirs empty, and the favicon address. */
    seo: jsonb('seo')
      .$type<WebsiteSeoValue>()
      .notNull()
      .default({ title: '', keywords: '', description: '' }),
    favicon: text('favicon').notNull().default(''),
    /** Logos, share image and business details (the contract's WebsiteBrand). */
    brand: jsonb('brand').$type<WebsiteBrandValue>().notNull().default({
      logo: '',
      logo_dark: '',
      social_image: '',
      company_name: '',
      tagline: '',
      address: '',
      phone: '',
      email: '',
    }),
    /** A disabled or expired website cannot be published (30209) and its site is not served. */
    enabled: boolean('enabled').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Serve over HTTPS only: publishing then needs a valid certificate for every bound domain (30206). */
    httpsRequired: boolean('https_required').notNull().default(false),
    /** The site version visitors get; null while the website is not published. */
    publishedVersionId: integer('published_version_id'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('websites_slug_uq').on(t.slug),
    index('websites_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

export interface WebsiteThemeValue {
  palette: string;
  /** With palette `custom`: primary, accent, background and text as #rrggbb. */
  customColors?: { primary: string; accent: string; background: string; text: string };
  fontPair: string;
  /** Families overriding the font pair's, when chosen. */
  headingFont?: string;
  bodyFont?: string;
  animation: string;
}

export interface WebsiteBrandValue {
  logo: string;
  logo_dark: string;
  social_image: string;
  company_name: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
}

export interface WebsiteSeoValue {
  title: string;
  keywords: string;
  description: string;
}

/** company_id and website_id of a row that belongs to one website of a company. */
export const tenantColumns = () => ({
  ...companyColumn(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id),
});
