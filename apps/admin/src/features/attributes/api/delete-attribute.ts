import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { attributesQueryKey } from './get-attributes.ts';

export interface DeleteAttributeInput {
  websiteId: number;
  id: number;
}

/** Deletes an attribute; products lose their values for it. */
export function deleteAttribute({ websiteId, id }: DeleteAttributeInput) {
  return http.call(calls.attribute.del, { body: { website_id: websiteId, id } });
}

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttribute,
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: attributesQueryKey(input.websiteId) }),
  });
}
