import { RecordExportQuery, RecordListQuery } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RECORD_FILTERS,
  filtersToQuery,
  isFiltered,
  recordExportUrl,
  recordListQuery,
} from './record-filters.ts';

describe('record filters', () => {
  it('ask for every non-spam record when nothing is chosen', () => {
    expect(recordListQuery(DEFAULT_RECORD_FILTERS, 1, 20)).toEqual({
      spam: 'exclude',
      page: 1,
      page_size: 20,
    });
    expect(isFiltered(DEFAULT_RECORD_FILTERS)).toBe(false);
  });

  it('turn each choice into the list call’s query, which the contract accepts', () => {
    const query = recordListQuery(
      {
        websiteId: 3,
        formId: 7,
        date: '30d',
        range: null,
        read: 'unread',
        starred: 'starred',
        spam: 'include',
        assigneeId: 12,
        keyword: '  acme  ',
      },
      2,
      50,
    );
    expect(query).toEqual({
      website_id: 3,
      form_id: 7,
      created: '30d',
      read: 'unread',
      starred: 'true',
      spam: 'include',
      assignee_id: 12,
      keyword: 'acme',
      page: 2,
      page_size: 50,
    });
    expect(RecordListQuery.safeParse(query).success).toBe(true);
  });

  it('send a chosen range of days instead of a preset, and nothing while the range is unset', () => {
    const ranged = {
      ...DEFAULT_RECORD_FILTERS,
      date: 'range' as const,
      range: ['2026-01-01', '2026-01-31'] as const,
    };
    expect(filtersToQuery(ranged)).toEqual({ spam: 'exclude', from: '2026-01-01', to: '2026-01-31' });
    expect(filtersToQuery({ ...ranged, range: null })).toEqual({ spam: 'exclude' });
    expect(isFiltered(ranged)).toBe(true);
  });

  it('ask for the unstarred and the spam alone', () => {
    expect(filtersToQuery({ ...DEFAULT_RECORD_FILTERS, starred: 'unstarred', spam: 'only' })).toEqual({
      spam: 'only',
      starred: 'false',
    });
  });

  it('export with the same filters and the chosen format, without paging', () => {
    const url = recordExportUrl(
      { ...DEFAULT_RECORD_FILTERS, formId: 7, read: 'read', keyword: 'a&b' },
      'csv',
    );
    const [path, search] = url.split('?');
    expect(path).toBe('/api/form/record/export');
    const params = Object.fromEntries(new URLSearchParams(search));
    expect(params).toEqual({ spam: 'exclude', form_id: '7', read: 'read', keyword: 'a&b', format: 'csv' });
    expect(RecordExportQuery.safeParse(params).success).toBe(true);
  });
});
