import type { CollectionName } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

export interface DeleteTagInput {
  websiteId: number;
  id: number;
}

/** Deletes a tag; the items that carried it keep their other tags. */
export function deleteTag(name: CollectionName, { websiteId, id }: DeleteTagInput) {
  return http.call(calls[name].tagDel, { body: { website_id: websiteId, id } });
}

export function useDeleteTag(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteTagInput) => deleteTag(name, input),
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: taxonomyKeys.tags(name, input.websiteId) }),
  });
}
