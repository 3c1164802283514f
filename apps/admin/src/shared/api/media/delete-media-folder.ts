import type { MediaFolderContents } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

export interface DeleteMediaFolderInput {
  websiteId: number;
  id: number;
  /** What becomes of what it holds: moved to the folder above it, or deleted with it. */
  contents?: MediaFolderContents;
}

/**
 * Deletes a folder. Without `contents` one that still holds files or folders is refused; with it
 * they move up or go with it, in one step.
 */
export function deleteMediaFolder({
  websiteId,
  id,
  contents,
}: DeleteMediaFolderInput): Promise<{ id: number }> {
  return http.call(calls.mediaLibrary.deleteFolder, {
    query: { website_id: websiteId, id, ...(contents ? { contents } : {}) },
  });
}

export function useDeleteMediaFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMediaFolder,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
