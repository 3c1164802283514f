import type { WebsiteOrderList, WebsiteOrderStatus } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { paymentsQueryKey } from './pay-keys.ts';

export interface WebsiteOrderParams {
  websiteId: number;
  status?: WebsiteOrderStatus;
  page: number;
  pageSize: number;
}

/** One page of the website's orders, newest first, with the buyers' details. */
export function getWebsiteOrders(
  params: WebsiteOrderParams,
  signal?: AbortSignal,
): Promise<WebsiteOrderList> {
  return http.call(calls.websitePay.orders, {
    query: {
      website_id: params.websiteId,
      status: params.status,
      page: params.page,
      page_size: params.pageSize,
    },
    signal,
  });
}

export function websiteOrdersQueryOptions(params: WebsiteOrderParams) {
  return queryOptions({
    queryKey: [...paymentsQueryKey, 'orders', params],
    queryFn: ({ signal }) => getWebsiteOrders(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useWebsiteOrders(params: WebsiteOrderParams) {
  return useQuery({
    ...websiteOrdersQueryOptions(params),
    enabled: () => params.websiteId > 0 && hasSessionCookie(),
  });
}
