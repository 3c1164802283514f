import type { TemplateLayouts } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http.ts';

/** Every template's page layouts, for a new page to start from. */
export function getTemplateLayouts(signal?: AbortSignal): Promise<TemplateLayouts> {
  return http.call(calls.template.layouts, { signal });
}

/** Fixed data the server ships: fetched once, when a new-page dialog first opens. */
export function useTemplateLayouts(enabled: boolean) {
  return useQuery({
    queryKey: ['template-layouts'],
    queryFn: ({ signal }) => getTemplateLayouts(signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
