import type { ImportRedirectRulesBody, RedirectImportResult } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { redirectsQueryKey } from './get-redirects.ts';

/**
 * Merges a CSV into the website's redirects: all lines or none. A refused file's line problems come
 * back in the error's data; the dialog lists them instead of a toast.
 */
export function importRedirects(body: ImportRedirectRulesBody): Promise<RedirectImportResult> {
  return http.call(calls.redirect.import, {
    body,
    toast: [errorCodes.REDIRECT_CSV_INVALID],
  });
}

export function useImportRedirects() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRedirects,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: redirectsQueryKey }),
  });
}
