import {
  AUDIT_EXPORT_MAX,
  type AuditEntry,
  type AuditExport,
  type AuditLogList,
  type AuditLogQuery,
  auditActionName,
  type Lang,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { CompanyScope } from '../../lib/tenancy.ts';
import { writeCsv } from './audit-csv.ts';
import { type AuditFilter, auditFacets, listAuditRows } from './audit.repository.ts';
import type { AuditRow } from './audit.schema.ts';

type Query = z.output<typeof AuditLogQuery>;

const DAY_MS = 24 * 60 * 60_000;

/** The filter a query asks for: a date preset (today since midnight UTC) wins over a range. */
export function filterOf(query: Omit<Query, 'page' | 'page_size'>, now = new Date()): AuditFilter {
  const filter: AuditFilter = {};
  if (query.user_id !== undefined) filter.userId = query.user_id;
  if (query.call) filter.call = query.call;
  if (query.date === 'today') {
    filter.from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  } else if (query.date) {
    filter.from = new Date(now.getTime() - Number(query.date) * DAY_MS);
  } else {
    if (query.from) filter.from = new Date(query.from);
    if (query.to) filter.to = new Date(query.to);
  }
  return filter;
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    user_id: row.userId,
    user_name: row.userName,
    ip: row.ip,
    method: row.method,
    path: row.path,
    call: row.call,
    website_id: row.websiteId,
    target_ids: row.targetIds,
    changes: row.changes,
    outcome: row.outcome,
    create_time: row.createdAt.toISOString(),
  };
}

const CSV_HEADER: Record<Lang, string[]> = {
  en: [
    'Time (UTC)',
    'User',
    'User id',
    'Address',
    'Action',
    'Call',
    'Method',
    'Path',
    'Website id',
    'Target ids',
    'Changed fields',
    'Outcome',
  ],
  zh: [
    '时间（UTC）',
    '用户',
    '用户 ID',
    'IP 地址',
    '操作',
    '接口',
    '方法',
    '路径',
    '网站 ID',
    '对象 ID',
    '修改的字段',
    '结果',
  ],
};

const OUTCOME: Record<Lang, Record<AuditRow['outcome'], string>> = {
  en: { ok: 'Done', failed: 'Failed' },
  zh: { ok: '成功', failed: '失败' },
};

function idsText(ids: AuditRow['targetIds']): string {
  return Object.entries(ids)
    .map(([field, id]) => `${field}=${Array.isArray(id) ? id.join(',') : id}`)
    .join('; ');
}

const shown = (value: string | null) => (value === null ? '…' : value === '' ? '""' : value);

function changesText(changes: AuditRow['changes']): string {
  return changes
    .map((c) => {
      if (c.before !== undefined) return `${c.field}: ${shown(c.before)} → ${shown(c.value)}`;
      return c.value === null ? c.field : `${c.field}=${c.value}`;
    })
    .join('; ');
}

/** The audit log of the caller's company: a page of it, and the filtered entries as a CSV file. */
export function createAuditService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async list(scope: CompanyScope, query: Query): Promise<AuditLogList> {
      const [{ rows, total }, facets] = await Promise.all([
        listAuditRows(db, scope, filterOf(query), {
          limit: query.page_size,
          offset: (query.page - 1) * query.page_size,
        }),
        auditFacets(db, scope),
      ]);
      return { list: rows.map(toAuditEntry), total, users: facets.users, calls: facets.calls };
    },

    async exportCsv(scope: CompanyScope, query: Query, lang: Lang, now = new Date()): Promise<AuditExport> {
      const { rows } = await listAuditRows(db, scope, filterOf(query, now), {
        limit: AUDIT_EXPORT_MAX,
        offset: 0,
      });
      const csv = writeCsv(
        CSV_HEADER[lang],
        rows.map((row) => [
          row.createdAt.toISOString(),
          row.userName,
          row.userId,
          row.ip,
          auditActionName(row.call, lang),
          row.call,
          row.method,
          row.path,
          row.websiteId,
          idsText(row.targetIds),
          changesText(row.changes),
          OUTCOME[lang][row.outcome],
        ]),
      );
      return { file_name: `audit-log-${now.toISOString().slice(0, 10)}.csv`, csv };
    },
  };
}
