import type { NoteCodeSent } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/** A code for registering by phone. */
export function acquireRegistrationCode(phone: string): Promise<NoteCodeSent> {
  return http.call(calls.account.acquireNoteCodeByNotRegistered, { body: { phone }, toast: false });
}
