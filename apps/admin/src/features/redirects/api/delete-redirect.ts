import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { redirectsQueryKey } from './get-redirects.ts';

export interface DeleteRedirectInput {
  websiteId: number;
  id: number;
}

export function deleteRedirect({ websiteId, id }: DeleteRedirectInput): Promise<{ id: number }> {
  return http.call(calls.redirect.del, { query: { website_id: websiteId, id } });
}

export function useDeleteRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRedirect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }),
  });
}
