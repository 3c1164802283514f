import type { MediaFileList, MediaFolderFilter, MediaKind, MediaSort } from '@sitewright/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { hasSessionCookie } from '../../session/session-cookie.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** What the file list shows: a folder (or all, or the top level), a name, kinds, a date range, a page. */
export interface MediaFilesParams {
  websiteId: number;
  folder: MediaFolderFilter;
  name?: string;
  kinds?: readonly MediaKind[];
  /** ISO 8601 bounds of the upload time. */
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
  sort: MediaSort;
}

export function getMediaFiles(params: MediaFilesParams, signal?: AbortSignal): Promise<MediaFileList> {
  return http.call(calls.mediaLibrary.files, {
    query: {
      website_id: params.websiteId,
      folder_id: params.folder,
      name: params.name || undefined,
      kind: params.kinds && params.kinds.length > 0 ? params.kinds.join(',') : undefined,
      from: params.from,
      to: params.to,
      page: params.page,
      page_size: params.pageSize,
      sort: params.sort,
    },
    signal,
  });
}

export function mediaFilesQueryOptions(params: MediaFilesParams) {
  return queryOptions({
    queryKey: [...mediaQueryKey, 'files', params.websiteId, params],
    queryFn: ({ signal }) => getMediaFiles(params, signal),
    // Paging and filtering keep the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useMediaFiles(params: MediaFilesParams, enabled = true) {
  return useQuery({
    ...mediaFilesQueryOptions(params),
    enabled: () => enabled && params.websiteId > 0 && hasSessionCookie(),
  });
}
