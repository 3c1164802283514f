import type { CompanyOrder, CompanyOrderList, CompanyOrderListQuery } from '@sitewright/contract';
import { COMPANY_ORDER_RECEIPT_PATH } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadServerFile } from '../../../shared/api/download-server-file.ts';
import { http } from '../../../shared/api/http.ts';
import { commerceQueryKey } from '../../../shared/commerce/commerce-keys.ts';

export function listOrders(query: CompanyOrderListQuery, signal?: AbortSignal): Promise<CompanyOrderList> {
  return http.call(calls.companyOrder.list, { query, signal });
}

/** The company's orders, filtered by state and date, a page at a time. */
export function useOrders(query: CompanyOrderListQuery) {
  return useQuery({
    queryKey: [...commerceQueryKey, 'orders', query],
    queryFn: ({ signal }) => listOrders(query, signal),
    placeholderData: keepPreviousData,
  });
}

function useOrderAction(action: (id: number) => Promise<CompanyOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commerceQueryKey }),
  });
}

/** A fresh payment of a pending order: the answer's pay_url is opened. */
export const usePayAgain = () =>
  useOrderAction((id) => http.call(calls.companyOrder.payAgain, { body: { id } }));

export const useCancelOrder = () =>
  useOrderAction((id) => http.call(calls.companyOrder.cancel, { body: { id } }));

/** Downloads a paid order's PDF receipt under the name the server gives it. */
export function downloadReceipt(order: Pick<CompanyOrder, 'id' | 'number'>): Promise<string> {
  return downloadServerFile(`${COMPANY_ORDER_RECEIPT_PATH}?id=${order.id}`, `receipt-${order.number}.pdf`);
}
