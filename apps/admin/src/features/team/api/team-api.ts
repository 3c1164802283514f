import type {
  RoleCreateBody,
  RoleEditBody,
  RoleList,
  TeamRole,
  TeamUser,
  UserCreateBody,
  UserEditBody,
  UserList,
  UserListQuery,
  UserStatusBody,
} from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { hasSessionCookie } from '../../../shared/session/session-cookie.ts';

/** Every query of the team screens: any change to a user or a role reads them all again. */
export const teamQueryKey = ['team'] as const;

export function useUsers(query: UserListQuery) {
  return useQuery({
    queryKey: [...teamQueryKey, 'users', query],
    queryFn: ({ signal }): Promise<UserList> => http.call(calls.team.userList, { query, signal }),
    placeholderData: keepPreviousData,
    enabled: hasSessionCookie,
  });
}

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: [...teamQueryKey, 'user', id],
    queryFn: ({ signal }): Promise<TeamUser> =>
      http.call(calls.team.userGet, { query: { id: id ?? 0 }, signal }),
    enabled: () => id !== undefined && id > 0 && hasSessionCookie(),
  });
}

export function useRoles() {
  return useQuery({
    queryKey: [...teamQueryKey, 'roles'],
    queryFn: ({ signal }): Promise<RoleList> => http.call(calls.team.roleList, { signal }),
    enabled: hasSessionCookie,
  });
}

/** A mutation that reads every team list again once it is done. */
function useTeamMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueryKey }),
  });
}

export const useCreateUser = () =>
  useTeamMutation((body: UserCreateBody): Promise<TeamUser> => http.call(calls.team.userCreate, { body }));
export const useEditUser = () =>
  useTeamMutation((body: UserEditBody): Promise<TeamUser> => http.call(calls.team.userEdit, { body }));
export const useSetUserStatus = () =>
  useTeamMutation((body: UserStatusBody): Promise<TeamUser> => http.call(calls.team.userStatus, { body }));
export const useDeleteUser = () =>
  useTeamMutation((id: number): Promise<null> => http.call(calls.team.userDelete, { query: { id } }));
export const useCreateRole = () =>
  useTeamMutation((body: RoleCreateBody): Promise<TeamRole> => http.call(calls.team.roleCreate, { body }));
export const useEditRole = () =>
  useTeamMutation((body: RoleEditBody): Promise<TeamRole> => http.call(calls.team.roleEdit, { body }));
export const useDeleteRole = () =>
  useTeamMutation((id: number): Promise<null> => http.call(calls.team.roleDelete, { query: { id } }));
