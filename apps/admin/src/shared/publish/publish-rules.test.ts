import { PAGE_PREVIEW_PATH as CONTRACT_PREVIEW_PATH } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  isTickable,
  PAGE_PREVIEW_PATH,
  pagePreviewHref,
  planPublish,
  type FixPlace,
  fixPath,
  fixPlace,
  PUBLISH_FIX_CODES,
  publishOutcome,
} from './publish-rules.ts';

describe('pagePreviewHref', () => {
  it('points at the server’s draft preview of the page', () => {
    expect(PAGE_PREVIEW_PATH).toBe(CONTRACT_PREVIEW_PATH);
    expect(pagePreviewHref(12)).toBe('/preview?id=12');
  });
});

describe('publishOutcome', () => {
  it('code 0 is a success', () => {
    expect(publishOutcome(0)).toEqual({ kind: 'published' });
  });

  it('the seven refusals of spec §8 keep their message and lead to where they are fixed', () => {
    expect([...PUBLISH_FIX_CODES].sort()).toEqual([30204, 30205, 30206, 30209, 30212, 30218, 30219]);
    for (const code of PUBLISH_FIX_CODES) {
      expect(publishOutcome(code, 'why')).toMatchObject({ kind: 'fix', message: 'why' });
    }
  });

  it('every one of them leads to the website settings, /page/web_set (spec §8)', () => {
    for (const code of PUBLISH_FIX_CODES) {
      const place = fixPlace(code);
      expect(place).toEqual({ kind: 'settings' });
      expect(fixPath(place as FixPlace)).toBe('/page/web_set');
    }
  });

  it('every other code adds nothing', () => {
    for (const code of [400, 1105, 30203, 30207, 30208, 30220, -1]) {
      expect(publishOutcome(code, 'why')).toEqual({ kind: 'quiet' });
    }
  });
});

describe('isTickable', () => {
  it('only pages with a website_page_id of at least 1', () => {
    expect(isTickable({ website_page_id: 1 })).toBe(true);
    expect(isTickable({ website_page_id: 42 })).toBe(true);
    expect(isTickable({ website_page_id: 0 })).toBe(false);
    expect(isTickable({ website_page_id: -3 })).toBe(false);
    expect(isTickable({ website_page_id: null })).toBe(false);
    expect(isTickable({})).toBe(false);
  });
});

describe('planPublish', () => {
  it('the whole site sends 0 and asks the site question', () => {
    expect(planPublish({ kind: 'site' })).toEqual({
      ok: true,
      websitePageId: 0,
      confirm: 'publish.confirmSite',
    });
  });

  it('a selection sends its pages once and asks the selection question', () => {
    expect(planPublish({ kind: 'selected', pageIds: [3, 0, 3, 8] })).toEqual({
      ok: true,
      websitePageId: [3, 8],
      confirm: 'publish.confirmSelected',
    });
  });

  it('no selection is refused', () => {
    expect(planPublish({ kind: 'selected', pageIds: [] })).toEqual({
      ok: false,
      refusal: 'publish.noneSelected',
    });
  });
});
