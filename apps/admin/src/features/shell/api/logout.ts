import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { http } from '../../../shared/api/http.ts';
import { localLogout } from '../../../shared/session/local-logout.ts';

/**
 * Ends the session on the server (which clears the HttpOnly token cookie), then forgets it here.
 * The local part happens even when the server cannot be reached.
 */
export async function logout(): Promise<void> {
  try {
    await http.request<null>({ ...endpoints.user.logout, sessionPolicy: false });
  } finally {
    localLogout();
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
