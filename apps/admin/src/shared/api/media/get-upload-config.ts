import type { UploadConfig } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSessionCookie } from '../../session/session-cookie.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';

/** The server's upload limits and extensions, so a file can be checked before it is sent. */
export function getUploadConfig(signal?: AbortSignal): Promise<UploadConfig> {
  return http.call(calls.upload.config, { signal });
}

export function uploadConfigQueryOptions() {
  return queryOptions({
    queryKey: ['upload', 'config'],
    queryFn: ({ signal }) => getUploadConfig(signal),
    // Limits change only with the server's configuration.
    staleTime: 10 * 60 * 1000,
  });
}

export function useUploadConfig() {
  return useQuery({ ...uploadConfigQueryOptions(), enabled: () => hasSessionCookie() });
}
