import type { WebsitePaySettings } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { paymentsQueryKey } from './pay-keys.ts';

/** Whether the website sells, and which account takes each currency. */
export function getWebsitePay(websiteId: number, signal?: AbortSignal): Promise<WebsitePaySettings> {
  return http.call(calls.websitePay.info, { query: { website_id: websiteId }, signal });
}

export function websitePayQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...paymentsQueryKey, 'website', websiteId],
    queryFn: ({ signal }) => getWebsitePay(websiteId, signal),
    staleTime: 0,
  });
}

export function useWebsitePay(websiteId: number | undefined) {
  return useQuery({
    ...websitePayQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
