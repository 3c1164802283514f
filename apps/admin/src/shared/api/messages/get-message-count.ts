import type { MessageCount } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../http.ts';

/** How often the unread badges look for news (besides when the window regains focus). */
export const BADGE_REFRESH_MS = 30_000;

export const messageCountQueryKey = ['badges', 'messages'] as const;

/** Unread messages for the bell. A background count: failures stay quiet. */
export function getMessageCount(signal?: AbortSignal): Promise<MessageCount> {
  return http.call(calls.user.messageCount, { signal, toast: false });
}

export function messageCountQueryOptions() {
  return queryOptions({
    queryKey: messageCountQueryKey,
    queryFn: ({ signal }) => getMessageCount(signal),
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    // A message written while the operator works elsewhere shows on the next look, not 30 s later.
    staleTime: 0,
  });
}

export function useMessageCount() {
  return useQuery(messageCountQueryOptions());
}
