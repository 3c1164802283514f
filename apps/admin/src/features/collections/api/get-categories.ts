import type { CategoryTree, CollectionName } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { collectionKeys, itemCalls } from './collection-calls.ts';

/** The collection's category tree (at most three levels). */
// Quiet: the screens work without it (no categories, tags or attributes to choose) and say nothing
// about a lookup the operator did not ask for.
export function getCategories(
  name: CollectionName,
  websiteId: number,
  signal?: AbortSignal,
): Promise<CategoryTree> {
  return http.call(itemCalls(name).types, { query: { website_id: websiteId }, signal, toast: false });
}

export function categoriesQueryOptions(name: CollectionName, websiteId: number) {
  return queryOptions({
    queryKey: collectionKeys.types(name, websiteId),
    queryFn: ({ signal }) => getCategories(name, websiteId, signal),
  });
}

export function useCategories(name: CollectionName, websiteId: number | undefined) {
  return useQuery({
    ...categoriesQueryOptions(name, websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
