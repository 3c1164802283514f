import type { RenameMediaFileBody, MediaFile } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** Renames a file; the extension stays. */
export function renameMediaFile(body: RenameMediaFileBody): Promise<MediaFile> {
  return http.request<MediaFile>({ ...endpoints.media.renameFile, body });
}

export function useRenameMediaFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMediaFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
