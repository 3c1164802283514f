import type { CollectionName, Tag } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { collectionKeys, itemCalls } from './collection-calls.ts';

export interface CreateTagInput {
  websiteId: number;
  name: string;
}

/** Creates a tag typed in the edit form (operators holding the collection's tag role). */
export function createTag(name: CollectionName, { websiteId, name: tagName }: CreateTagInput): Promise<Tag> {
  return http.call(itemCalls(name).tagSave, { body: { website_id: websiteId, name: tagName } });
}

export function useCreateTag(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTagInput) => createTag(name, input),
    onSuccess: (_tag, input) =>
      queryClient.invalidateQueries({ queryKey: collectionKeys.tags(name, input.websiteId) }),
  });
}
