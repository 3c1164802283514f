import type { CollectionName, ItemDetail } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { collectionKeys, itemCalls } from './collection-calls.ts';

/** One item with everything its edit screen shows. */
export function getItem(name: CollectionName, id: number, signal?: AbortSignal): Promise<ItemDetail> {
  return http.call(itemCalls(name).info, { query: { id }, signal });
}

export function itemQueryOptions(name: CollectionName, id: number) {
  return queryOptions({
    queryKey: collectionKeys.item(name, id),
    queryFn: ({ signal }) => getItem(name, id, signal),
    // The form is filled once from this answer; a refetch in the background would not reach it.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

export function useItem(name: CollectionName, id: number | null) {
  return useQuery({
    ...itemQueryOptions(name, id ?? 0),
    enabled: () => id !== null && id > 0 && hasSessionCookie(),
  });
}
