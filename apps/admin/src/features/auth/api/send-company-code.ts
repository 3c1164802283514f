import type { SendCompanyCodeBody } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/** Asks for the company codes of an e-mail address or phone; answered alike whether it has accounts. */
export async function sendCompanyCode(body: SendCompanyCodeBody): Promise<void> {
  await http.call(calls.account.sendCompanyCode, { body, toast: false });
}

export function useSendCompanyCode() {
  return useMutation({ mutationFn: sendCompanyCode });
}
