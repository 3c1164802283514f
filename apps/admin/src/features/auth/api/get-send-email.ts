import type { GetSendEmailBody } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/** Asks for a password-reset link by mail; answered alike whether the address has an account. */
export async function getSendEmail(body: GetSendEmailBody): Promise<void> {
  await http.call(calls.account.getSendEmail, { body, toast: false });
}

export function useGetSendEmail() {
  return useMutation({ mutationFn: getSendEmail });
}
