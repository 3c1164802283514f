import type { CategoryTree, CollectionName } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

/** A collection's categories as a tree in their order, each with how many items it holds. */
export function getCategories(
  name: CollectionName,
  websiteId: number,
  signal?: AbortSignal,
): Promise<CategoryTree> {
  return http.call(calls[name].types, { query: { website_id: websiteId }, signal });
}

export function categoriesQueryOptions(name: CollectionName, websiteId: number) {
  return queryOptions({
    queryKey: taxonomyKeys.types(name, websiteId),
    queryFn: ({ signal }) => getCategories(name, websiteId, signal),
  });
}

export function useCategories(name: CollectionName, websiteId: number | undefined) {
  return useQuery({
    ...categoriesQueryOptions(name, websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
