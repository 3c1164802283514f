import { PAGE_HTML_DOWNLOAD_PATH, type PageList, type PageListItem } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import {
  filterPageGroups,
  isSystemPage,
  matchesPageSearch,
  pageGroups,
  pageHtmlDownloadUrl,
  parsePageId,
} from './page-groups.ts';

function item(overrides: Partial<PageListItem>): PageListItem {
  return {
    id: 1,
    website_page_id: 1,
    page_name: 'Home',
    display_name: 'Home',
    page_type: 0,
    function_kind: null,
    lang: 'en',
    path_segment: '',
    menu_id: 0,
    menu_parent_id: 0,
    path: 'Home',
    url: '/',
    create_time: '2026-01-01T00:00:00.000Z',
    user_name: 'admin',
    is_publish: false,
    is_draft: false,
    needs_translation: false,
    ...overrides,
  };
}

const about = item({
  id: 2,
  page_name: 'About us',
  display_name: 'About us',
  path_segment: 'about-us',
  path: 'Company/About us',
  url: '/about-us',
  menu_id: 5,
});
const loose = item({
  id: 3,
  page_name: '',
  display_name: 'unnamed',
  path_segment: 'page-3',
  path: 'unnamed',
  url: '/page-3',
});
const notFound = item({
  id: 4,
  page_name: 'Page not found',
  display_name: 'Page not found',
  page_type: 1,
  function_kind: '404',
  path_segment: '404',
  path: 'Page not found',
  url: '/404',
});
const list: PageList = { lang: 'en', menuPageList: [about], pageList: [loose], functionPageList: [notFound] };

describe('pageGroups', () => {
  it('orders the groups menu, unassociated, system', () => {
    expect(pageGroups(list).map((g) => [g.key, g.pages.map((p) => p.id)])).toEqual([
      ['menu', [2]],
      ['unassociated', [3]],
      ['function', [4]],
    ]);
  });

  it('gives three empty groups while nothing is loaded', () => {
    expect(pageGroups(undefined).map((g) => g.pages.length)).toEqual([0, 0, 0]);
  });
});

describe('matchesPageSearch', () => {
  it('matches everything for an empty or blank search', () => {
    expect(matchesPageSearch(about, '')).toBe(true);
    expect(matchesPageSearch(about, '   ')).toBe(true);
  });

  it('matches the name and the menu path without regard to case', () => {
    expect(matchesPageSearch(about, 'ABOUT')).toBe(true);
    expect(matchesPageSearch(about, 'company/')).toBe(true);
    expect(matchesPageSearch(about, 'pricing')).toBe(false);
  });

  it('matches the address and URL', () => {
    expect(matchesPageSearch(loose, 'page-3')).toBe(true);
    expect(matchesPageSearch(notFound, '/404')).toBe(true);
  });

  it('matches an unnamed page by its shown name', () => {
    expect(matchesPageSearch(loose, 'unnamed')).toBe(true);
  });
});

describe('filterPageGroups', () => {
  it('keeps every group, each with its matching pages only', () => {
    const groups = filterPageGroups(pageGroups(list), 'about');
    expect(groups.map((g) => [g.key, g.pages.map((p) => p.id)])).toEqual([
      ['menu', [2]],
      ['unassociated', []],
      ['function', []],
    ]);
  });
});

describe('isSystemPage', () => {
  it('tells system pages by page_type 1', () => {
    expect(isSystemPage(notFound)).toBe(true);
    expect(isSystemPage(about)).toBe(false);
  });
});

describe('pageHtmlDownloadUrl', () => {
  it('names the page by id', () => {
    expect(pageHtmlDownloadUrl(42)).toBe('/api/website/page-html/download?id=42');
    expect(pageHtmlDownloadUrl(42)).toBe(`${PAGE_HTML_DOWNLOAD_PATH}?id=42`);
  });
});

describe('parsePageId', () => {
  it('reads a positive integer id', () => {
    expect(parsePageId('42')).toBe(42);
  });

  it('refuses anything else', () => {
    for (const bad of [undefined, '', '0', '-1', '01', '1.5', 'abc', '9'.repeat(17)]) {
      expect(parsePageId(bad), String(bad)).toBeNull();
    }
  });
});
