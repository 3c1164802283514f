import type { AddPaySetBody, PayAccount } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { PAY_FORM_ERROR_CODES } from '../pay-account-form.ts';
import { paymentsQueryKey } from './pay-keys.ts';

/**
 * Adds an account or (with id) changes one. Refusals about a field are shown beside it by the
 * drawer, so the client does not toast them.
 */
export function savePayAccount(body: AddPaySetBody): Promise<PayAccount> {
  return http.call(calls.paySet.add, { body, toast: PAY_FORM_ERROR_CODES });
}

export function useSavePayAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
