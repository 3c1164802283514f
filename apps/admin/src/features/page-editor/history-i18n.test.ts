import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { pageHistoryMessages } from './history-i18n.ts';

describe('the page history’s texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(pageHistoryMessages.en, pageHistoryMessages.zh)).toEqual([]);
  });

  it('states the retention in both languages', () => {
    expect(translate('en', 'pageHistory.retention', { kept: 50, days: 90 })).toContain('last 50 versions');
    expect(translate('zh', 'pageHistory.retention', { kept: 50, days: 90 })).toContain('50');
  });
});
