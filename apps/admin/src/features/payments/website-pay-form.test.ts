import { describe, expect, it } from 'vitest';
import { formatAmount } from './order-view.ts';
import { accountsFor, routeChoiceOf, routeCurrencies, routesOf } from './website-pay-form.ts';

const accounts = [
  { id: 1, name: 'Sandbox', provider: 'sandbox' as const, currency: 'USD' as const },
  { id: 2, name: 'Alipay', provider: 'alipay' as const, currency: 'CNY' as const },
  { id: 3, name: 'Stripe', provider: 'stripe' as const, currency: 'USD' as const },
];

describe('a website’s payment routes', () => {
  it('offer one row per currency, each with only the accounts in that currency', () => {
    expect(routeCurrencies(accounts, [])).toEqual(['USD', 'CNY']);
    expect(accountsFor(accounts, 'USD').map((a) => a.id)).toEqual([1, 3]);
    expect(accountsFor(accounts, 'EUR')).toEqual([]);
  });

  it('keep a saved route whose currency has no account left, so it can be cleared', () => {
    expect(routeCurrencies(accounts, [{ currency: 'EUR', pay_account_id: 9 }])).toEqual([
      'USD',
      'CNY',
      'EUR',
    ]);
  });

  it('save only the currencies given an account', () => {
    const choice = routeChoiceOf({
      website_id: 1,
      enabled: true,
      routes: [{ currency: 'USD', pay_account_id: 3 }],
    });
    expect(choice).toEqual({ USD: 3 });
    expect(routesOf({ ...choice, CNY: null })).toEqual([{ currency: 'USD', pay_account_id: 3 }]);
  });
});

describe('order amounts', () => {
  it('read as decimals of their currency', () => {
    expect(formatAmount(1250, 'USD')).toBe('12.50 USD');
    expect(formatAmount(1200, 'JPY')).toBe('1200 JPY');
  });
});
