import type { MenuTree, PageList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { http } from '../../../shared/api/http.ts';
import { pageEditorQueryKey } from './get-page-detail.ts';

/** The website's pages of one language in the page picker's three groups. */
export function getEditorPages(websiteId: number, lang: string, signal?: AbortSignal): Promise<PageList> {
  return http.call(calls.page.list, { query: { website_id: websiteId, lang: requestLang(lang) }, signal });
}

export function editorPagesQueryOptions(websiteId: number, lang: string) {
  return queryOptions({
    queryKey: [...pageEditorQueryKey, 'pages', websiteId, lang],
    queryFn: ({ signal }) => getEditorPages(websiteId, lang, signal),
  });
}

export function useEditorPages(websiteId: number, lang: string | undefined) {
  return useQuery({ ...editorPagesQueryOptions(websiteId, lang ?? ''), enabled: Boolean(lang) });
}

/** The menu tree of the page's language, for the picker's hover levels and a new page's position. */
export function getEditorMenu(websiteId: number, lang: string, signal?: AbortSignal): Promise<MenuTree> {
  return http.call(calls.menu.edit, { query: { website_id: websiteId, lang: requestLang(lang) }, signal });
}

export function editorMenuQueryOptions(websiteId: number, lang: string) {
  return queryOptions({
    queryKey: [...pageEditorQueryKey, 'menu', websiteId, lang],
    queryFn: ({ signal }) => getEditorMenu(websiteId, lang, signal),
    staleTime: 0,
  });
}

export function useEditorMenu(websiteId: number, lang: string | undefined) {
  return useQuery({ ...editorMenuQueryOptions(websiteId, lang ?? ''), enabled: Boolean(lang) });
}
