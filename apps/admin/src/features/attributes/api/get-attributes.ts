import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

/** Shared with the product edit form, which reads the same list. */
export const attributesQueryKey = (websiteId: number) => ['attributes', websiteId] as const;

/** The website's product attributes in their order, each with how many products have a value. */
export function getAttributes(websiteId: number, signal?: AbortSignal) {
  return http.call(calls.attribute.list, { query: { website_id: websiteId }, signal });
}

export function attributesQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: attributesQueryKey(websiteId),
    queryFn: ({ signal }) => getAttributes(websiteId, signal),
  });
}

export function useAttributes(websiteId: number | undefined) {
  return useQuery({
    ...attributesQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
