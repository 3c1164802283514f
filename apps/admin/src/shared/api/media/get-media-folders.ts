import type { MediaFolderList } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSessionCookie } from '../../session/session-cookie.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** Every folder of the website with its file count (flat; `parent_id` builds the tree). */
export function getMediaFolders(websiteId: number, signal?: AbortSignal): Promise<MediaFolderList> {
  return http.call(calls.mediaLibrary.folders, {
    query: { website_id: websiteId },
    signal,
  });
}

export function mediaFoldersQueryOptions(websiteId: number) {
  return queryOptions({
    queryKey: [...mediaQueryKey, 'folders', websiteId],
    queryFn: ({ signal }) => getMediaFolders(websiteId, signal),
  });
}

export function useMediaFolders(websiteId: number, enabled = true) {
  return useQuery({
    ...mediaFoldersQueryOptions(websiteId),
    enabled: () => enabled && websiteId > 0 && hasSessionCookie(),
  });
}
