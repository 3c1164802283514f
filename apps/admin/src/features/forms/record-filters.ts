import { type RecordListQuery, recordExportPath } from '@sitewright/contract';

/** The date filter of the records table: any time, a preset (spec §9), or a range of days. */
export type RecordDateFilter = 'all' | 'today' | '7d' | '30d' | '90d' | 'range';
export const RECORD_DATE_FILTERS: readonly RecordDateFilter[] = ['all', 'today', '7d', '30d', '90d', 'range'];

/** What the operator chose above the records table. */
export interface RecordFilters {
  /** Undefined: every website (the inquiry centre), or the route fixes one. */
  websiteId?: number;
  formId?: number;
  date: RecordDateFilter;
  /** The range's first and last day (YYYY-MM-DD), when `date` is `range`. */
  range: readonly [string, string] | null;
  read: 'all' | 'read' | 'unread';
  starred: 'all' | 'starred' | 'unstarred';
  spam: 'exclude' | 'only' | 'include';
  /** `all`, `none` (nobody assigned is not a filter of the call, so not offered) or an operator's id. */
  assigneeId: number | 'all';
  keyword: string;
}

export const DEFAULT_RECORD_FILTERS: RecordFilters = {
  date: 'all',
  range: null,
  read: 'all',
  starred: 'all',
  spam: 'exclude',
  assigneeId: 'all',
  keyword: '',
};

/** The filters as the record list's query, without paging; unset filters are left out. */
export function filtersToQuery(filters: RecordFilters): Omit<RecordListQuery, 'page' | 'page_size'> {
  const query: Omit<RecordListQuery, 'page' | 'page_size'> = { spam: filters.spam };
  if (filters.websiteId !== undefined) query.website_id = filters.websiteId;
  if (filters.formId !== undefined) query.form_id = filters.formId;
  if (filters.date === 'range') {
    if (filters.range) {
      query.from = filters.range[0];
      query.to = filters.range[1];
    }
  } else if (filters.date !== 'all') {
    query.created = filters.date;
  }
  if (filters.read !== 'all') query.read = filters.read;
  if (filters.starred !== 'all') query.starred = filters.starred === 'starred' ? 'true' : 'false';
  if (filters.assigneeId !== 'all') query.assignee_id = filters.assigneeId;
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  return query;
}

/** One page of the records the filters choose. */
export function recordListQuery(filters: RecordFilters, page: number, pageSize: number): RecordListQuery {
  return { ...filtersToQuery(filters), page, page_size: pageSize };
}

/** The export's address: every record the filters choose (not only the page shown), as CSV or XLSX. */
export function recordExportUrl(filters: RecordFilters, format: 'csv' | 'xlsx'): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filtersToQuery(filters))) {
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('format', format);
  return `${recordExportPath}?${params.toString()}`;
}

/** Whether any filter narrows the list (the empty state then says so, and offers to clear them). */
export function isFiltered(filters: RecordFilters): boolean {
  return (
    filters.date !== 'all' ||
    filters.read !== 'all' ||
    filters.starred !== 'all' ||
    filters.spam !== 'exclude' ||
    filters.assigneeId !== 'all' ||
    filters.keyword.trim() !== ''
  );
}
