import type { PageSettings } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { pagesQueryKey } from './get-pages.ts';

export function getPageSettings(id: number, signal?: AbortSignal): Promise<PageSettings> {
  return http.call(calls.page.settings, { query: { id }, signal });
}

export function pageSettingsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...pagesQueryKey, 'settings', id],
    queryFn: ({ signal }) => getPageSettings(id, signal),
    // The drawer saves with the version it loaded, so it always starts from the server's.
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePageSettings(id: number) {
  return useQuery(pageSettingsQueryOptions(id));
}
