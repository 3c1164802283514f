import type { Lang, TemplateList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { useLanguage } from '../../i18n/index.ts';
import { hasSessionCookie } from '../../session/session-cookie.ts';

export const templatesQueryKey = ['templates'] as const;

/** The site templates, named and described in the UI language (Accept-Language). */
export function getTemplates(signal?: AbortSignal): Promise<TemplateList> {
  return http.call(calls.template.list, { signal });
}

// The language is part of the key: names and descriptions come back translated.
export function templatesQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: [...templatesQueryKey, 'list', lang],
    queryFn: ({ signal }) => getTemplates(signal),
  });
}

export function useTemplates() {
  const lang = useLanguage();
  return useQuery({ ...templatesQueryOptions(lang), enabled: () => hasSessionCookie() });
}
