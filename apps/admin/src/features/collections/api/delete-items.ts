import type { CollectionName } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { collectionKeys, itemCalls } from './collection-calls.ts';

export interface DeleteItemsInput {
  websiteId: number;
  ids: number[];
}

/** Deletes items with all their language versions' links to them; answers the ids that went. */
export function deleteItems(name: CollectionName, { websiteId, ids }: DeleteItemsInput) {
  return http.call(itemCalls(name).del, { body: { website_id: websiteId, ids } });
}

export function useDeleteItems(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteItemsInput) => deleteItems(name, input),
    // Category and tag counts change with the items.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all(name) }),
  });
}
