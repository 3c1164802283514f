import type {
  InvitationList,
  InviteBody,
  SubAccountSetting,
  SubAuthBody,
  SubAuthResult,
  TeamInvitation,
} from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';
import { teamQueryKey } from './team-api.ts';

/** Invitations waiting for an answer. */
export function useInvitations() {
  return useQuery({
    queryKey: [...teamQueryKey, 'invitations'],
    queryFn: ({ signal }): Promise<InvitationList> => http.call(calls.invite.invitationList, { signal }),
    enabled: hasSessionCookie,
  });
}

/** The company's sub-account suffix and how many sub-accounts it has. */
export function useSubAccountSetting() {
  return useQuery({
    queryKey: [...teamQueryKey, 'sub-account-setting'],
    queryFn: ({ signal }): Promise<SubAccountSetting> =>
      http.call(calls.invite.subAccountSetting, { signal }),
    enabled: hasSessionCookie,
  });
}

/** The websites a user is granted, and whether it is a sub-account at all. */
export function useSubAuth(id: number | undefined) {
  return useQuery({
    queryKey: [...teamQueryKey, 'sub-auth', id],
    queryFn: ({ signal }) => http.call(calls.invite.subAuthGet, { query: { id: id ?? 0 }, signal }),
    enabled: () => id !== undefined && id > 0 && hasSessionCookie(),
  });
}

function useInviteMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

/** Sends (or sends again, replacing the earlier link) an invitation mail. */
export const useInvite = () =>
  useInviteMutation((body: InviteBody): Promise<TeamInvitation> => http.call(calls.invite.invite, { body }));
export const useRevokeInvitation = () =>
  useInviteMutation(
    (id: number): Promise<null> => http.call(calls.invite.invitationRevoke, { query: { id } }),
  );
export const useSubAuthSave = () =>
  useInviteMutation((body: SubAuthBody): Promise<SubAuthResult> => http.call(calls.invite.subAuth, { body }));
export const useSaveSubAccountSetting = () =>
  useInviteMutation(
    (suffix: string): Promise<SubAccountSetting> =>
      http.call(calls.invite.subAccountSettingSave, { body: { suffix } }),
  );
