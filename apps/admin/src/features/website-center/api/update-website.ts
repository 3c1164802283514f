import type { Website, WebsiteEditBody } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { http } from '../../../shared/api/http.ts';
import { websitesQueryKey } from '../../../shared/api/websites/get-websites.ts';
import { FORM_ERROR_CODES } from './create-website.ts';

export function updateWebsite(body: WebsiteEditBody): Promise<Website> {
  return http.request<Website>({ ...endpoints.website.edit, body, toast: FORM_ERROR_CODES });
}

export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebsite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: websitesQueryKey }),
  });
}
