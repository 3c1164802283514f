import type { ChangeWebsiteHostBody, SaveSslBody } from '@sitewright/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { websitesQueryKey } from '../../../shared/api/websites/get-websites.ts';
import { BIND_ERROR_CODES, CERTIFICATE_ERROR_CODES } from '../domains.ts';

export const hostsQueryKey = ['website-hosts'] as const;

export function hostsQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...hostsQueryKey, websiteId],
    queryFn: ({ signal }) => http.call(calls.host.list, { query: { website_id: websiteId }, signal }),
  });
}

export function useHosts(websiteId: number | undefined) {
  return useQuery({
    ...hostsQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}

/** Bind, unbind or switch 'HTTPS only'; the answer is the new list, shown at once. */
export function useChangeHost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeWebsiteHostBody) =>
      http.call(calls.host.change, {
        body,
        // A refused bind is shown under the domain field.
        toast: body.action === 'bind' ? BIND_ERROR_CODES : true,
      }),
    onSuccess: (list) => {
      queryClient.setQueryData(hostsQueryOptions(list.website_id).queryKey, list);
      // The website's `domain` (the switcher, the website center) follows its first bound domain.
      return queryClient.invalidateQueries({ queryKey: websitesQueryKey });
    },
  });
}

export function useSaveCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveSslBody) =>
      http.call(calls.host.saveSsl, { body, toast: CERTIFICATE_ERROR_CODES }),
    onSuccess: (_info, body) =>
      queryClient.invalidateQueries({ queryKey: hostsQueryOptions(Number(body.website_id)).queryKey }),
  });
}
