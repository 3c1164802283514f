import type { Website, WebsiteEditBody } from '@sitewright/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { selectedWebsite, useWebsiteStore } from '../../stores/website-store.ts';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { websiteQueryOptions } from './get-website.ts';
import { websitesQueryKey } from './get-websites.ts';

/** Field errors and a taken address are shown on the form instead of a toast. */
export const FORM_ERROR_CODES = [errorCodes.VALIDATION, errorCodes.DOMAIN_TAKEN] as const;

export function updateWebsite(body: WebsiteEditBody): Promise<Website> {
  return http.call(calls.website.edit, { body, toast: FORM_ERROR_CODES });
}

/**
 * After a save, the new values show everywhere at once: the switcher and every screen of the
 * selected website read the store (which also keeps them across a reload), the info query is
 * replaced, and the list is fetched again.
 */
export function applySavedWebsite(queryClient: QueryClient, website: Website): Promise<void> {
  if (selectedWebsite()?.website_id === website.website_id) useWebsiteStore.getState().select(website);
  queryClient.setQueryData(websiteQueryOptions(website.website_id).queryKey, website);
  return queryClient.invalidateQueries({ queryKey: websitesQueryKey });
}

export function useUpdateWebsite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebsite,
    onSuccess: (website) => applySavedWebsite(queryClient, website),
  });
}
