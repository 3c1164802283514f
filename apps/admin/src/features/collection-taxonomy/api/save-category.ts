import type { CategoryNode, CollectionName } from '@sitewright/contract';
import type { BodyOf } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

export type CategorySaveBody = BodyOf<(typeof calls)['news']['typeSave']>;

/** Refusals the category dialog shows on its fields instead of a toast. */
export const CATEGORY_FORM_ERROR_CODES = [errorCodes.CATEGORY_SLUG_TAKEN] as const;

/** Adds a category (without `id`) or changes one. */
export function saveCategory(name: CollectionName, body: CategorySaveBody): Promise<CategoryNode> {
  return http.call(calls[name].typeSave, { body, toast: CATEGORY_FORM_ERROR_CODES });
}

export function useSaveCategory(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CategorySaveBody) => saveCategory(name, body),
    onSuccess: (_saved, body) =>
      queryClient.invalidateQueries({ queryKey: taxonomyKeys.types(name, Number(body.website_id)) }),
  });
}
