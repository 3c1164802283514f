/**
 * Fills a page's texts in another language. Providers take a batch so one page costs one request.
 */
export interface TranslationProvider {
  /** Shown to operators, so they know whether texts were really translated. */
  readonly id: 'copy' | 'libretranslate';
  /** False for the default provider, which copies texts unchanged. */
  readonly translates: boolean;
  /**
   * Answers the texts in `to`, in the same order. `format: 'html'` keeps markup (rich text) and
   * translates only the text between tags.
   */
  translate(texts: readonly string[], from: string, to: string, format: 'text' | 'html'): Promise<string[]>;
}

/** A translation service failed or answered something unusable; the page stays as it was. */
export class TranslationError extends Error {
  override name = 'TranslationError';
}

/** The default: copies the texts unchanged, so an added language starts from the original wording. */
export const copyTranslationProvider: TranslationProvider = {
  id: 'copy',
  translates: false,
  async translate(texts) {
    return [...texts];
  },
};
