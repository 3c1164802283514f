import type { PayAccountTest } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../shared/api/http.ts';

/** Asks the provider whether it can be reached and accepts the stored credentials. */
export function testPayAccount(id: number): Promise<PayAccountTest> {
  return http.call(calls.paySet.test, { body: { id } });
}

export function useTestPayAccount() {
  return useMutation({ mutationFn: testPayAccount });
}
