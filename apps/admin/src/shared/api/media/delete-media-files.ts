import type { DeleteMediaFilesBody, MediaIdsResult } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** Deletes up to 100 files; pages using them lose the image. */
export function deleteMediaFiles(body: DeleteMediaFilesBody): Promise<MediaIdsResult> {
  return http.request<MediaIdsResult>({ ...endpoints.media.deleteFiles, body });
}

export function useDeleteMediaFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaFiles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
