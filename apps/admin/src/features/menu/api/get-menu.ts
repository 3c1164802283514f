import type { MenuTree } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

export const menuQueryKey = ['menu'] as const;

/** The menu tree of one language (the website's default when none is given) and its version. */
export function getEditMenu(websiteId: number, lang?: string, signal?: AbortSignal): Promise<MenuTree> {
  const query = lang ? { website_id: websiteId, lang: requestLang(lang) } : { website_id: websiteId };
  return http.call(calls.menu.edit, { query, signal });
}

export function editMenuQueryOptions(websiteId: number, lang?: string) {
  return queryOptions({
    queryKey: [...menuQueryKey, 'edit', websiteId, lang ?? ''],
    queryFn: ({ signal }) => getEditMenu(websiteId, lang, signal),
    // A save sends the version it started from, so the screen always starts from the server's.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

export function useEditMenu(websiteId: number | undefined, lang?: string) {
  return useQuery({
    ...editMenuQueryOptions(websiteId ?? 0, lang),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
