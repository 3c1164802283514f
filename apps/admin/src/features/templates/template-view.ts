import { SITE_LANGUAGES } from '@sitewright/contract';

/** How the confirmation names the language a template replaces: its own name, else its code. */
export function siteLanguageLabel(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return SITE_LANGUAGES.find((l) => l.code === code)?.native ?? code;
}
