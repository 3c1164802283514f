import type { FormUnreadCount } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { hasSessionCookie } from '../../session/session-cookie.ts';
import { BADGE_REFRESH_MS } from '../messages/get-message-count.ts';

/** Unread inquiries (form records) of the company. A background count: failures stay quiet. */
export function getFormUnreadCount(signal?: AbortSignal): Promise<FormUnreadCount> {
  return http.call(calls.user.formUnreadCount, { signal, toast: false });
}

export function formUnreadCountQueryOptions() {
  return queryOptions({
    queryKey: ['badges', 'inquiries'],
    queryFn: ({ signal }) => getFormUnreadCount(signal),
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    // An inquiry sent while the operator works elsewhere shows on the next look, not 30 s later.
    staleTime: 0,
  });
}

/** Only operators who may open the inquiry centre (form.form_list) are asked about it. */
export function useFormUnreadCount(enabled = true) {
  return useQuery({ ...formUnreadCountQueryOptions(), enabled: () => enabled && hasSessionCookie() });
}
