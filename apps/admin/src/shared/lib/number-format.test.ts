import { describe, expect, it } from 'vitest';
import { formatNumber, thousands } from './number-format.ts';

describe('formatNumber', () => {
  it('leaves small numbers alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(999)).toBe('999');
  });

  it('uses k, M, G, T, P and E', () => {
    expect(formatNumber(1000)).toBe('1k');
    expect(formatNumber(1500)).toBe('1.5k');
    expect(formatNumber(999_950)).toBe('1M');
    expect(formatNumber(999_949)).toBe('999.9k');
    expect(formatNumber(2_340_000, 2)).toBe('2.34M');
    expect(formatNumber(7e9)).toBe('7G');
    expect(formatNumber(3.2e12)).toBe('3.2T');
    expect(formatNumber(1e15)).toBe('1P');
    expect(formatNumber(4.25e18, 2)).toBe('4.25E');
  });

  it('drops trailing zeros of the decimals', () => {
    expect(formatNumber(1200, 3)).toBe('1.2k');
    expect(formatNumber(1000, 2)).toBe('1k');
    expect(formatNumber(1999, 0)).toBe('2k');
  });

  it('keeps the sign of negative numbers', () => {
    expect(formatNumber(-2500)).toBe('-2.5k');
  });

  it('passes non-finite numbers through', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
  });
});

describe('thousands', () => {
  it('separates groups of three', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1234567)).toBe('1,234,567');
  });

  it('leaves decimals and signs intact', () => {
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands(-98765)).toBe('-98,765');
  });
});
