import type { RenameMediaFolderBody, MediaFolder } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

/** Renames a folder; a sibling with the same name refuses it. */
export function renameMediaFolder(body: RenameMediaFolderBody): Promise<MediaFolder> {
  return http.call(calls.mediaLibrary.renameFolder, { body });
}

export function useRenameMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMediaFolder,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
