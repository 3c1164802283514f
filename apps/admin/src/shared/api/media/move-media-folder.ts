import type { MoveMediaFolderBody, MediaFolder } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** Puts a folder inside another (or at the top level). */
export function moveMediaFolder(body: MoveMediaFolderBody): Promise<MediaFolder> {
  return http.request<MediaFolder>({ ...endpoints.media.moveFolder, body });
}

export function useMoveMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMediaFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
