import { describe, expect, it } from 'vitest';
import {
  canDragRows,
  filtersToQuery,
  INITIAL_FILTERS,
  isFiltered,
  moveId,
  sorterToSort,
} from './list-query.ts';

describe('the list’s filters as the list call’s query', () => {
  it('asks for the first page in the manual order without any filter at first', () => {
    expect(filtersToQuery(3, INITIAL_FILTERS)).toEqual({
      website_id: 3,
      page: 1,
      page_size: 20,
      sort: 'manual',
      order: 'desc',
    });
    expect(isFiltered(INITIAL_FILTERS)).toBe(false);
  });

  it('sends every chosen filter, the keyword trimmed and the created preset in the call’s words', () => {
    const query = filtersToQuery(3, {
      ...INITIAL_FILTERS,
      keyword: '  pump ',
      lang: 'de',
      typeId: 4,
      tagId: 9,
      status: 'updated',
      created: 'last30',
      page: 2,
    });
    expect(query).toEqual({
      website_id: 3,
      lang: 'de',
      page: 2,
      page_size: 20,
      keyword: 'pump',
      type_id: 4,
      tag_id: 9,
      status: 'updated',
      created: '30d',
      sort: 'manual',
      order: 'desc',
    });
  });

  it('maps each date preset', () => {
    const created = (c: typeof INITIAL_FILTERS.created) =>
      filtersToQuery(1, { ...INITIAL_FILTERS, created: c }).created;
    expect([created('today'), created('last7'), created('last90'), created('all')]).toEqual([
      'today',
      '7d',
      '90d',
      undefined,
    ]);
  });

  it('turns a column header’s sort into the call’s sort and order, and no sort back into the manual order', () => {
    expect(sorterToSort('title', 'ascend')).toEqual({ sort: 'title', order: 'asc' });
    expect(sorterToSort('publish_at', 'descend')).toEqual({ sort: 'publish_at', order: 'desc' });
    expect(sorterToSort('title', null)).toEqual({ sort: 'manual', order: 'desc' });
    expect(sorterToSort(undefined, 'ascend')).toEqual({ sort: 'manual', order: 'desc' });
  });

  it('lets rows be dragged only in the manual order of an unfiltered list', () => {
    expect(canDragRows(INITIAL_FILTERS)).toBe(true);
    expect(canDragRows({ ...INITIAL_FILTERS, sort: 'title' })).toBe(false);
    expect(canDragRows({ ...INITIAL_FILTERS, keyword: 'a' })).toBe(false);
  });

  it('moves a dragged row to its new place', () => {
    expect(moveId([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveId([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveId([1, 2], 0, 5)).toEqual([1, 2]);
  });
});
