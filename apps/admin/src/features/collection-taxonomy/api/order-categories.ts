import type { CategoryTree, CollectionName } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import type { OrderNode } from '../category-tree.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

export interface OrderCategoriesInput {
  websiteId: number;
  tree: OrderNode[];
}

/** Saves the whole tree's order and nesting as the drag left it; answers the tree as stored. */
export function orderCategories(name: CollectionName, { websiteId, tree }: OrderCategoriesInput) {
  return http.call(calls[name].typeOrder, { body: { website_id: websiteId, tree } });
}

export function useOrderCategories(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderCategoriesInput) => orderCategories(name, input),
    onSuccess: (saved: CategoryTree, input) =>
      queryClient.setQueryData(taxonomyKeys.types(name, input.websiteId), saved),
    // A refused order leaves the screen showing the tree as the server has it.
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: taxonomyKeys.types(name, input.websiteId) }),
  });
}
