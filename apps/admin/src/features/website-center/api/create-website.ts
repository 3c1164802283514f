import type { Website, WebsiteAddFromTemplateBody } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { websitesQueryKey } from '../../../shared/api/websites/get-websites.ts';
import { FORM_ERROR_CODES } from '../../../shared/api/websites/update-website.ts';

export function createWebsite(body: WebsiteAddFromTemplateBody): Promise<Website> {
  return http.call(calls.website.add, { body, toast: FORM_ERROR_CODES });
}

export function useCreateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebsite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websitesQueryKey }),
  });
}
