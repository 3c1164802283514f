import type { PageCreateBody, PageDetail } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { PAGE_FORM_ERROR_CODES } from '../page-form.ts';
import { pagesQueryKey } from './get-pages.ts';

export function createPage(body: PageCreateBody): Promise<PageDetail> {
  return http.call(calls.page.create, { body, toast: PAGE_FORM_ERROR_CODES });
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
