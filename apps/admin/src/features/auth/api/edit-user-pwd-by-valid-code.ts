import type { EditUserPwdByValidCodeBody } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/** Sets a new password with an SMS code; every session of the account ends. */
export async function editUserPwdByValidCode(body: EditUserPwdByValidCodeBody): Promise<void> {
  await http.call(calls.account.editUserPwdByValidCode, { body, toast: false });
}

export function useEditUserPwdByValidCode() {
  return useMutation({ mutationFn: editUserPwdByValidCode });
}
