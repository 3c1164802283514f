import { t } from '../../shared/i18n/index.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';

/** Copies a text for the operator to paste elsewhere, saying whether it worked. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toastSuccess(t('payments.copied'));
  } catch {
    toastError(t('payments.copyFailed'));
  }
}
