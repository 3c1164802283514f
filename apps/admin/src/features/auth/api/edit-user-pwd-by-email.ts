import type { EditUserPwdByEmailBody } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/** Sets a new password with the link from the mail (once); every session of the account ends. */
export async function editUserPwdByEmail(body: EditUserPwdByEmailBody): Promise<void> {
  await http.call(calls.account.editUserPwdByEmail, { body, toast: false });
}

export function useEditUserPwdByEmail() {
  return useMutation({ mutationFn: editUserPwdByEmail });
}
