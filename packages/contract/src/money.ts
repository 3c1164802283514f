import { CURRENCY_EXPONENT, type CurrencyCode } from './payment.ts';

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
