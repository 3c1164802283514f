import type { FormUnreadCount } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { BADGE_REFRESH_MS } from '../../../shared/api/messages/get-message-count.ts';

/** Unread inquiries (form records) of the company. A background count: failures stay quiet. */
export function getFormUnreadCount(signal?: AbortSignal): Promise<FormUnreadCount> {
  return http.call(calls.user.formUnreadCount, { signal, toast: false });
}

export function formUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['badges', 'inquiries'],
    queryFn: ({ signal }) => getFormUnreadCount(signal),
    refetchInterval: BADGE_REFRESH_MS,
  });
}

export function useFormUnreadCount() {
  return useQuery(formUnreadCountQueryOptions());
}
