import type { LoginBody, LoginResult, UserInfo } from '@sitewright/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../shared/api/api-error.ts';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { t } from '../../../shared/i18n/index.ts';
import { toastError } from '../../../shared/ui/feedback.ts';

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
  const result = await http.call(calls.user.login, { body });
  if (!result || typeof result.token !== 'string' || result.token.length === 0) {
    const message = t('login.noToken');
    toastError(message);
    throw new ApiError(message, 0, 'bad-response');
  }
  const user: Partial<LoginResult> = { ...result };
  delete user.token;
  return user as UserInfo;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
