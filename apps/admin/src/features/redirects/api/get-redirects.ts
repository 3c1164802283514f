import type { RedirectRuleList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

export const redirectsQueryKey = ['redirects'] as const;

/** The website's redirects in list order, each with how many visitors it has sent on. */
export function getRedirects(websiteId: number, signal?: AbortSignal): Promise<RedirectRuleList> {
  return http.call(calls.redirect.list, {
    query: { website_id: websiteId },
    signal,
  });
}

export function redirectsQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...redirectsQueryKey, 'list', websiteId],
    queryFn: ({ signal }) => getRedirects(websiteId, signal),
    // Hit counts move while visitors arrive; coming back to the screen shows the current ones.
    staleTime: 0,
  });
}

export function useRedirects(websiteId: number | undefined) {
  return useQuery({
    ...redirectsQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
