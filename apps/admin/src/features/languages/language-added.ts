import type { MessageKey } from '../../shared/i18n/index.ts';

/**
 * Which toast an added language gets. init_for_copy copies texts unchanged, so whenever pages were
 * copied the operator is told they still read in the original language.
 */
export function languageAddedMessage(copiedPages: number): MessageKey {
  return copiedPages > 0 ? 'languages.addedCopied' : 'languages.added';
}
