import type { NoteCodeSent, PhoneCodeScene } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

/** A code for signing in or resetting the password; answered alike whether the phone has an account. */
export function acquireNoteCode(phone: string, scene: PhoneCodeScene): Promise<NoteCodeSent> {
  return http.call(calls.account.acquireNoteCode, { body: { phone, scene }, toast: false });
}
