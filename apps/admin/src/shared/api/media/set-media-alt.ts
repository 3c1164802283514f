import type { SetMediaAltBody, MediaFile } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { refreshMediaLists } from './media-keys.ts';

/** Sets the text read instead of an image. */
export function setMediaAlt(body: SetMediaAltBody): Promise<MediaFile> {
  return http.call(calls.mediaLibrary.setAlt, { body });
}

export function useSetMediaAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMediaAlt,
    onSuccess: () => refreshMediaLists(queryClient),
  });
}
