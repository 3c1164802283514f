import type { MessageKey } from '../../shared/i18n/index.ts';

/**
 * The page to translate from: the original a copy was made from. A page without one is sent as it
 * is, and the server answers it unchanged (its own language).
 */
export function translationSource(detail: { id: number; source_page_id: number | null }): number {
  return detail.source_page_id ?? detail.id;
}

/** The copying provider leaves texts as they were, which the operator must not mistake for a translation. */
export function translatedMessage(provider: 'copy' | 'libretranslate'): MessageKey {
  return provider === 'copy' ? 'pages.translatedCopy' : 'pages.translatedService';
}
