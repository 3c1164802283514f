import { PROVIDER_FIELDS } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { paymentsMessages } from './payments-i18n.ts';

describe('the payment screens’ texts', () => {
  it('have every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(paymentsMessages.en, paymentsMessages.zh)).toEqual([]);
  });

  it('name every credential field of every provider in both languages', () => {
    const keys = Object.values(PROVIDER_FIELDS).flatMap((fields) => fields.map((f) => f.key));
    for (const key of keys) {
      expect(paymentsMessages.en).toHaveProperty(key);
      expect(paymentsMessages.zh).toHaveProperty(key);
    }
  });

  it('answer through the app’s translate function', () => {
    expect(translate('zh', 'payments.enabled')).toBe('在此网站销售有价格的产品');
    expect(translate('en', 'payments.websiteCount', { n: 2 })).toBe('2 website(s)');
  });
});
