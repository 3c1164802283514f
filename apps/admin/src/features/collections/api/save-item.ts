import type { CollectionName, ItemDetail } from '@sitewright/contract';
import { type BodyOf, errorCodes } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { collectionKeys, type ItemCalls, type ItemSaveInput, itemCalls } from './collection-calls.ts';

/**
 * Refusals the edit screen shows itself: a stale save (the conflict bar with Reload), field
 * problems (on the fields) and a taken address (on the slug).
 */
export const ITEM_SAVE_QUIET_CODES: readonly number[] = [
  errorCodes.PAGE_CONFLICT,
  errorCodes.VALIDATION,
  errorCodes.ITEM_SLUG_TAKEN,
];

/**
 * Creates an item (without `id`) or saves one over the `version` the edit started from. `quiet`:
 * nothing is toasted (autosave: the screen shows the state beside the buttons).
 */
export function saveItem(name: CollectionName, body: ItemSaveInput, quiet = false): Promise<ItemDetail> {
  return http.call(itemCalls(name).save, {
    body: body as BodyOf<ItemCalls['save']>,
    toast: quiet ? false : ITEM_SAVE_QUIET_CODES,
  });
}

export function useSaveItem(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, quiet }: { body: ItemSaveInput; quiet?: boolean }) => saveItem(name, body, quiet),
    onSuccess: (item) => {
      queryClient.setQueryData(collectionKeys.item(name, item.id), item);
      return queryClient.invalidateQueries({ queryKey: collectionKeys.items(name) });
    },
  });
}
