/** Languages a website can be written in, and countries whose flag can mark a website. */
export const SITE_LANGUAGES = [
  { code: 'en', name: 'English', native: 'English' },
  { code: 'zh', name: 'Chinese (Simplified)', native: '简体中文' },
  { code: 'zh-TW', name: 'Chinese (Traditional)', native: '繁體中文' },
  { code: 'ja', name: 'Japanese', native: '日本語' },
  { code: 'ko', name: 'Korean', native: '한국어' },
  { code: 'fr', name: 'French', native: 'Français' },
  { code: 'de', name: 'German', native: 'Deutsch' },
  { code: 'es', name: 'Spanish', native: 'Español' },
  { code: 'pt', name: 'Portuguese', native: 'Português' },
  { code: 'it', name: 'Italian', native: 'Italiano' },
  { code: 'ru', name: 'Russian', native: 'Русский' },
  { code: 'ar', name: 'Arabic', native: 'العربية' },
  { code: 'th', name: 'Thai', native: 'ไทย' },
  { code: 'vi', name: 'Vietnamese', native: 'Tiếng Việt' },
  { code: 'id', name: 'Indonesian', native: 'Bahasa Indonesia' },
  { code: 'tr', name: 'Turkish', native: 'Türkçe' },
] as const;

export type SiteLanguage = (typeof SITE_LANGUAGES)[number]['code'];
export const SITE_LANGUAGE_CODES = SITE_LANGUAGES.map((l) => l.code) as [SiteLanguage, ...SiteLanguage[]];

/** ISO 3166-1 alpha-2 codes offered as website flags. */
export const FLAG_CODES = [
  'CN',
  'US',
  'GB',
  'DE',
  'FR',
  'JP',
  'KR',
  'HK',
  'TW',
  'SG',
  'AU',
  'CA',
  'IN',
  'ID',
  'MY',
  'TH',
  'VN',
  'PH',
  'AE',
  'SA',
  'TR',
  'RU',
  'ES',
  'IT',
  'NL',
  'PT',
  'BR',
  'MX',
  'AR',
  'ZA',
  'EG',
  'NG',
] as const;
export type FlagCode = (typeof FLAG_CODES)[number];

/** The emoji flag for an ISO country code (regional indicator letters). */
export function flagEmoji(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
