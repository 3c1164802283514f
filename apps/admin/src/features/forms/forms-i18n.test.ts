import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { formsMessages } from './forms-i18n.ts';

describe('the forms screens’ own texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(formsMessages.en, formsMessages.zh)).toEqual([]);
  });

  it('says in the confirmation of stop-and-delete that the inquiries stay', () => {
    expect(translate('en', 'forms.stopHint', { n: 3 })).toContain('3 inquiries stay in the inquiry centre');
    expect(translate('zh', 'forms.stopHint', { n: 3 })).toContain('3 条询盘会保留在询盘中心');
  });
});
