import type { CompanyOrderPayState } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { PAY_POLL_MS } from '../../../shared/commerce/commerce-view.ts';
import { commerceQueryKey } from '../../../shared/commerce/commerce-keys.ts';

export function payState(id: number, signal?: AbortSignal): Promise<CompanyOrderPayState> {
  return http.call(calls.companyOrder.paySearch, { query: { id }, signal });
}

/** An order's payment state, asked every 2 s until it settles (paid, failed, expired, cancelled). */
export function usePayState(id: number | null) {
  return useQuery({
    queryKey: [...commerceQueryKey, 'pay-state', id],
    queryFn: ({ signal }) => payState(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.settled ? false : PAY_POLL_MS),
  });
}
