import type { Lang } from '@sitewright/contract';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { hasCatalog, registerCatalog } from './translate.ts';

/** antd's texts (pagination, pickers, empty states) per loaded language. */
const antdLocales: Partial<Record<Lang, Locale>> = { en: enUS };

/** Whether a language's texts are all there, so it can be shown at once. */
export function languageLoaded(lang: Lang): boolean {
  return hasCatalog(lang) && antdLocales[lang] !== undefined;
}

/** antd's locale for a language; English until the language is loaded. */
export function antdLocale(lang: Lang): Locale {
  return antdLocales[lang] ?? enUS;
}

/**
 * Loads a language's shared catalogue and antd's locale. English ships with the app; Chinese is a
 * chunk of its own, fetched before the first render of a Chinese session or on switching to it.
 */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (languageLoaded(lang)) return;
  const chinese = await import('./locale-zh.ts');
  registerCatalog('zh', chinese.zh);
  antdLocales.zh = chinese.antdZh;
}
