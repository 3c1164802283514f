import type { CollectionName } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

export interface MergeTagsInput {
  websiteId: number;
  fromIds: number[];
  intoId: number;
}

/** Items carrying any of `fromIds` carry `intoId` instead, and those tags go. */
export function mergeTags(name: CollectionName, { websiteId, fromIds, intoId }: MergeTagsInput) {
  return http.call(calls[name].tagMerge, {
    body: { website_id: websiteId, from_ids: fromIds, into_id: intoId },
  });
}

export function useMergeTags(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MergeTagsInput) => mergeTags(name, input),
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: taxonomyKeys.tags(name, input.websiteId) }),
  });
}
