import type { PageList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

export const pagesQueryKey = ['pages'] as const;

/** The website's pages in one language (the default when none is given), in the groups of spec §2. */
export function getPages(websiteId: number, lang?: string, signal?: AbortSignal): Promise<PageList> {
  const query = lang ? { website_id: websiteId, lang: requestLang(lang) } : { website_id: websiteId };
  return http.call(calls.page.list, { query, signal });
}

export function pagesQueryOptions(websiteId: number, lang?: string) {
  return queryOptions({
    queryKey: [...pagesQueryKey, 'list', websiteId, lang ?? ''],
    queryFn: ({ signal }) => getPages(websiteId, lang, signal),
  });
}

export function usePages(websiteId: number | undefined, lang?: string) {
  return useQuery({
    ...pagesQueryOptions(websiteId ?? 0, lang),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
