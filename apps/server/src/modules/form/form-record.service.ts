import {
  type FormAssignee,
  type Lang,
  RecordValue,
  type RecordDetail,
  type RecordList,
  type RecordListQuery,
  type RecordSummary,
  type RecordUpdateBody,
  ROLES,
  rolesAllow,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { XLSX_MIME } from '../../lib/files/xlsx-writer.ts';
import { type CompanyScope, notOwned, requireWebsite } from '../../lib/tenancy.ts';
import { findFormEver, type Runner } from './form.repository.ts';
import {
  activeOperatorsOf,
  allRecords,
  findRecord,
  isCompanyUser,
  listRecords,
  ownedRecordIds,
  productTitle,
  type RecordFilter,
  type RecordListRow,
  updateRecords,
} from './form-record.repository.ts';
import { exportRows, toCsv, toXlsx } from './form-export.ts';

type ListQuery = z.output<typeof RecordListQuery>;
type FilterQuery = Omit<ListQuery, 'page' | 'page_size'>;

/** Most records one export holds (newest first); a wider export is narrowed with the filters. */
export const EXPORT_ROWS_MAX = 50_000;
const EXCERPT_MAX = 140;
const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on. */
const startOfDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

/**
 * The query's filters, with its dates as instants. Days are UTC days: "today" began at midnight
 * UTC, "7d" is today and the six days before it, and a from/to range takes both days whole.
 */
export function recordFilter(query: FilterQuery, now = new Date()): RecordFilter {
  const filter: RecordFilter = {
    spam: query.spam,
    ...(query.website_id === undefined ? {} : { websiteId: query.website_id }),
    ...(query.form_id === undefined ? {} : { formId: query.form_id }),
    ...(query.read === undefined ? {} : { read: query.read }),
    ...(query.starred === undefined ? {} : { starred: query.starred }),
    ...(query.assignee_id === undefined ? {} : { assigneeId: query.assignee_id }),
    ...(query.keyword ? { keyword: query.keyword } : {}),
  };
  if (query.from || query.to) {
    if (query.from) filter.since = new Date(`${query.from}T00:00:00Z`);
    if (query.to) filter.until = new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS);
  } else if (query.created) {
    const days = { today: 1, '7d': 7, '30d': 30, '90d': 90 }[query.created];
    filter.since = new Date(startOfDay(now).getTime() - (days - 1) * DAY_MS);
  }
  return filter;
}

/** A short line of what the visitor wrote, as plain text (the admin shows it escaped, like every value). */
function excerptOf(row: RecordListRow): string {
  const { record } = row;
  const kinds = new Map(record.fields.map((f) => [f.key, f.kind]));
  const parts: string[] = [];
  for (const [key, value] of Object.entries(record.data)) {
    const kind = kinds.get(key);
    if (kind === 'email' || kind === 'file' || kind === 'hidden' || kind === 'consent') continue;
    if (typeof value === 'string' && value.trim()) parts.push(value);
    else if (Array.isArray(value) && value.length > 0) parts.push(value.join(', '));
  }
  const line = parts
    .join(' · ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters do not belong in one line
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > EXCERPT_MAX ? `${line.slice(0, EXCERPT_MAX - 1)}…` : line;
}

export function recordSummary(row: RecordListRow): RecordSummary {
  const { record } = row;
  return {
    id: record.id,
    website_id: record.websiteId,
    website_name: row.websiteName,
    form_id: record.formId,
    form_name: row.formName,
    visitor_email: record.visitorEmail,
    visitor_name: record.visitorName,
    excerpt: excerptOf(row),
    country: record.country,
    lang: record.lang,
    page_url: record.pageUrl,
    is_read: record.isRead,
    is_starred: record.isStarred,
    is_spam: record.isSpam,
    assignee:
      record.assigneeId !== null && row.assigneeName !== null
        ? { id: record.assigneeId, name: row.assigneeName }
        : null,
    reply_count: Number(row.replyCount),
    created_at: record.createdAt.toISOString(),
  };
}

/** The values as the contract describes them; anything else a row might hold is shown as text. */
function dataOf(data: Record<string, unknown>): Record<string, RecordValue> {
  const out: Record<string, RecordValue> = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    const parsed = RecordValue.safeParse(value);
    out[key] = parsed.success ? parsed.data : JSON.stringify(value);
  }
  return out;
}

/** The inquiries: lists with filters, one record, bulk actions and the export. */
export function createRecordService(deps: { db: Db }) {
  const { db } = deps;

  /** The caller's record, read in the caller's transaction when given one. */
  async function requireRecord(scope: CompanyScope, id: number, runner: Runner = db): Promise<RecordListRow> {
    const row = await findRecord(runner, scope, id);
    if (!row) throw new AppError('RECORD_NOT_FOUND');
    return row;
  }

  /**
   * The website, form and assignee a filter names must be the caller's: another company's (or an
   * ungranted website's) answer as they would anywhere else, rather than as an empty list.
   */
  async function checkFilter(scope: CompanyScope, query: FilterQuery): Promise<void> {
    if (query.website_id !== undefined) await requireWebsite(db, scope, query.website_id);
    if (query.form_id !== undefined) {
      const where = query.website_id === undefined ? scope : { ...scope, websiteId: query.website_id };
      if (!(await findFormEver(db, where, query.form_id))) throw new AppError('FORM_NOT_FOUND');
    }
    if (
      query.assignee_id !== undefined &&
      !(await isCompanyUser(db, scope, query.assignee_id, { activeOnly: false }))
    ) {
      notOwned();
    }
  }

  return {
    requireRecord,

    /** Whom records can be assigned to: active operators who may work on inquiries. */
    async assignees(scope: CompanyScope): Promise<FormAssignee[]> {
      const operators = await activeOperatorsOf(db, scope);
      return operators
        .filter(
          (op) =>
            op.isAdmin > 0 || rolesAllow([...(op.appRole?.roles ?? []), ...op.hasRoles], [ROLES.formList]),
        )
        .map((op) => ({ id: op.id, name: op.name }))
        .sort((a, b) => a.name.localeCompare(b.name));
    },

    async list(scope: CompanyScope, query: ListQuery): Promise<RecordList> {
      await checkFilter(scope, query);
      const { rows, total } = await listRecords(db, scope, recordFilter(query), {
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      });
      return { list: rows.map(recordSummary), total, page: query.page, page_size: query.page_size };
    },

    /** One record with every field; opening it marks it read. */
    async info(scope: CompanyScope, id: number): Promise<RecordDetail> {
      const row = await requireRecord(scope, id);
      if (!row.record.isRead) {
        await updateRecords(db, scope, [id], { isRead: true });
        row.record.isRead = true;
      }
      const { record } = row;
      return {
        ...recordSummary(row),
        fields: record.fields.map((f) => ({
          key: f.key,
          kind: f.kind as RecordDetail['fields'][number]['kind'],
          label: f.label,
        })),
        data: dataOf(record.data),
        product: record.productId === null ? null : await productTitle(db, scope, record.productId),
        user_agent: record.userAgent,
        spam_reason: record.spamReason,
      };
    },

    /** Applies a bulk action to the caller's records; any other id answers RECORD_NOT_FOUND. */
    async update(scope: CompanyScope, body: z.output<typeof RecordUpdateBody>): Promise<{ count: number }> {
      return db.transaction(async (tx) => {
        const ids = [...new Set(body.ids)];
        const owned = await ownedRecordIds(tx, scope, ids);
        if (owned.length !== ids.length) throw new AppError('RECORD_NOT_FOUND');
        if (
          body.assignee_id !== undefined &&
          body.assignee_id !== null &&
          !(await isCompanyUser(tx, scope, body.assignee_id))
        ) {
          throw new AppError('ASSIGNEE_NOT_FOUND');
        }
        const count = await updateRecords(tx, scope, owned, {
          ...(body.is_read === undefined ? {} : { isRead: body.is_read }),
          ...(body.is_starred === undefined ? {} : { isStarred: body.is_starred }),
          ...(body.is_spam === undefined ? {} : { isSpam: body.is_spam }),
          ...(body.assignee_id === undefined ? {} : { assigneeId: body.assignee_id }),
        });
        return { count };
      });
    },

    /** The filtered records as a file (CSV or XLSX), newest first. */
    async export(
      scope: CompanyScope,
      query: FilterQuery & { format: 'csv' | 'xlsx' },
      lang: Lang,
    ): Promise<{ body: Buffer | string; fileName: string; type: string }> {
      await checkFilter(scope, query);
      const rows = exportRows(await allRecords(db, scope, recordFilter(query), EXPORT_ROWS_MAX), lang);
      const stamp = new Date().toISOString().slice(0, 10);
      return query.format === 'csv'
        ? { body: toCsv(rows), fileName: `inquiries-${stamp}.csv`, type: 'text/csv; charset=utf-8' }
        : { body: toXlsx(rows, lang), fileName: `inquiries-${stamp}.xlsx`, type: XLSX_MIME };
    },
  };
}

export type RecordService = ReturnType<typeof createRecordService>;
