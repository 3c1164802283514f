import type { Attribute } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

export const attributesQueryKey = ['attributes'] as const;

/** The website's product attributes, in their order: the edit form offers an input for each. */
// Quiet: the screens work without it (no categories, tags or attributes to choose) and say nothing
// about a lookup the operator did not ask for.
export function getAttributes(websiteId: number, signal?: AbortSignal): Promise<{ list: Attribute[] }> {
  return http.call(calls.attribute.list, { query: { website_id: websiteId }, signal, toast: false });
}

export function attributesQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...attributesQueryKey, websiteId],
    queryFn: ({ signal }) => getAttributes(websiteId, signal),
  });
}

export function useAttributes(websiteId: number | undefined, enabled: boolean) {
  return useQuery({
    ...attributesQueryOptions(websiteId ?? 0),
    enabled: () => enabled && websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
