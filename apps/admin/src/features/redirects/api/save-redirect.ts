import type { RedirectRule, SaveRedirectRuleBody } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { REDIRECT_FORM_ERROR_CODES } from '../redirect-form.ts';
import { redirectsQueryKey } from './get-redirects.ts';

/** Adds a redirect, or changes one when `id` is given; the dialog shows the refusals it knows. */
export function saveRedirect(body: SaveRedirectRuleBody): Promise<RedirectRule> {
  return http.call(calls.redirect.save, { body, toast: REDIRECT_FORM_ERROR_CODES });
}

export function useSaveRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRedirect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }),
  });
}
