import type { PageDetail } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

export const pageEditorQueryKey = ['pageEditor'] as const;

/** A whole page: its list fields, the version its next save must name, and its block document. */
export function getPageDetail(pageId: number, signal?: AbortSignal): Promise<PageDetail> {
  return http.call(calls.page.detail, { query: { id: pageId }, signal });
}

export function pageDetailQueryOptions(pageId: number) {
  return queryOptions({
    queryKey: [...pageEditorQueryKey, 'detail', pageId],
    queryFn: ({ signal }) => getPageDetail(pageId, signal),
    // The editor starts from the server's latest version; a stale copy would only lead to a conflict.
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

export function usePageDetail(pageId: number) {
  return useQuery(pageDetailQueryOptions(pageId));
}
