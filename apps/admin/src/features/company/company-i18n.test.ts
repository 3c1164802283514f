import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { companyMessages } from './company-i18n.ts';

describe('the company information screen’s texts', () => {
  it('have every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(companyMessages.en, companyMessages.zh)).toEqual([]);
    expect(translate('zh', 'company.readOnly')).toBe(companyMessages.zh.readOnly);
  });
});
