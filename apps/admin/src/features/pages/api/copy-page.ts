import type { PageDetail } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { http } from '../../../shared/api/http.ts';
import { pagesQueryKey } from './get-pages.ts';

export function copyPage(id: number): Promise<PageDetail> {
  return http.request<PageDetail>({ ...endpoints.page.copy, body: { id } });
}

export function useCopyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
