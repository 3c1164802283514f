import { siteLanguageName } from '../../shared/lib/site-languages.ts';

/** How the confirmation names the language a template replaces (see siteLanguageName). */
export function siteLanguageLabel(code: string | undefined): string | undefined {
  if (!code) return undefined;
  return siteLanguageName(code);
}
