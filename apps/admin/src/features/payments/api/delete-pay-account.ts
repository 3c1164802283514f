import { calls } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';
import { paymentsQueryKey } from './pay-keys.ts';

/** Deletes an account; one a website still takes payments with is refused (shown by the client). */
export function deletePayAccount(id: number): Promise<{ id: number }> {
  return http.call(calls.paySet.del, { query: { id } });
}

export function useDeletePayAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
  });
}
