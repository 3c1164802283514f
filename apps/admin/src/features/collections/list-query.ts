import type { ItemListQuery, ItemStatus } from '@sitewright/contract';
import type { DateFilter } from '../../shared/lib/date-presets.ts';

export type Sort = NonNullable<ItemListQuery['sort']>;

/** What the list's controls hold. */
export interface ListFilters {
  keyword: string;
  /** Language of the items; undefined: the website's default. */
  lang?: string;
  typeId: number | null;
  tagId: number | null;
  status: ItemStatus | null;
  created: DateFilter;
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

export const INITIAL_FILTERS: ListFilters = {
  keyword: '',
  typeId: null,
  tagId: null,
  status: null,
  created: 'all',
  sort: 'manual',
  order: 'desc',
  page: 1,
  pageSize: 20,
};

const CREATED: Record<Exclude<DateFilter, 'all'>, NonNullable<ItemListQuery['created']>> = {
  today: 'today',
  last7: '7d',
  last30: '30d',
  last90: '90d',
};

/** The list call's query for the controls' state; empty filters are left out. */
export function filtersToQuery(websiteId: number, f: ListFilters): ItemListQuery {
  const query: ItemListQuery = {
    website_id: websiteId,
    page: f.page,
    page_size: f.pageSize,
    sort: f.sort,
    order: f.order,
  };
  const keyword = f.keyword.trim();
  if (keyword) query.keyword = keyword.slice(0, 100);
  if (f.lang) query.lang = f.lang as ItemListQuery['lang'];
  if (f.typeId !== null) query.type_id = f.typeId;
  if (f.tagId !== null) query.tag_id = f.tagId;
  if (f.status !== null) query.status = f.status;
  if (f.created !== 'all') query.created = CREATED[f.created];
  return query;
}

/** Whether any filter narrows the list (the empty state then says nothing matches instead). */
export function isFiltered(f: ListFilters): boolean {
  return (
    f.keyword.trim() !== '' ||
    f.typeId !== null ||
    f.tagId !== null ||
    f.status !== null ||
    f.created !== 'all'
  );
}

/** A table header's sort (antd's sorter) as the list call's sort and order; none: the manual order. */
export function sorterToSort(
  sort: Sort | undefined,
  direction: 'ascend' | 'descend' | null | undefined,
): Pick<ListFilters, 'sort' | 'order'> {
  if (!sort || !direction) return { sort: 'manual', order: 'desc' };
  return { sort, order: direction === 'ascend' ? 'asc' : 'desc' };
}

/** Rows can be dragged only in the manual order of an unfiltered list, where places mean something. */
export function canDragRows(f: ListFilters): boolean {
  return f.sort === 'manual' && !isFiltered(f);
}

/** The ids of a page after moving the row at `from` to `to`. */
export function moveId(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as number);
  return next;
}
