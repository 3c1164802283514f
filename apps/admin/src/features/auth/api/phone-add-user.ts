import type { PhoneAddUserBody, UserInfo } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { sessionUser } from './login.ts';

/** Registers by phone: a new company with its administrator, signed in. */
export async function phoneAddUser(body: PhoneAddUserBody): Promise<UserInfo> {
  return sessionUser(await http.call(calls.account.phoneAddUser, { body, toast: false }));
}

export function usePhoneAddUser() {
  return useMutation({ mutationFn: phoneAddUser });
}
