import type { GlobalSections } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { pageEditorQueryKey } from './get-page-detail.ts';

/** The website's shared header and footer in one language, drafts included. */
export function getGlobalSections(
  websiteId: number,
  lang: string,
  signal?: AbortSignal,
): Promise<GlobalSections> {
  return http.call(calls.globalSection.get, {
    query: { website_id: websiteId, lang: requestLang(lang) },
    signal,
  });
}

export function globalSectionsQueryOptions(websiteId: number, lang: string) {
  return queryOptions({
    queryKey: [...pageEditorQueryKey, 'sections', websiteId, lang],
    queryFn: ({ signal }) => getGlobalSections(websiteId, lang, signal),
    // Edited in this very editor: each opening starts from the server's latest version.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function useGlobalSections(websiteId: number, lang: string | undefined) {
  return useQuery({ ...globalSectionsQueryOptions(websiteId, lang ?? ''), enabled: Boolean(lang) });
}
