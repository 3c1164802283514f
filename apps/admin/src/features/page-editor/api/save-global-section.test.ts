import type { GlobalSection, GlobalSections, PageDocument } from '@sitewright/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../shared/api/query-client.ts';
import { globalSectionsQueryOptions } from './get-global-sections.ts';
import { saveGlobalSection } from './save-global-section.ts';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../shared/api/http.ts', () => ({ http: { call } }));

const doc = (text: string): PageDocument => ({
  version: 1,
  blocks: [{ id: 'b', type: 'heading', props: { text, level: 2 } }],
});
const section = (kind: 'header' | 'footer', text: string, version: number): GlobalSection => ({
  kind,
  lang: 'en',
  version,
  document: doc(text),
  is_publish: true,
  is_draft: false,
  update_time: null,
});

afterEach(() => {
  queryClient.clear();
  call.mockReset();
});

describe('saveGlobalSection', () => {
  it('puts the saved header in the cache the page canvas frames pages with', async () => {
    const key = globalSectionsQueryOptions(7, 'en').queryKey;
    const footer = section('footer', 'Footer', 2);
    const before: GlobalSections = { website_id: 7, lang: 'en', header: section('header', 'Old', 3), footer };
    queryClient.setQueryData(key, before);
    const saved = { ...section('header', 'New', 4), is_draft: true, update_time: '2026-11-25T10:00:00Z' };
    call.mockResolvedValue(saved);

    const outcome = await saveGlobalSection({ websiteId: 7, lang: 'en', kind: 'header' }, 3, doc('New'));

    expect(outcome).toEqual({ kind: 'saved', version: 4 });
    expect(queryClient.getQueryData(key)).toEqual({ ...before, header: saved });
    // Another language's sections are not touched, nor created when nothing was cached.
    expect(queryClient.getQueryData(globalSectionsQueryOptions(7, 'de').queryKey)).toBeUndefined();
  });
});
