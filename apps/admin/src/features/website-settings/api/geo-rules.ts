import type { SaveGeoRulesBody } from '@sitewright/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { GEO_ERROR_CODES } from '../geo-rules.ts';

export const geoRulesQueryKey = ['geo-rules'] as const;

export function geoRulesQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...geoRulesQueryKey, websiteId],
    queryFn: ({ signal }) => http.call(calls.geoRule.list, { query: { website_id: websiteId }, signal }),
  });
}

export function useGeoRules(websiteId: number | undefined) {
  return useQuery({
    ...geoRulesQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

/** Saves the whole ordered set; refusals (1323-1326) are shown on the editor. */
export function useSaveGeoRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGeoRulesBody) => http.call(calls.geoRule.save, { body, toast: GEO_ERROR_CODES }),
    onSuccess: (list, body) =>
      queryClient.setQueryData(geoRulesQueryOptions(Number(body.website_id)).queryKey, list),
  });
}
