import type { CollectionName } from '@sitewright/contract';
import type { BodyOf } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { collectionKeys, type ItemCalls, itemCalls } from './collection-calls.ts';

export type BatchAction = BodyOf<ItemCalls['batch']>['action'];

export interface BatchItemsInput {
  websiteId: number;
  ids: number[];
  action: BatchAction;
  /** move: the category the items go to. */
  typeId?: number;
}

/** Publishes, unpublishes, moves or pins several items at once (or one, from its edit screen). */
export function batchItems(name: CollectionName, { websiteId, ids, action, typeId }: BatchItemsInput) {
  return http.call(itemCalls(name).batch, {
    body: { website_id: websiteId, ids, action, ...(typeId !== undefined ? { type_id: typeId } : {}) },
  });
}

export function useBatchItems(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchItemsInput) => batchItems(name, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionKeys.all(name) }),
  });
}
