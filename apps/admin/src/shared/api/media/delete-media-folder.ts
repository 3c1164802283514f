import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

export interface DeleteMediaFolderInput {
  websiteId: number;
  id: number;
}

/** Deletes an empty folder; one that still holds files or folders is refused. */
export function deleteMediaFolder({ websiteId, id }: DeleteMediaFolderInput): Promise<{ id: number }> {
  return http.request({ ...endpoints.media.deleteFolder, query: { website_id: websiteId, id } });
}

export function useDeleteMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaFolder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
