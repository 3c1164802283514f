import type { CollectionName, ItemList, ItemListQuery } from '@sitewright/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { collectionKeys, itemCalls } from './collection-calls.ts';

/** One page of a collection's items, filtered and sorted as the list asks. */
export function getItems(
  name: CollectionName,
  query: ItemListQuery,
  signal?: AbortSignal,
): Promise<ItemList> {
  return http.call(itemCalls(name).list, { query, signal });
}

export function itemsQueryOptions(name: CollectionName, query: ItemListQuery) {
  return queryOptions({
    queryKey: [...collectionKeys.items(name), query],
    queryFn: ({ signal }) => getItems(name, query, signal),
    // Other operators publish and edit too; coming back to the list shows the current state.
    staleTime: 0,
    // Paging and filtering keep the rows on show until the next page arrives.
    placeholderData: keepPreviousData,
  });
}

export function useItems(name: CollectionName, query: ItemListQuery | null) {
  return useQuery({
    ...itemsQueryOptions(name, query ?? { website_id: 0 }),
    enabled: () => query !== null && Number(query.website_id) > 0 && hasSessionCookie(),
  });
}
