import type { RenameMediaFolderBody, MediaFolder } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** Renames a folder; a sibling with the same name refuses it. */
export function renameMediaFolder(body: RenameMediaFolderBody): Promise<MediaFolder> {
  return http.request<MediaFolder>({ ...endpoints.media.renameFolder, body });
}

export function useRenameMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMediaFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
