import type { CollectionName } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

export interface DeleteCategoryInput {
  websiteId: number;
  id: number;
}

/** Deletes a category without subcategories; its items stay, without it. */
export function deleteCategory(name: CollectionName, { websiteId, id }: DeleteCategoryInput) {
  return http.call(calls[name].typeDel, { body: { website_id: websiteId, id } });
}

export function useDeleteCategory(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteCategoryInput) => deleteCategory(name, input),
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: taxonomyKeys.types(name, input.websiteId) }),
  });
}
