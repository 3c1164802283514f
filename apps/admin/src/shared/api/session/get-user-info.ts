import { ROLES, type UserInfo } from '@sitewright/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { calls } from '@sitewright/contract/paths';
import { http } from '../http.ts';
import { hasRole, rolesOf } from '../../session/roles.ts';

export const userInfoQueryKey = ['session', 'user-info'] as const;

/**
 * The signed-in user. The navigation guard handles its failures (401 → login with redirect,
 * others → local logout and an explanation), so the client stays quiet here.
 */
export function getUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return http.call(calls.user.info, { signal, toast: false, sessionPolicy: false });
}

/** The session is this query: loaded once after sign-in, dropped by local logout. */
export function userInfoQueryOptions() {
  return queryOptions({
    queryKey: userInfoQueryKey,
    queryFn: ({ signal }) => getUserInfo(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useUserInfo() {
  return useQuery(userInfoQueryOptions());
}

/**
 * Whether the signed-in user may add files to the media library (media.list): uploads anywhere
 * land there, and the server refuses them to everyone else.
 */
export function useMayUpload(): boolean {
  return hasRole(useRoles(), ROLES.mediaList);
}

/** The roles of the signed-in user; empty until the session is loaded. */
export function useRoles(): string[] {
  const { data } = useUserInfo();
  return useMemo(() => (data ? rolesOf(data) : []), [data]);
}
