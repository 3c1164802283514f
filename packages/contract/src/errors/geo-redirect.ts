import type { ErrorTable } from './table.ts';

/** Geo-redirect rules (132x). */
export const geoRedirectErrors = {
  GEO_RULES_LOOP: {
    code: 1323,
    status: 400,
    en: 'These geo-redirect rules would send some visitors from one place to another and back again. Give each country a single target.',
    zh: '这些地区跳转规则会让访客被来回跳转，请为每个国家/地区只设置一个目标',
  },
  GEO_TARGET_LANGUAGE_UNKNOWN: {
    code: 1324,
    status: 400,
    en: 'A geo-redirect rule points to a language this website does not have.',
    zh: '地区跳转规则指向了网站未添加的语言',
  },
  GEO_COUNTRY_REPEATED: {
    code: 1325,
    status: 400,
    en: 'A country appears in more than one geo-redirect rule; only the first would ever apply. Keep it in one rule.',
    zh: '同一国家/地区出现在多条地区跳转规则中，只有第一条会生效，请只保留一条',
  },
  GEO_RULES_TOO_MANY: {
    code: 1326,
    status: 400,
    en: 'A website can have at most 200 geo-redirect rules.',
    zh: '每个网站最多设置 200 条地区跳转规则',
  },
} as const satisfies ErrorTable;
