import type { PageListItem } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { menuQueryKey } from './get-menu.ts';

/**
 * The pages a menu item can open: the ordinary pages of one language, those in the menu and those
 * in none. System pages (404, search, detail pages) are never attached (exam-menu: unknown_page).
 */
export async function getAttachablePages(
  websiteId: number,
  lang: string,
  signal?: AbortSignal,
): Promise<PageListItem[]> {
  const list = await http.call(calls.page.list, {
    query: { website_id: websiteId, lang: requestLang(lang) },
    signal,
  });
  return [...list.menuPageList, ...list.pageList];
}

export function useAttachablePages(websiteId: number | undefined, lang: string | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: [...menuQueryKey, 'pages', websiteId ?? 0, lang ?? ''],
      queryFn: ({ signal }) => getAttachablePages(websiteId ?? 0, lang ?? '', signal),
    }),
    enabled: () => websiteId !== undefined && websiteId > 0 && lang !== undefined && hasSessionCookie(),
  });
}
