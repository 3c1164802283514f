import { SITE_LANGUAGES, type SiteLanguage, type WebsiteLanguage } from '@sitewright/contract';

/** A site language as operators know it: its own name, else its code. */
export function siteLanguageName(code: string): string {
  return SITE_LANGUAGES.find((l) => l.code === code)?.native ?? code;
}

/** The default language first, then the others in the website's order. */
export function orderedLanguages(list: readonly WebsiteLanguage[]): WebsiteLanguage[] {
  return [...list].sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.position - b.position);
}

/** The site languages the website has not added yet, in the catalogue's order. */
export function addableLanguages(list: readonly WebsiteLanguage[]): { code: SiteLanguage; label: string }[] {
  const added = new Set(list.map((l) => l.lang));
  return SITE_LANGUAGES.filter((l) => !added.has(l.code)).map((l) => ({
    code: l.code,
    label: l.native === l.name ? l.native : `${l.native} (${l.name})`,
  }));
}

/**
 * A language code as a request takes it. The codes the admin holds come from the server's answers,
 * which type them as plain strings; the server checks the code again on every request.
 */
export function requestLang(code: string): SiteLanguage {
  return code as SiteLanguage;
}
