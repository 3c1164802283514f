import type { ResetLinkState } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/** Whether a reset link from the mail is still good, and whose password it sets. */
export function resetLinkQuery(token: string) {
  return queryOptions({
    queryKey: ['account', 'reset-link', token],
    queryFn: ({ signal }): Promise<ResetLinkState> =>
      http.call(calls.account.getCheckGetBackUrl, { body: { token }, signal }),
    // Read once when the page opens: the answer changes only by using the link.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useResetLink(token: string) {
  return useQuery({ ...resetLinkQuery(token), enabled: token !== '' });
}
