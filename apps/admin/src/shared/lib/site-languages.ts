import { type Lang, SITE_LANGUAGES, type SiteLanguage, type WebsiteLanguage } from '@sitewright/contract';
import { currentLanguage } from '../i18n/index.ts';

type SiteLanguageEntry = (typeof SITE_LANGUAGES)[number];

/**
 * A site language as operators know it: in the Chinese interface its Chinese name (a Chinese screen
 * leaves no English word, "English" included), else its own name; its code when unknown.
 */
export function siteLanguageName(code: string, ui: Lang = currentLanguage()): string {
  const language = SITE_LANGUAGES.find((l) => l.code === code);
  if (!language) return code;
  return ui === 'zh' ? language.zh : language.native;
}

/**
 * A language in a list to choose from: its name in the interface's language with its own name
 * beside it when that differs (`Français (French)`, `法语 (Français)`), so either can be looked for.
 */
export function siteLanguageLabel(language: SiteLanguageEntry, ui: Lang = currentLanguage()): string {
  if (ui === 'zh') {
    return language.native === language.zh || language.native === language.name
      ? language.zh
      : `${language.zh} (${language.native})`;
  }
  return language.native === language.name ? language.native : `${language.native} (${language.name})`;
}

/** The default language first, then the others in the website's order. */
export function orderedLanguages(list: readonly WebsiteLanguage[]): WebsiteLanguage[] {
  return [...list].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.position - b.position);
}

/** The site languages the website has not added yet, in the catalogue's order. */
export function addableLanguages(
  list: readonly WebsiteLanguage[],
  ui: Lang = currentLanguage(),
): { code: SiteLanguage; label: string }[] {
  const added = new Set(list.map((l) => l.lang));
  return SITE_LANGUAGES.filter((l) => !added.has(l.code)).map((l) => ({
    code: l.code,
    label: siteLanguageLabel(l, ui),
  }));
}

/**
 * A language code as a request takes it. The codes the admin holds come from the server's answers,
 * which type them as plain strings; the server checks the code again on every request.
 */
export function requestLang(code: string): SiteLanguage {
  return code as SiteLanguage;
}
