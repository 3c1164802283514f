import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { tenantColumns } from '../../db/tenant.schema.ts';

// Loaded by drizzle-kit on its own: imports nothing but drizzle-orm and other schema files.

/**
 * A plugin's settings on one website (one row per website and plugin, made on the first save).
 * `settings` holds what may be shown; `secret` holds the plugin's secret (a push token, a service
 * account key) encrypted with the key vault, bound to the row's website and plugin.
 */
export const websitePlugins = pgTable(
  'website_plugins',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    /** One of the contract's PLUGIN_KEYS. */
    plugin: text('plugin').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    secret: text('secret'),
    /** What the plugin keeps between pushes: quota left, the day and count of its own quota. */
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('website_plugins_website_plugin_idx').on(t.websiteId, t.plugin)],
);

/**
 * Every push to a search engine: one batch of URLs, its status and the engine's answer. The job
 * that sends it updates the row; rows older than PLUGIN_PUSH_LOG_DAYS are deleted.
 */
export const pluginPushes = pgTable(
  'plugin_pushes',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    plugin: text('plugin').notNull(),
    /** 'publish', 'unpublish' or 'items'. */
    trigger: text('trigger').notNull(),
    /** 'updated' or 'deleted'. */
    action: text('action').notNull(),
    urls: text('urls').array().notNull(),
    /** 'queued', 'sent', 'failed', 'retrying' or 'skipped'. */
    status: text('status').notNull().default('queued'),
    outcome: text('outcome'),
    httpStatus: integer('http_status'),
    answer: text('answer').notNull().default(''),
    quotaLeft: integer('quota_left'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('plugin_pushes_website_idx').on(t.websiteId, t.createdAt),
    index('plugin_pushes_created_idx').on(t.createdAt),
  ],
);
