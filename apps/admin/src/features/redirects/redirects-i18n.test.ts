import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { redirectsMessages } from './redirects-i18n.ts';

describe('the redirect screen’s own texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(redirectsMessages.en, redirectsMessages.zh)).toEqual([]);
  });

  it('answers through the app’s translate function in both languages', () => {
    expect(translate('en', 'redirects.title')).toBe('Page redirect management');
    expect(translate('zh', 'redirects.title')).toBe(redirectsMessages.zh.title);
    expect(translate('en', 'redirects.exported', { file: 'a.csv' })).toBe('Redirects exported to a.csv.');
  });
});
