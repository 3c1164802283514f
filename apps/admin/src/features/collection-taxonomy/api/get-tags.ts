import type { CollectionName } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { taxonomyKeys } from './taxonomy-keys.ts';

/** Every tag of a collection with how many items carry it (the screen searches them itself). */
export function getTags(name: CollectionName, websiteId: number, signal?: AbortSignal) {
  return http.call(calls[name].tags, { query: { website_id: websiteId }, signal });
}

export function tagsQueryOptions(name: CollectionName, websiteId: number) {
  return queryOptions({
    queryKey: taxonomyKeys.tags(name, websiteId),
    queryFn: ({ signal }) => getTags(name, websiteId, signal),
  });
}

export function useTags(name: CollectionName, websiteId: number | undefined) {
  return useQuery({
    ...tagsQueryOptions(name, websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
