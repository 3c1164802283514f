import { WEBSITE_LIST_PAGE_SIZE, type WebsiteList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';

/** Prefix of every website query; mutations invalidate it. */
export const websitesQueryKey = ['websites'] as const;

/** All websites of the company: the product asks for one page of 999 (spec §7). */
export function getWebsites(signal?: AbortSignal): Promise<WebsiteList> {
  return http.call(calls.website.list, {
    query: { page: 1, page_size: WEBSITE_LIST_PAGE_SIZE },
    signal,
  });
}

export function websitesQueryOptions() {
  return queryOptions({
    queryKey: [...websitesQueryKey, 'list'],
    queryFn: ({ signal }) => getWebsites(signal),
  });
}

export function useWebsites() {
  return useQuery(websitesQueryOptions());
}
