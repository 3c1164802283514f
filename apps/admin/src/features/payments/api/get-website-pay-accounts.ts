import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import type { RouteAccount } from '../website-pay-form.ts';
import { paymentsQueryKey } from './pay-keys.ts';

/** The accounts a website may route a currency to (names and currencies only). */
export async function getWebsitePayAccounts(signal?: AbortSignal): Promise<RouteAccount[]> {
  const data = await http.call(calls.websitePay.accounts, { signal });
  return data.list;
}

export function websitePayAccountsQueryOptions() {
  return queryOptions({
    queryKey: [...paymentsQueryKey, 'route-accounts'],
    queryFn: ({ signal }) => getWebsitePayAccounts(signal),
    staleTime: 0,
  });
}

export function useWebsitePayAccounts() {
  return useQuery({ ...websitePayAccountsQueryOptions(), enabled: () => hasSessionCookie() });
}
