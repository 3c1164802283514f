import type { ChangePasswordBody } from '@sitewright/contract';
import { useMutation } from '@tanstack/react-query';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { http } from '../../../shared/api/http.ts';

export function changePassword(body: ChangePasswordBody): Promise<null> {
  return http.request<null>({ ...endpoints.user.changePassword, body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
