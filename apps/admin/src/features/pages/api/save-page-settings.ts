import type { PageSetBody, PageSettings } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { PAGE_FORM_ERROR_CODES } from '../page-form.ts';
import { pageSettingsQueryOptions } from './get-page-settings.ts';
import { pagesQueryKey } from './get-pages.ts';

/** A stale version (1201) is left to the client's toast: the server's message says what to do. */
export function savePageSettings(body: PageSetBody): Promise<PageSettings> {
  return http.call(calls.page.saveSettings, { body, toast: PAGE_FORM_ERROR_CODES });
}

export function useSavePageSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePageSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(pageSettingsQueryOptions(saved.id).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [...pagesQueryKey, 'list'] });
    },
  });
}
