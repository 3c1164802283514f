import type { InvitationAcceptBody, InvitationPreview } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/** What an invitation link offers (company, role, address), or its refusal when no longer good. */
export function useInvitation(token: string | null) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: (): Promise<InvitationPreview> =>
      http.call(calls.invitation.invitationCheck, { body: { token: token ?? '' }, toast: false }),
    enabled: token !== null && token !== '',
    retry: false,
  });
}

/** Accepts the invitation: the user is made, and a one-time code signs them in. */
export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: InvitationAcceptBody): Promise<{ code: string }> =>
      http.call(calls.invitation.invitationAccept, { body, toast: false }),
  });
}
