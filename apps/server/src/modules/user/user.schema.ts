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
import { createdAt } from '../../db/columns.ts';
import { companyColumn } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

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
    ...companyColumn(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickName: text('nick_name').notNull().default(''),
    avatarUrl: text('avatar_url').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /**
     * The named role the user holds (the team module's roles table); null for accounts made before
     * roles were named, and for those made by `npm run user:add`. Its name and role strings are
     * copied into app_role and has_roles, which sessions read on every request.
     */
    roleId: integer('role_id'),
    isAdmin: integer('is_admin').notNull().default(0),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    appRole: jsonb('app_role').$type<AppRoleValue | null>(),
    hasRoles: jsonb('has_roles').$type<string[]>().notNull().default([]),
    websiteInit: boolean('website_init').notNull().default(false),
    setting: jsonb('setting').$type<UserSettingValue>().notNull().default({ articlePlatform: [] }),
    /**
     * A sub-account's websites: the only ones it may see or work on (lib/tenancy.ts enforces it on
     * every website-scoped call). Null for an ordinary account, which reaches all of its company's.
     */
    websiteGrants: jsonb('website_grants').$type<number[] | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    // Login looks names up case-insensitively, so two accounts may not differ only by case.
    uniqueIndex('users_company_user_name_uq').on(t.companyId, sql`lower(${t.userName})`),
    check('users_status_ck', sql`${t.status} in ('active', 'disabled')`),
    // Phone sign-in and password recovery find a phone's accounts across companies.
    index('users_phone_idx').on(t.phone),
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
    ...companyColumn(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * One-time sign-in links (`/auth-redirect?code=…`): an accepted invitation, later the app centre.
 * Only the sha256 of a code is stored; a code is good once, for a few minutes.
 */
export const signInLinks = pgTable(
  'sign_in_links',
  {
    id: serial('id').primaryKey(),
    codeHash: text('code_hash').notNull().unique(),
    userId: integer('user_id').notNull(),
    ...companyColumn(),
    /** Why it was issued (`invitation`, …), for the logs and for whoever reads the table. */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_links_user_idx').on(t.userId)],
);
