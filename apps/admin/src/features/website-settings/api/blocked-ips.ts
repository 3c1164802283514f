import type { AddBlockIpBody } from '@sitewright/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { BLOCK_IP_ERROR_CODES } from '../blocked-ips.ts';

export const blockedIpsQueryKey = ['blocked-ips'] as const;

export function blockedIpsQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...blockedIpsQueryKey, websiteId],
    queryFn: ({ signal }) => http.call(calls.blockIp.list, { query: { website_id: websiteId }, signal }),
  });
}

export function useBlockedIps(websiteId: number | undefined) {
  return useQuery({
    ...blockedIpsQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

export function useBlockIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddBlockIpBody) => http.call(calls.blockIp.add, { body, toast: BLOCK_IP_ERROR_CODES }),
    onSuccess: (_ip, body) =>
      queryClient.invalidateQueries({ queryKey: blockedIpsQueryOptions(Number(body.website_id)).queryKey }),
  });
}

export function useUnblockIp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: { website_id: number; id: number }) => http.call(calls.blockIp.del, { query }),
    onSuccess: (_r, query) =>
      queryClient.invalidateQueries({ queryKey: blockedIpsQueryOptions(query.website_id).queryKey }),
  });
}
