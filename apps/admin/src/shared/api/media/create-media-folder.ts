import type { CreateMediaFolderBody, MediaFolder } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** A new folder at the top level or inside another. */
export function createMediaFolder(body: CreateMediaFolderBody): Promise<MediaFolder> {
  return http.request<MediaFolder>({ ...endpoints.media.createFolder, body });
}

export function useCreateMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMediaFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
