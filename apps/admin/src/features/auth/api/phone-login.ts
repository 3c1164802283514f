import type { PhoneLoginBody, UserInfo } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { sessionUser } from './login.ts';

/** Signs in with an SMS code; `companyId` answers the server's question when the phone is in several companies. */
export async function phoneLogin(body: PhoneLoginBody): Promise<UserInfo> {
  return sessionUser(await http.call(calls.account.phoneLogin, { body, toast: false }));
}

export function usePhoneLogin() {
  return useMutation({ mutationFn: phoneLogin });
}
