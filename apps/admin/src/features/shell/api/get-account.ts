import type { AccountState } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/** The account's standing (spec §4): `data.code` above 0 means the account may not continue. */
export function getAccount(signal?: AbortSignal): Promise<AccountState> {
  return http.call(calls.user.account, { signal, toast: false });
}

export function accountQueryOptions() {
  return queryOptions({
    queryKey: ['session', 'account'],
    queryFn: ({ signal }) => getAccount(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}
