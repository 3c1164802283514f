import type { CollectionName, Tag } from '@sitewright/contract';
import type { BodyOf } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

export type TagSaveBody = BodyOf<(typeof calls)['news']['tagSave']>;

/** Refusals the tag dialog shows on its name and address fields instead of a toast. */
export const TAG_FORM_ERROR_CODES = [errorCodes.TAG_NAME_TAKEN, errorCodes.TAG_SLUG_TAKEN] as const;

/** Adds a tag (without `id`) or renames one. */
export function saveTag(name: CollectionName, body: TagSaveBody): Promise<Tag> {
  return http.call(calls[name].tagSave, { body, toast: TAG_FORM_ERROR_CODES });
}

export function useSaveTag(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TagSaveBody) => saveTag(name, body),
    onSuccess: (_saved, body) =>
      queryClient.invalidateQueries({ queryKey: taxonomyKeys.tags(name, Number(body.website_id)) }),
  });
}
