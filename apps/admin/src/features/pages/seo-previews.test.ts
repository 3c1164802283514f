import { PAGE_SEO_TITLE_MAX } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/index.ts';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { addressWith } from './page-settings-drawer.tsx';
import { seoPreviewMessages } from './previews-i18n.ts';
import { cut, lengthOf, SEARCH_DESCRIPTION_GUIDE, SEARCH_TITLE_GUIDE } from './seo-previews.tsx';

describe('search and share previews', () => {
  it('cut a title or description where a search engine would, with an ellipsis', () => {
    expect(cut('Short title', SEARCH_TITLE_GUIDE)).toBe('Short title');
    const long = 'x'.repeat(SEARCH_DESCRIPTION_GUIDE + 5);
    expect(lengthOf(cut(long, SEARCH_DESCRIPTION_GUIDE))).toBe(SEARCH_DESCRIPTION_GUIDE);
    expect(cut(long, SEARCH_DESCRIPTION_GUIDE).endsWith('…')).toBe(true);
    // A Chinese character counts once.
    expect(lengthOf('关于我们')).toBe(4);
  });

  it('show the address with the path being typed, in the page’s language', () => {
    expect(addressWith({ url: '/about', path_segment: 'about' }, 'our-story')).toBe('/our-story');
    expect(addressWith({ url: '/zh/about', path_segment: 'about' }, 'story')).toBe('/zh/story');
    expect(addressWith({ url: '/', path_segment: '' }, '')).toBe('/');
    expect(addressWith({ url: '/zh/', path_segment: '' }, '')).toBe('/zh/');
  });

  it('count the title once, against what search results show, naming the field’s maximum', () => {
    expect(SEARCH_TITLE_GUIDE).toBeLessThan(PAGE_SEO_TITLE_MAX);
    expect(
      translate('en', 'seoPreview.count', { count: 12, max: SEARCH_TITLE_GUIDE, limit: PAGE_SEO_TITLE_MAX }),
    ).toBe('12 / 60: the length search results show (at most 120)');
  });

  it('have every English text in Chinese', () => {
    expect(catalogProblems(seoPreviewMessages.en, seoPreviewMessages.zh)).toEqual([]);
  });
});
