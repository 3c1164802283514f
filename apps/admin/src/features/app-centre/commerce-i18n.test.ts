import { COMPANY_ORDER_STATUSES } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { translate } from '../../shared/i18n/index.ts';
import { companyMessages } from '../company/company-i18n.ts';
import { ordersMessages } from '../orders/orders-i18n.ts';
import { appCentreMessages } from './app-centre-i18n.ts';
import { commerceRouteMessages } from './commerce-route-i18n.ts';
import { ORDER_STATUS_WORDS } from './order-status-tag.tsx';

describe('the app centre, order and company screens’ texts', () => {
  it('have every English text in Chinese with the same placeholders', () => {
    for (const messages of [appCentreMessages, ordersMessages, companyMessages, commerceRouteMessages]) {
      expect(catalogProblems(messages.en, messages.zh)).toEqual([]);
    }
  });

  it('name every order state in both languages', () => {
    for (const status of COMPANY_ORDER_STATUSES) {
      expect(translate('en', ORDER_STATUS_WORDS[status])).not.toBe(ORDER_STATUS_WORDS[status]);
      expect(translate('zh', ORDER_STATUS_WORDS[status])).not.toBe(translate('en', ORDER_STATUS_WORDS[status]));
    }
  });

  it('tell the outcome of a payment with the item’s name', () => {
    expect(translate('en', 'appCentre.paid', { item: 'Google Indexing' })).toBe('Paid: Google Indexing is yours.');
    expect(translate('zh', 'appCentre.paid', { item: 'Google 索引' })).toContain('Google 索引');
  });
});
