import type { Lang } from '@sitewright/contract';
import { en } from './en.ts';
import type { Catalog, FeatureMessages, MessageKey, Messages, MessageVars } from './types.ts';

/**
 * The shared catalogues loaded so far. English is always there (it is the fallback); Chinese is
 * loaded by `loadLanguage` (load-language.ts) before it is shown, so an English session does not
 * download it.
 */
const catalogs: Partial<Record<Lang, Messages>> = { en };

/** Adds a language's shared catalogue once it is loaded. */
export function registerCatalog(lang: Lang, messages: Messages): void {
  catalogs[lang] = messages;
}

/** Whether a language's shared catalogue is loaded. */
export function hasCatalog(lang: Lang): boolean {
  return catalogs[lang] !== undefined;
}
const featureCatalogs: Record<Lang, Record<string, unknown>> = { en: {}, zh: {} };

/**
 * Adds a feature's own namespace in both languages. The feature's modules import its i18n file,
 * so the texts are there before any of its screens renders.
 */
export function registerMessages<N extends keyof FeatureMessages>(
  namespace: N,
  messages: { en: FeatureMessages[N]; zh: Catalog<FeatureMessages[N]> },
): void {
  featureCatalogs.en[namespace] = messages.en;
  featureCatalogs.zh[namespace] = messages.zh;
}

function lookup(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` placeholders; unknown placeholders stay visible so a missing value is noticed. */
export function interpolate(text: string, vars?: MessageVars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** The message for `key` in `lang`, falling back to English. */
export function translate(lang: Lang, key: MessageKey, vars?: MessageVars): string {
  const text =
    lookup(catalogs[lang] ?? en, key) ??
    lookup(featureCatalogs[lang], key) ??
    lookup(en, key) ??
    lookup(featureCatalogs.en, key) ??
    key;
  return interpolate(text, vars);
}
