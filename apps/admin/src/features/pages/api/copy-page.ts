import type { PageDetail } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { pagesQueryKey } from './get-pages.ts';

export function copyPage(id: number): Promise<PageDetail> {
  return http.call(calls.page.copy, { body: { id } });
}

export function useCopyPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyPage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pagesQueryKey }),
  });
}
