import type { DataOf } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { attributesQueryKey } from './get-attributes.ts';

type AttributeList = DataOf<typeof calls.attribute.list>;

export interface SortAttributesInput {
  websiteId: number;
  ids: number[];
}

/** Saves the attributes' order (the order products and the site list them in). */
export function sortAttributes({ websiteId, ids }: SortAttributesInput) {
  return http.call(calls.attribute.sort, { body: { website_id: websiteId, ids } });
}

export function useSortAttributes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sortAttributes,
    // The list shows the new order before the answer; a refusal brings back the stored one.
    onMutate: async (input) => {
      const key = attributesQueryKey(input.websiteId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<AttributeList>(key, (current) => {
        if (!current) return current;
        const byId = new Map(current.list.map((a) => [a.id, a]));
        return { list: input.ids.flatMap((id) => byId.get(id) ?? []) };
      });
    },
    onSuccess: (saved, input) => queryClient.setQueryData(attributesQueryKey(input.websiteId), saved),
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: attributesQueryKey(input.websiteId) }),
  });
}
