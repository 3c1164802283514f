import type { PageList, PageListItem } from '@sitewright/contract';

export type PageGroupKey = 'menu' | 'unassociated' | 'function';

export interface PageGroup {
  key: PageGroupKey;
  pages: PageListItem[];
}

/** page_type 1: 404, search and the detail pages come with the website and stay. */
export function isSystemPage(page: Pick<PageListItem, 'page_type'>): boolean {
  return page.page_type === 1;
}

/** The three groups of spec §2 in the order the screen shows them. */
export function pageGroups(list: PageList | undefined): PageGroup[] {
  return [
    { key: 'menu', pages: list?.menuPageList ?? [] },
    { key: 'unassociated', pages: list?.pageList ?? [] },
    { key: 'function', pages: list?.functionPageList ?? [] },
  ];
}

/** Whether a page matches the search box: its name, menu path, address or URL contain the text. */
export function matchesPageSearch(page: PageListItem, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [page.page_name, page.display_name, page.path, page.path_segment, page.url].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

/** The groups with only the pages matching the search; every group stays so its heading shows. */
export function filterPageGroups(groups: readonly PageGroup[], query: string): PageGroup[] {
  return groups.map((group) => ({
    key: group.key,
    pages: group.pages.filter((page) => matchesPageSearch(page, query)),
  }));
}

/** Where a page's HTML file is downloaded (same origin, so the session cookie goes along). */
export function pageHtmlDownloadUrl(pageId: number): string {
  return `/api/website/page-html/download?id=${pageId}`;
}

/** The page id of a `page_set/:id` address; null when it is missing or not a positive integer. */
export function parsePageId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,15}$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
