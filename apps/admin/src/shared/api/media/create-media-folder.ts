import type { CreateMediaFolderBody, MediaFolder } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

/** A new folder at the top level or inside another. */
export function createMediaFolder(body: CreateMediaFolderBody): Promise<MediaFolder> {
  return http.call(calls.mediaLibrary.createFolder, { body });
}

export function useCreateMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMediaFolder,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
