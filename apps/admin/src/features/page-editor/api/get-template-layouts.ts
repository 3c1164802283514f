import type { TemplateLayouts } from '@sitewright/contract';
import { useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { pageEditorQueryKey } from './get-page-detail.ts';

/** Every template's page layouts, for a new page to start from. */
export function getTemplateLayouts(signal?: AbortSignal): Promise<TemplateLayouts> {
  return http.call(calls.template.layouts, { signal });
}

/** Fixed data the server ships: fetched once, when the new-page dialog first opens. */
export function useTemplateLayouts(enabled: boolean) {
  return useQuery({
    queryKey: [...pageEditorQueryKey, 'template-layouts'],
    queryFn: ({ signal }) => getTemplateLayouts(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
