import type { ChangePasswordBody } from '@sitewright/contract';
import { useMutation } from '@tanstack/react-query';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

export function changePassword(body: ChangePasswordBody): Promise<null> {
  // A wrong current password is shown on its field instead of a toast.
  return http.call(calls.user.changePassword, {
    body,
    toast: [errorCodes.OLD_PASSWORD_WRONG],
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
