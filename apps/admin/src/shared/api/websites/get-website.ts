import type { Website } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSessionCookie } from '../../session/session-cookie.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { websitesQueryKey } from './get-websites.ts';

export function getWebsite(websiteId: number, signal?: AbortSignal): Promise<Website> {
  return http.call(calls.website.info, { query: { website_id: websiteId }, signal });
}

export function websiteQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...websitesQueryKey, 'info', websiteId],
    queryFn: ({ signal }) => getWebsite(websiteId, signal),
  });
}

export function useWebsite(websiteId: number | undefined) {
  return useQuery({
    ...websiteQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
