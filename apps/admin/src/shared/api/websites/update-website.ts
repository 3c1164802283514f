import { errors, type Website, type WebsiteEditBody } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { websitesQueryKey } from './get-websites.ts';

/** Field errors and a taken address are shown on the form instead of a toast. */
export const FORM_ERROR_CODES = [errors.VALIDATION.code, errors.DOMAIN_TAKEN.code] as const;

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
