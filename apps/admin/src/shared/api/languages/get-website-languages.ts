import type { WebsiteLanguageList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSessionCookie } from '../../session/session-cookie.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';

export const websiteLanguagesQueryKey = ['website-languages'] as const;

/** The languages a website is written in, the default among them. */
export function getWebsiteLanguages(websiteId: number, signal?: AbortSignal): Promise<WebsiteLanguageList> {
  return http.call(calls.websiteLanguage.list, {
    query: { website_id: websiteId },
    signal,
  });
}

export function websiteLanguagesQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...websiteLanguagesQueryKey, websiteId],
    queryFn: ({ signal }) => getWebsiteLanguages(websiteId, signal),
  });
}

// Shared: the language screen lists them and the page list switches between them.
export function useWebsiteLanguages(websiteId: number | undefined) {
  return useQuery({
    ...websiteLanguagesQueryOptions(websiteId ?? 0),
    enabled: () => websiteId !== undefined && websiteId > 0 && hasSessionCookie(),
  });
}
