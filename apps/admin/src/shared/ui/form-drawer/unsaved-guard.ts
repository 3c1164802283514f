/** What closing a form does: close at once, or ask first because edits would be lost. */
export type CloseDecision = 'close' | 'ask';

/** Closing a form with unsaved edits asks first; a form being saved stays open. */
export function closeDecision(state: { dirty: boolean; saving?: boolean }): CloseDecision | 'stay' {
  if (state.saving) return 'stay';
  return state.dirty ? 'ask' : 'close';
}
