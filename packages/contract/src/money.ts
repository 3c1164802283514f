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

/** A tag Intl accepts for the language, English when it refuses the one given. */
function localeOf(lang: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([lang])[0] ?? 'en';
  } catch {
    return 'en';
  }
}

/**
 * A price as visitors of a page in `lang` read it, in the currency's own format: "$3.20" on an
 * English page, "3,20 €" on a German one, "¥28.00" on a Chinese one. Without a currency known to
 * Intl, the amount with two decimals and the code after it.
 */
export function formatPrice(price: number, currency: string, lang: string): string {
  const locale = localeOf(lang);
  const exponent = CURRENCY_EXPONENT[currency as CurrencyCode];
  if (exponent === undefined) {
    const amount = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(price);
    return `${amount} ${currency}`.trim();
  }
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  }).format(price);
}

/** A number as people read it in `lang` ("1,500" in English, "1.500" in German), up to three decimals. */
export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(localeOf(lang), { maximumFractionDigits: 3 }).format(value);
}
