import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { webSetMessages } from './web-set-i18n.ts';

describe('the website settings’ own texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(webSetMessages.en, webSetMessages.zh)).toEqual([]);
  });

  it('answers through the app’s translate function in both languages', () => {
    expect(translate('en', 'webSet.basics')).toBe('Basic information');
    expect(translate('zh', 'webSet.basics')).toBe(webSetMessages.zh.basics);
  });
});
