import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSessionCookie } from '../../session/session-cookie.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** The live pages (and the number of other items) that use each file. */
export function getMediaUsage(websiteId: number, ids: readonly number[], signal?: AbortSignal) {
  return http.call(calls.mediaLibrary.usage, {
    query: { website_id: websiteId, ids: ids.join(',') },
    signal,
  });
}

export function mediaUsageQueryOptions(websiteId: number, ids: readonly number[]) {
  return queryOptions({
    queryKey: [...mediaQueryKey, 'usage', websiteId, [...ids].sort((a, b) => a - b)],
    queryFn: ({ signal }) => getMediaUsage(websiteId, ids, signal),
    // A page saved a moment ago changes the answer; a warning must not rely on an old one.
    staleTime: 0,
  });
}

export function useMediaUsage(websiteId: number, ids: readonly number[], enabled = true) {
  return useQuery({
    ...mediaUsageQueryOptions(websiteId, ids),
    enabled: () => enabled && websiteId > 0 && ids.length > 0 && hasSessionCookie(),
  });
}
