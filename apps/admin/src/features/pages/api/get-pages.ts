import type { PageList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

export const pagesQueryKey = ['pages'] as const;

/** The website's pages in its default language, in the three groups of spec §2. */
export function getPages(websiteId: number, signal?: AbortSignal): Promise<PageList> {
  return http.request<PageList>({ ...endpoints.page.list, query: { website_id: websiteId }, signal });
}

export function pagesQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...pagesQueryKey, 'list', websiteId],
    queryFn: ({ signal }) => getPages(websiteId, signal),
  });
}

export function usePages(websiteId: number | undefined) {
  return useQuery({
    ...pagesQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
