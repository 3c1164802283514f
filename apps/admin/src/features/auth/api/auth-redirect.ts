import type { LoginResult, UserInfo } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/**
 * Exchanges a one-time sign-in code (`/auth-redirect?code=…`) for a session: the server sets the
 * same cookies as a login. The token in the answer is dropped, as after a login.
 */
export async function signInWithCode(code: string): Promise<UserInfo> {
  // The screen shows a refusal itself, with a way on to the sign-in form.
  const result = await http.call(calls.user.authRedirect, { body: { code }, toast: false });
  const user: Partial<LoginResult> = { ...result };
  delete user.token;
  return user as UserInfo;
}

export function useSignInWithCode() {
  return useMutation({ mutationFn: signInWithCode });
}
