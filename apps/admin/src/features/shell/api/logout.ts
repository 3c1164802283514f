import { useMutation } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/**
 * Ends the session on the server, which revokes the token and clears its HttpOnly cookie. The
 * caller forgets the session locally afterwards, whether or not the server could be reached.
 */
export async function logout(): Promise<void> {
  await http.call(calls.user.logout, { sessionPolicy: false });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
