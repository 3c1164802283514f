import type { HookAPI } from 'antd/es/modal/useModal';
import type { MessageKey } from '../../i18n/index.ts';

/** What closing a form does: close at once, or ask first because edits would be lost. */
export type CloseDecision = 'close' | 'ask';

/** Closing a form with unsaved edits asks first; a form being saved stays open. */
export function closeDecision(state: { dirty: boolean; saving?: boolean }): CloseDecision | 'stay' {
  if (state.saving) return 'stay';
  return state.dirty ? 'ask' : 'close';
}

/**
 * The one question asked before unsaved edits are lost (a drawer closing, a screen left): true
 * when the operator chose to discard them.
 */
export async function askToDiscard(
  modal: Pick<HookAPI, 'confirm'>,
  t: (key: MessageKey) => string,
): Promise<boolean> {
  const confirmed = await modal.confirm({
    title: t('kit.unsavedTitle'),
    content: t('kit.unsavedContent'),
    okText: t('kit.discard'),
    cancelText: t('kit.keepEditing'),
    okButtonProps: { danger: true, 'data-testid': 'unsaved-discard' },
    cancelButtonProps: { 'data-testid': 'unsaved-keep' },
  });
  return confirmed === true;
}
