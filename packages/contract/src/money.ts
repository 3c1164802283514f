import type { z } from 'zod';
import type { Currency } from './collection.ts';

/** An ISO 4217 code the product prices in (kept apart from payment.ts so screens that only show a price load no payment schemas). */
export type CurrencyCode = z.infer<typeof Currency>;

/**
 * Digits after the decimal point of each currency (ISO 4217): amounts travel as integers of the
 * minor unit (cents, fen), never as floating point.
 */
export const CURRENCY_EXPONENT: Record<CurrencyCode, number> = {
  CNY: 2,
  USD: 2,
  EUR: 2,
  GBP: 2,
  JPY: 0,
  HKD: 2,
  KRW: 0,
  AUD: 2,
  CAD: 2,
  SGD: 2,
  INR: 2,
  RUB: 2,
};

/** A price as typed (decimal, at most two places) in the currency's minor unit. */
export function toMinorUnits(price: number, currency: CurrencyCode): number {
  return Math.round(price * 10 ** CURRENCY_EXPONENT[currency]);
}

/** An amount in minor units as the decimal people read ("12.50"). */
export function fromMinorUnits(amount: number, currency: CurrencyCode): string {
  const exponent = CURRENCY_EXPONENT[currency];
  return (amount / 10 ** exponent).toFixed(exponent);
}

const LOCALES = { en: 'en-US', zh: 'zh-CN' } as const;

/** An amount in minor units as people read it in their language ("$12.50", "US$12.50", "¥1,200"). */
export function formatMinorUnits(amount: number, currency: CurrencyCode, lang: 'en' | 'zh' = 'en'): string {
  const exponent = CURRENCY_EXPONENT[currency];
  return new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(amount / 10 ** exponent);
}
