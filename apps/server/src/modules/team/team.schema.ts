import { sql } from 'drizzle-orm';
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
import { companyColumn } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * Named roles of a company (`/role/index`): sets of the contract's role strings that users hold.
 * Each company has one built-in Administrator role, made when its roles are first read.
 */
export const teamRoles = pgTable(
  'team_roles',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    name: text('name').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    builtIn: boolean('built_in').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('team_roles_company_name_uq').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('team_roles_company_built_in_uq').on(t.companyId).where(sql`${t.builtIn}`),
  ],
);

/**
 * Invitations by e-mail: the link carries a random token of which only the sha256 is kept. Good
 * once (accepted_at) until it expires or an administrator withdraws it (revoked_at).
 */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    email: text('email').notNull(),
    /** The role the invitee gets; checked again on acceptance (it may have been deleted since). */
    roleId: integer('role_id').notNull(),
    lang: text('lang').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: integer('invited_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('team_invitations_company_idx').on(t.companyId, t.email)],
);
