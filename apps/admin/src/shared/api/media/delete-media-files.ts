import type { DeleteMediaFilesBody, MediaIdsResult } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

/** Deletes up to 100 files; pages using them lose the image. */
export function deleteMediaFiles(body: DeleteMediaFilesBody): Promise<MediaIdsResult> {
  return http.call(calls.mediaLibrary.deleteFiles, { body });
}

export function useDeleteMediaFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaFiles,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
