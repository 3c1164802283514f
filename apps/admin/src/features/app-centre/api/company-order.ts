import type { CompanyOrder } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { commerceQueryKey } from '../../../shared/commerce/commerce-keys.ts';

export function getCompanyOrder(id: number, signal?: AbortSignal): Promise<CompanyOrder> {
  return http.call(calls.companyOrder.get, { query: { id }, signal });
}

/** One order (its item's name for the "Paid" notice). */
export function useCompanyOrder(id: number | null) {
  return useQuery({
    queryKey: [...commerceQueryKey, 'order', id],
    queryFn: ({ signal }) => getCompanyOrder(id ?? 0, signal),
    enabled: id !== null,
  });
}
