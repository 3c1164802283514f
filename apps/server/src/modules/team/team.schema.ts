import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
