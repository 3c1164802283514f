import type { TemplateLayouts } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQuery } from '@tanstack/react-query';
import { http } from '../api/http.ts';

/** Every template's page layouts, for a new page of the website to start from (copy names it). */
export function getTemplateLayouts(websiteId: number, signal?: AbortSignal): Promise<TemplateLayouts> {
  return http.call(calls.template.layouts, { query: { website_id: websiteId }, signal });
}

/** Fetched once per website, when a new-page dialog first opens. */
export function useTemplateLayouts(websiteId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['template-layouts', websiteId],
    queryFn: ({ signal }) => getTemplateLayouts(websiteId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}
