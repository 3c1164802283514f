import { type ChangePasswordBody, errors } from '@sitewright/contract';
import { useMutation } from '@tanstack/react-query';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

export function changePassword(body: ChangePasswordBody): Promise<null> {
  // A wrong current password is shown on its field instead of a toast.
  return http.call(calls.user.changePassword, {
    body,
    toast: [errors.OLD_PASSWORD_WRONG.code],
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
