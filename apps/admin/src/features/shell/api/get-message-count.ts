import type { MessageCount } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/** How often the unread badges look for news. */
export const BADGE_REFRESH_MS = 60_000;

/** Unread messages for the bell. A background count: failures stay quiet. */
export function getMessageCount(signal?: AbortSignal): Promise<MessageCount> {
  return http.call(calls.user.messageCount, { signal, toast: false });
}

export function messageCountQueryOptions() {
  return queryOptions({
    queryKey: ['badges', 'messages'],
    queryFn: ({ signal }) => getMessageCount(signal),
    refetchInterval: BADGE_REFRESH_MS,
  });
}

export function useMessageCount() {
  return useQuery(messageCountQueryOptions());
}
