import type { SetMediaAltBody, MediaFile } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints } from '../endpoints.ts';
import { http } from '../http.ts';
import { mediaQueryKey } from './media-keys.ts';

/** Sets the text read instead of an image. */
export function setMediaAlt(body: SetMediaAltBody): Promise<MediaFile> {
  return http.request<MediaFile>({ ...endpoints.media.setAlt, body });
}

export function useSetMediaAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMediaAlt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaQueryKey }),
  });
}
