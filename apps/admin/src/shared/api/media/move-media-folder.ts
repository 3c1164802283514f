import type { MoveMediaFolderBody, MediaFolder } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

/** Puts a folder inside another (or at the top level). */
export function moveMediaFolder(body: MoveMediaFolderBody): Promise<MediaFolder> {
  return http.call(calls.mediaLibrary.moveFolder, { body });
}

export function useMoveMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMediaFolder,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
