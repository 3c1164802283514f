import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/translate.ts';
import { translatedMessage, translationSource } from './page-translation.ts';

describe('translationSource', () => {
  it('translates from the original of a copy', () => {
    expect(translationSource({ id: 9, source_page_id: 4 })).toBe(4);
  });

  it('falls back to the page itself', () => {
    expect(translationSource({ id: 9, source_page_id: null })).toBe(9);
  });
});

describe('translatedMessage', () => {
  it('tells that the copying provider left the texts unchanged', () => {
    expect(translate('en', translatedMessage('copy'))).toBe(
      'No translation service ran: texts stay in the original language and still need translating.',
    );
  });

  it('names LibreTranslate when it translated', () => {
    expect(translate('en', translatedMessage('libretranslate'))).toBe('Page translated by LibreTranslate.');
  });
});
