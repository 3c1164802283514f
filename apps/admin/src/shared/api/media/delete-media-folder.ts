import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

export interface DeleteMediaFolderInput {
  websiteId: number;
  id: number;
}

/** Deletes an empty folder; one that still holds files or folders is refused. */
export function deleteMediaFolder({ websiteId, id }: DeleteMediaFolderInput): Promise<{ id: number }> {
  return http.call(calls.mediaLibrary.deleteFolder, { query: { website_id: websiteId, id } });
}

export function useDeleteMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaFolder,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
