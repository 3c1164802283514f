import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from './money.ts';

describe('prices and numbers as visitors read them', () => {
  it('writes a price in its currency’s format for the page’s language', () => {
    expect(formatPrice(3.2, 'USD', 'en')).toBe('$3.20');
    expect(formatPrice(3.2, 'EUR', 'de').replace(/\u00a0/g, ' ')).toBe('3,20 €');
    expect(formatPrice(3.2, 'EUR', 'fr').replace(/[\u00a0\u202f]/g, ' ')).toBe('3,20 €');
    expect(formatPrice(28, 'CNY', 'zh')).toBe('¥28.00');
    expect(formatPrice(1200, 'JPY', 'ja')).toBe('￥1,200');
  });

  it('falls back to English for a language Intl does not know, and to the code for an unknown currency', () => {
    expect(formatPrice(3.2, 'USD', 'not a tag')).toBe('$3.20');
    expect(formatPrice(3.2, 'XYZ', 'en')).toBe('3.20 XYZ');
    expect(formatPrice(3.2, '', 'en')).toBe('3.20');
  });

  it('writes a number with the language’s separators', () => {
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(1500.25, 'de')).toBe('1.500,25');
    expect(formatNumber(90, 'zh')).toBe('90');
  });
});
