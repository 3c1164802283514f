import type { ApplyTemplateBody, TemplateApplied } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/** Replaces the default language's ordinary pages and menu with the template's (system pages stay). */
export function applyTemplate(body: ApplyTemplateBody): Promise<TemplateApplied> {
  return http.call(calls.template.apply, { body });
}

export function useApplyTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyTemplate,
    // Pages, menu and anything else cached about the website changed at once; features do not share
    // query keys, so everything is refetched on next use rather than naming another feature's keys.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
