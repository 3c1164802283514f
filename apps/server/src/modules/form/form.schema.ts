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

/** A field as stored: the contract's FormField (kept loose here; the contract validates it). */
export type StoredFormField = Record<string, unknown> & { key: string; kind: string };

/**
 * A website's inquiry forms. Stop-and-delete sets `status` stopped and `deletedAt` in one step:
 * the site refuses submissions at once and the row stays, so its records keep their form's name.
 */
export const forms = pgTable(
  'forms',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    name: text('name').notNull(),
    /** 'active' or 'stopped'. */
    status: text('status').notNull().default('active'),
    fields: jsonb('fields').$type<StoredFormField[]>().notNull().default([]),
    submitLabel: jsonb('submit_label').$type<Record<string, string>>().notNull().default({}),
    /** `{ kind: 'message', message }` or `{ kind: 'page', page_id }`. */
    success: jsonb('success')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({ kind: 'message', message: {} }),
    recipients: text('recipients').array().notNull().default([]),
    proofOfWork: boolean('proof_of_work').notNull().default(false),
    /** The website's product inquiry form, shown on every product page. */
    onProductPages: boolean('on_product_pages').notNull().default(false),
    /** Bumped by every save; saves carry the version they started from. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('forms_website_idx').on(t.companyId, t.websiteId)],
);

/**
 * Submissions of a website's inquiry forms. Nothing a visitor sends is dropped: spam is kept with
 * `isSpam` and the reason. `fields` keeps the form's fields as they were when it was sent.
 */
export const formRecords = pgTable(
  'form_records',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    formId: integer('form_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    fields: jsonb('fields').$type<{ key: string; kind: string; label: string }[]>().notNull().default([]),
    isRead: boolean('is_read').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    isSpam: boolean('is_spam').notNull().default(false),
    spamReason: text('spam_reason').notNull().default(''),
    assigneeId: integer('assignee_id'),
    /** Taken from the first e-mail and first text field, for lists, replies and the correspondence. */
    visitorEmail: text('visitor_email').notNull().default(''),
    visitorName: text('visitor_name').notNull().default(''),
    pageUrl: text('page_url').notNull().default(''),
    productId: integer('product_id'),
    lang: text('lang').notNull().default(''),
    country: text('country').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('form_records_company_read_idx').on(t.companyId, t.isRead),
    index('form_records_form_idx').on(t.formId, t.createdAt),
    index('form_records_company_created_idx').on(t.companyId, t.createdAt),
    index('form_records_visitor_idx').on(t.companyId, t.visitorEmail),
  ],
);

/** Replies to visitors, sent by e-mail through the mail jobs; each keeps its delivery state. */
export const formReplies = pgTable(
  'form_replies',
  {
    id: serial('id').primaryKey(),
    ...tenantColumns(),
    recordId: integer('record_id').notNull(),
    authorId: integer('author_id').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** 'queued', 'sent' or 'failed'. */
    status: text('status').notNull().default('queued'),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('form_replies_record_idx').on(t.recordId),
    index('form_replies_visitor_idx').on(t.companyId, t.toEmail),
  ],
);

/** Reply templates of a company. */
export const formReplyTemplates = pgTable('form_reply_templates', {
  id: serial('id').primaryKey(),
  ...companyColumn(),
  name: text('name').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** A company's inquiry settings: the signature under every reply. */
export const formSettings = pgTable(
  'form_settings',
  {
    id: serial('id').primaryKey(),
    ...companyColumn(),
    signature: text('signature').notNull().default(''),
  },
  (t) => [uniqueIndex('form_settings_company_idx').on(t.companyId)],
);
