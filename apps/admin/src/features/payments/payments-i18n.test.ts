import { PROVIDER_FIELDS } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { paymentsMessages } from './payments-i18n.ts';
import { paymentsRouteMessages } from './payments-route-i18n.ts';

describe('the payment screens’ texts', () => {
  it('have every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(paymentsMessages.en, paymentsMessages.zh)).toEqual([]);
    expect(catalogProblems(paymentsRouteMessages.en, paymentsRouteMessages.zh)).toEqual([]);
  });

  it('name every credential field of every provider in both languages', () => {
    const keys = Object.values(PROVIDER_FIELDS).flatMap((fields) => fields.map((f) => f.key));
    for (const key of keys) {
      expect(paymentsMessages.en).toHaveProperty(key);
      expect(paymentsMessages.zh).toHaveProperty(key);
    }
  });

  it('answer through the app’s translate function', () => {
    expect(translate('en', 'paymentsRoute.paySet')).toBe('Payment settings');
    expect(translate('zh', 'paymentsRoute.websitePaySet')).toBe('支付设置');
    expect(translate('en', 'payments.websiteCount', { n: 2 })).toBe('2 website(s)');
  });
});
