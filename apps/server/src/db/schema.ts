import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('websites_slug_uq').on(t.slug),
    index('websites_company_created_idx').on(t.companyId, t.createdAt),
  ],
);

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
