/**
 * Languages a website can be written in (with their English, own and Chinese names: a Chinese
 * screen names them in Chinese), and countries whose flag can mark a website.
 */
export const SITE_LANGUAGES = [
  { code: 'en', name: 'English', native: 'English', zh: '英语' },
  { code: 'zh', name: 'Chinese (Simplified)', native: '简体中文', zh: '简体中文' },
  { code: 'zh-TW', name: 'Chinese (Traditional)', native: '繁體中文', zh: '繁体中文' },
  { code: 'ja', name: 'Japanese', native: '日本語', zh: '日语' },
  { code: 'ko', name: 'Korean', native: '한국어', zh: '韩语' },
  { code: 'fr', name: 'French', native: 'Français', zh: '法语' },
  { code: 'de', name: 'German', native: 'Deutsch', zh: '德语' },
  { code: 'es', name: 'Spanish', native: 'Español', zh: '西班牙语' },
  { code: 'pt', name: 'Portuguese', native: 'Português', zh: '葡萄牙语' },
  { code: 'it', name: 'Italian', native: 'Italiano', zh: '意大利语' },
  { code: 'ru', name: 'Russian', native: 'Русский', zh: '俄语' },
  { code: 'ar', name: 'Arabic', native: 'العربية', zh: '阿拉伯语' },
  { code: 'th', name: 'Thai', native: 'ไทย', zh: '泰语' },
  { code: 'vi', name: 'Vietnamese', native: 'Tiếng Việt', zh: '越南语' },
  { code: 'id', name: 'Indonesian', native: 'Bahasa Indonesia', zh: '印尼语' },
  { code: 'tr', name: 'Turkish', native: 'Türkçe', zh: '土耳其语' },
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
