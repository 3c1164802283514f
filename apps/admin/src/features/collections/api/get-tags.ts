import type { CollectionName, Tag } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { collectionKeys, itemCalls } from './collection-calls.ts';

/** Every tag of the collection on the website, for the filter and the edit form's select. */
// Quiet: the screens work without it (no categories, tags or attributes to choose) and say nothing
// about a lookup the operator did not ask for.
export function getTags(
  name: CollectionName,
  websiteId: number,
  signal?: AbortSignal,
): Promise<{ list: Tag[] }> {
  return http.call(itemCalls(name).tags, { query: { website_id: websiteId }, signal, toast: false });
}

export function tagsQueryOptions(name: CollectionName, websiteId: number) {
  return queryOptions({
    queryKey: collectionKeys.tags(name, websiteId),
    queryFn: ({ signal }) => getTags(name, websiteId, signal),
  });
}

export function useTags(name: CollectionName, websiteId: number | undefined) {
  return useQuery({
    ...tagsQueryOptions(name, websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
