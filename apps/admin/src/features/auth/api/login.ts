import type { LoginBody, LoginResult, UserInfo } from '@sitewright/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { t } from '../../../shared/i18n/index.ts';

export interface LoginInput {
  companyId: string;
  username: string;
  password: string;
}

/**
 * Signs in. The server sets the HttpOnly token cookie and the company cookie; the token in the
 * answer is checked for presence (spec §5) and then dropped so it is never kept in memory caches.
 */
export async function login(input: LoginInput): Promise<UserInfo> {
  const body: LoginBody = {
    companyId: input.companyId.trim(),
    username: input.username.trim(),
    password: input.password,
  };
  // The sign-in form shows a refusal itself, inline; a toast as well would say it twice.
  return sessionUser(await http.call(calls.user.login, { body, toast: false }));
}

/**
 * The user of a sign-in answer (password, SMS code or registration). An answer without a token is
 * a failure (spec §5); the token itself is dropped, the HttpOnly cookie carries the session.
 */
export function sessionUser(result: LoginResult | null | undefined): UserInfo {
  if (!result || typeof result.token !== 'string' || result.token.length === 0) {
    throw new ApiError(t('login.noToken'), 0, 'bad-response');
  }
  const user: Partial<LoginResult> = { ...result };
  delete user.token;
  return user as UserInfo;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
