import type { PageCreateBody, PageDetail } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { http } from '../../../shared/api/http.ts';
import { PAGE_FORM_ERROR_CODES } from '../page-form.ts';
import { pagesQueryKey } from './get-pages.ts';

export function createPage(body: PageCreateBody): Promise<PageDetail> {
  return http.request<PageDetail>({ ...endpoints.page.create, body, toast: PAGE_FORM_ERROR_CODES });
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
