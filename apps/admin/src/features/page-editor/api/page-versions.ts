import type { PageDetail, PageVersionDetail, PageVersionItem, PageVersionList } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { pageEditorQueryKey } from './get-page-detail.ts';

const versionsKey = (pageId: number) => [...pageEditorQueryKey, 'versions', pageId] as const;

/** The page's kept versions, newest first, while the history is open. */
export function usePageVersions(pageId: number, enabled: boolean) {
  return useQuery({
    queryKey: versionsKey(pageId),
    queryFn: ({ signal }): Promise<PageVersionList> =>
      http.call(calls.page.versions, { query: { page_id: pageId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** One version with its document, for the read-only preview. */
export function usePageVersion(versionId: number | null) {
  return useQuery({
    queryKey: [...pageEditorQueryKey, 'version', versionId],
    queryFn: ({ signal }): Promise<PageVersionDetail> =>
      http.call(calls.page.version, { query: { id: versionId ?? 0 }, signal }),
    enabled: versionId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Makes a version the page's draft; answers the page as it now stands. */
export function restorePageVersion(versionId: number): Promise<PageDetail> {
  return http.call(calls.page.restoreVersion, { body: { id: versionId } });
}

/** Names a version (an empty name clears it); the history shows it once the call is done. */
export function useNamePageVersion(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; name: string }): Promise<PageVersionItem> =>
      http.call(calls.page.nameVersion, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsKey(pageId) }),
  });
}
