import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// drizzle-kit loads this file on its own, so it imports nothing but drizzle-orm.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The tenant. Every tenant-owned row below carries company_id. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  /** What operators type as "company" on the login form; stored lower-case. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export interface AppRoleValue {
  id: number;
  name: string;
  roles: string[];
}

export interface UserSettingValue {
  articlePlatform: string[];
}

export const USER_STATUSES = ['active', 'disabled'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    isAdmin: integer('is_admin').notNull().default(0),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    appRole: jsonb('app_role').$type<AppRoleValue | null>(),
    hasRoles: jsonb('has_roles').$type<string[]>().notNull().default([]),
    websiteInit: boolean('website_init').notNull().default(false),
    setting: jsonb('setting').$type<UserSettingValue>().notNull().default({ articlePlatform: [] }),
    createdAt: createdAt(),
  },
  (t) => [
    // Login looks names up case-insensitively, so two accounts may not differ only by case.
    uniqueIndex('users_company_user_name_uq').on(t.companyId, sql`lower(${t.userName})`),
    check('users_status_ck', sql`${t.status} in ('active', 'disabled')`),
  ],
);

/**
 * Sign-in sessions. Only the sha256 of a token is stored, so a database leak yields no usable token.
 * user_id has no foreign key on purpose: a session may outlive its user row, and that case must
 * answer AUTH_FAILED rather than look like an ordinary expired session.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const websites = pgTable(
  'websites',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    /**
     * Host label under SITE_DOMAIN_SUFFIX. Unique across every company and kept by soft-deleted
     * sites, so restoring a site never finds its address given away.
     */
    slug: text('slug').notNull(),
    domain: text('domain').notNull().default(''),
    flagCode: text('flag_code').notNull(),
    defaultLanguage: text('default_language').notNull(),
    /** Palette, font pair and animation preset ids (the blocks package's SiteTheme). */
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
  fontPair: string;
  animation: string;
}

export interface WebsiteSeoValue {
  title: string;
  keywords: string;
  description: string;
}

/** Notices addressed to one operator (the bell in the top bar). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('messages_company_user_idx').on(t.companyId, t.userId)],
);

/** Submissions of a website's inquiry forms (the inquiry centre badge). */
export const formRecords = pgTable(
  'form_records',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    formId: integer('form_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('form_records_company_read_idx').on(t.companyId, t.isRead)],
);

/**
 * The languages a website is written in: exactly one default (published at `/<path>`), any number
 * of others (published at `/<lang>/<path>`). Each language has its own menu, versioned here.
 */
export const websiteLanguages = pgTable(
  'website_languages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    lang: text('lang').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** Bumped by every menu change of this language, so a save over a newer menu is refused. */
    menuVersion: integer('menu_version').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('website_languages_website_lang_uq').on(t.websiteId, t.lang),
    uniqueIndex('website_languages_default_uq').on(t.websiteId).where(sql`${t.isDefault}`),
  ],
);

export const PAGE_FUNCTION_KINDS = ['404', 'search', 'article_detail', 'product_detail'] as const;
export type PageFunctionKind = (typeof PAGE_FUNCTION_KINDS)[number];

export interface PageDocumentValue {
  version: 1;
  blocks: unknown[];
}

export interface PublishedPageValue {
  pageName: string;
  pathSegment: string;
  seoTitle: string;
  keywords: string;
  description: string;
  socialImage: string;
  noindex: boolean;
  document: PageDocumentValue;
  publishedAt: string;
}

/**
 * The page as it stands is what visitors get: a publish writes only this marker, and the first
 * change after it (updatePageAtVersion) turns it into a full snapshot of the row as it was.
 */
export interface LivePublishedMarker {
  live: true;
  publishedAt: string;
}

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    lang: text('lang').notNull(),
    pageName: text('page_name').notNull().default(''),
    /** 0 ordinary, 1 function (system) page. */
    pageType: integer('page_type').notNull().default(0),
    functionKind: text('function_kind', { enum: PAGE_FUNCTION_KINDS }),
    /** '' is the home page of its language. */
    pathSegment: text('path_segment').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    description: text('description').notNull().default(''),
    socialImage: text('social_image').notNull().default(''),
    noindex: boolean('noindex').notNull().default(false),
    document: jsonb('document').$type<PageDocumentValue>().notNull().default({ version: 1, blocks: [] }),
    /** Bumped by every save; saves carry the version they started from. */
    version: integer('version').notNull().default(1),
    isPublish: boolean('is_publish').notNull().default(false),
    isDraft: boolean('is_draft').notNull().default(false),
    needsTranslation: boolean('needs_translation').notNull().default(false),
    /** The default-language page this one translates. */
    sourcePageId: integer('source_page_id'),
    /**
     * What visitors get of this page: its settings and document as of its last publish. A publish of
     * other pages re-renders this one from here (for a changed menu or theme) without publishing
     * its draft.
     */
    published: jsonb('published').$type<PublishedPageValue | LivePublishedMarker | null>(),
    /** The operator who created the page, as spec §3 lists it. */
    userName: text('user_name').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Deleted pages give their address back.
    uniqueIndex('pages_path_uq').on(t.websiteId, t.lang, t.pathSegment).where(sql`${t.deletedAt} is null`),
    uniqueIndex('pages_function_kind_uq')
      .on(t.websiteId, t.lang, t.functionKind)
      .where(sql`${t.deletedAt} is null and ${t.functionKind} is not null`),
    index('pages_company_website_idx').on(t.companyId, t.websiteId, t.lang),
    check('pages_type_ck', sql`${t.pageType} in (0, 1)`),
  ],
);

/** A website's menu per language: a tree (at most three levels) of labels, each maybe holding a page. */
export const menuNodes = pgTable(
  'menu_nodes',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    lang: text('lang').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => menuNodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    label: text('label').notNull(),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('menu_nodes_website_lang_idx').on(t.websiteId, t.lang),
    // A page sits in the menu at most once, so its menu_id and path are unambiguous.
    uniqueIndex('menu_nodes_page_uq').on(t.pageId).where(sql`${t.pageId} is not null`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Domains bound to a website besides its fixed domain. A domain belongs to one website at most. */
export const websiteDomains = pgTable(
  'website_domains',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
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
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
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

/** Visitor addresses a website refuses (403): one address or a CIDR range, IPv4 or IPv6. */
export const blockedIps = pgTable(
  'blocked_ips',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** Normalised CIDR (`203.0.113.0/24`, `2001:db8::/32`; a single address gets /32 or /128). */
    cidr: text('cidr').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blocked_ips_website_cidr_uq').on(t.websiteId, t.cidr)],
);

export const GEO_TARGET_KINDS = ['url', 'lang'] as const;
export const GEO_MODES = ['redirect', 'suggest'] as const;

/** Visitor country → a URL or one of the site's language versions; 'suggest' shows a banner instead. */
export const geoRedirectRules = pgTable(
  'geo_redirect_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    /** ISO 3166-1 alpha-2 codes, upper case. */
    countries: jsonb('countries').$type<string[]>().notNull(),
    targetKind: text('target_kind', { enum: GEO_TARGET_KINDS }).notNull(),
    target: text('target').notNull(),
    mode: text('mode', { enum: GEO_MODES }).notNull().default('redirect'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('geo_redirect_rules_website_idx').on(t.websiteId)],
);

export const REDIRECT_MATCH_KINDS = ['exact', 'prefix', 'regex'] as const;

/** Page redirects of a website (/page/web_redirect_set), tried in position order. */
export const redirectRules = pgTable(
  'redirect_rules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    source: text('source').notNull(),
    matchKind: text('match_kind', { enum: REDIRECT_MATCH_KINDS }).notNull().default('exact'),
    target: text('target').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    hits: integer('hits').notNull().default(0),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('redirect_rules_source_uq').on(t.websiteId, t.matchKind, t.source),
    check('redirect_rules_status_ck', sql`${t.statusCode} in (301, 302)`),
  ],
);

export const SITE_VERSION_STATUSES = ['building', 'ready', 'failed'] as const;

/**
 * One publish of a website. Files are written under a new version while visitors keep getting the
 * previous one; `websites.published_version_id` switches in one statement when the version is ready.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    status: text('status', { enum: SITE_VERSION_STATUSES }).notNull().default('building'),
    fileCount: integer('file_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('site_versions_website_idx').on(t.websiteId)],
);

/** The published files of a site version, with their compressed variants made at publish time. */
export const siteFiles = pgTable(
  'site_files',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => siteVersions.id, { onDelete: 'cascade' }),
    /** Request path: `/`, `/about`, `/de/about`, `/sitemap.xml`, `/_sw/site.css`. */
    path: text('path').notNull(),
    contentType: text('content_type').notNull(),
    etag: text('etag').notNull(),
    body: bytea('body').notNull(),
    gzip: bytea('gzip'),
    brotli: bytea('brotli'),
  },
  (t) => [uniqueIndex('site_files_version_path_uq').on(t.versionId, t.path)],
);

/** Folders of a website's media library; a folder may sit in another. */
export const mediaFolders = pgTable(
  'media_folder',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    parentId: integer('parent_id').references((): AnyPgColumn => mediaFolders.id),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_folder_website_parent_idx').on(t.websiteId, t.parentId)],
);

export const MEDIA_FILE_KINDS = [
  'image',
  'svg',
  'document',
  'spreadsheet',
  'archive',
  'video',
  'audio',
  'other',
] as const;
export type MediaFileKind = (typeof MEDIA_FILE_KINDS)[number];

export interface MediaVariantValue {
  width: number;
  mime: string;
  /** Storage key of the variant. */
  key: string;
}

/**
 * One stored file of a website's media library. `sha256` is the hash of the bytes the operator sent,
 * so uploading the same file again finds this row instead of storing a copy.
 */
export const mediaFiles = pgTable(
  'media_file',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    folderId: integer('folder_id').references(() => mediaFolders.id),
    name: text('name').notNull(),
    alt: text('alt').notNull().default(''),
    kind: text('kind', { enum: MEDIA_FILE_KINDS }).notNull(),
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    variants: jsonb('variants').$type<MediaVariantValue[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_file_website_sha256_uq').on(t.websiteId, t.sha256),
    index('media_file_website_folder_created_idx').on(t.websiteId, t.folderId, t.createdAt),
    index('media_file_website_name_idx').on(t.websiteId, sql`lower(${t.name})`),
    index('media_file_sha256_idx').on(t.sha256),
    check(
      'media_file_kind_ck',
      sql`${t.kind} in ('image', 'svg', 'document', 'spreadsheet', 'archive', 'video', 'audio', 'other')`,
    ),
  ],
);

/**
 * Where a file is used: a page, or a record of a later module (content_type + content_id), so the
 * library can say what deleting a file would break.
 */
export const mediaUsages = pgTable(
  'media_usage',
  {
    id: serial('id').primaryKey(),
    mediaFileId: integer('media_file_id')
      .notNull()
      .references(() => mediaFiles.id, { onDelete: 'cascade' }),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id),
    pageId: integer('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull().default('page'),
    contentId: integer('content_id').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('media_usage_file_content_uq').on(t.mediaFileId, t.contentType, t.contentId),
    index('media_usage_website_content_idx').on(t.websiteId, t.contentType, t.contentId),
  ],
);
