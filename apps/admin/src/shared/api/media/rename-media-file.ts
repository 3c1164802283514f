import type { RenameMediaFileBody, MediaFile } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

/** Renames a file; the extension stays. */
export function renameMediaFile(body: RenameMediaFileBody): Promise<MediaFile> {
  return http.call(calls.mediaLibrary.renameFile, { body });
}

export function useRenameMediaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMediaFile,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
