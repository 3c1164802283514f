import { describe, expect, it } from 'vitest';
import {
  itemState,
  lockedPrices,
  orderActions,
  payOutcome,
  priceText,
  priceTextOf,
  templateLockPrice,
} from './commerce-view.ts';

const item = (over: Partial<Parameters<typeof itemState>[0] & Parameters<typeof priceText>[0]> = {}) => ({
  free: false,
  owned: false,
  pending_order_id: null,
  price: { amount: 1990, currency: 'USD' as const },
  ...over,
});

describe('app centre prices and states', () => {
  it('writes prices in the reader’s language, from minor units', () => {
    expect(priceText(item(), 'en')).toBe('$19.90');
    expect(priceText(item(), 'zh')).toBe('US$19.90');
    expect(priceTextOf(120000, 'CNY', 'zh')).toBe('¥1,200.00');
    expect(priceTextOf(5000, 'JPY', 'en')).toBe('¥5,000');
  });

  it('has no price for a free item (the card says Free)', () => {
    expect(priceText(item({ free: true, price: { amount: 0, currency: 'USD' } }), 'en')).toBeNull();
  });

  it('tells owned, free, awaiting payment and to buy apart', () => {
    expect(itemState(item())).toBe('buy');
    expect(itemState(item({ owned: true }))).toBe('owned');
    expect(itemState(item({ free: true, owned: true }))).toBe('free');
    expect(itemState(item({ pending_order_id: 7 }))).toBe('awaiting');
  });

  it('says what became of a paid-for order once it settles', () => {
    expect(payOutcome('pending')).toBeNull();
    expect(payOutcome('paid')).toBe('paid');
    expect(payOutcome('failed')).toBe('failed');
    expect(payOutcome('expired')).toBe('expired');
    expect(payOutcome('cancelled')).toBe('cancelled');
    // Paid after a cancellation: the money goes back, the item is not the company's.
    expect(payOutcome('refunded')).toBe('cancelled');
    expect(payOutcome('flagged')).toBe('cancelled');
  });

  it('offers pay and cancel on pending orders and a receipt on paid ones only', () => {
    expect(orderActions('pending')).toEqual({ payAgain: true, cancel: true, receipt: false });
    expect(orderActions('paid')).toEqual({ payAgain: false, cancel: false, receipt: true });
    expect(orderActions('refunded').receipt).toBe(true);
    expect(orderActions('expired')).toEqual({ payAgain: false, cancel: false, receipt: false });
  });
});

describe('locked items', () => {
  it('locks priced items not owned, with their price, and nothing else', () => {
    const locked = lockedPrices(
      [
        { key: 'shop', free: false, owned: false, price: { amount: 4900, currency: 'USD' } },
        { key: 'blog', free: true, owned: true, price: { amount: 0, currency: 'USD' } },
        { key: 'corp', free: false, owned: true, price: { amount: 900, currency: 'USD' } },
      ],
      'en',
    );
    expect([...locked]).toEqual([['shop', '$49.00']]);
    expect(lockedPrices(undefined, 'en').size).toBe(0);
  });
});

describe('locked templates', () => {
  it('locks a priced template the company does not own', () => {
    const price = { amount: 4900, currency: 'USD' as const };
    expect(templateLockPrice({ price, owned: false }, 'en')).toBe('$49.00');
    expect(templateLockPrice({ price, owned: true }, 'en')).toBeUndefined();
    expect(templateLockPrice({ price: null, owned: true }, 'en')).toBeUndefined();
  });
});
