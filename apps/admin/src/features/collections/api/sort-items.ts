import type { CollectionName } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { collectionKeys, itemCalls } from './collection-calls.ts';

export interface SortItemsInput {
  websiteId: number;
  /** The ids of one list page in their new order; they take that page's places. */
  ids: number[];
}

export function sortItems(name: CollectionName, { websiteId, ids }: SortItemsInput) {
  return http.call(itemCalls(name).sort, { body: { website_id: websiteId, ids } });
}

export function useSortItems(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SortItemsInput) => sortItems(name, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: collectionKeys.items(name) }),
  });
}
