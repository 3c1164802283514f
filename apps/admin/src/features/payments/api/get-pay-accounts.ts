import type { PayAccount } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { paymentsQueryKey } from './pay-keys.ts';

/** The company's payment accounts, credentials only as masked hints. */
export async function getPayAccounts(signal?: AbortSignal): Promise<PayAccount[]> {
  const data = await http.call(calls.paySet.list, { signal });
  return data.list;
}

export function payAccountsQueryOptions() {
  return queryOptions({
    queryKey: [...paymentsQueryKey, 'accounts'],
    queryFn: ({ signal }) => getPayAccounts(signal),
    staleTime: 0,
  });
}

export function usePayAccounts() {
  return useQuery({ ...payAccountsQueryOptions(), enabled: () => hasSessionCookie() });
}
