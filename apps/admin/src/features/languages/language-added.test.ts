import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/translate.ts';
import { languageAddedMessage } from './language-added.ts';

describe('languageAddedMessage', () => {
  it('says how many pages were copied and that they need translating', () => {
    const text = translate('en', languageAddedMessage(3), { language: 'Deutsch', n: 3 });
    expect(text).toBe('Deutsch added: 3 pages copied; texts are in the original language until translated.');
  });

  it('says only that the language was added when nothing was copied', () => {
    expect(translate('en', languageAddedMessage(0), { language: 'Deutsch', n: 0 })).toBe('Deutsch added.');
  });
});
