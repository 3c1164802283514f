import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { websitesQueryKey } from '../../../shared/api/websites/get-websites.ts';

/** Soft delete: the website goes offline and leaves the list. */
export function deleteWebsite(websiteId: number): Promise<{ website_id: number }> {
  return http.call(calls.website.del, { query: { website_id: websiteId } });
}

export function useDeleteWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebsite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websitesQueryKey }),
  });
}
