import type { MoveMediaFilesBody, MediaIdsResult } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

/** Moves up to 100 files into a folder (or to the top level). */
export function moveMediaFiles(body: MoveMediaFilesBody): Promise<MediaIdsResult> {
  return http.call(calls.mediaLibrary.moveFiles, { body });
}

export function useMoveMediaFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMediaFiles,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
