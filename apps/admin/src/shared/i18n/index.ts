import type { Lang } from '@sitewright/contract';
import { useCallback } from 'react';
import { useAppStore } from '../stores/app-store.ts';
import { translate } from './translate.ts';
import type { MessageKey, MessageVars } from './types.ts';

export type { Catalog, FeatureMessages, MessageKey, Messages, MessageVars } from './types.ts';
export { interpolate, registerMessages, translate } from './translate.ts';

/** A translate function bound to one language. */
export type TFunction = (key: MessageKey, vars?: MessageVars) => string;

/** Translates in the current UI language; for code outside React (API client, guards). */
export function t(key: MessageKey, vars?: MessageVars): string {
  return translate(useAppStore.getState().language, key, vars);
}

/** The current UI language outside React. */
export function currentLanguage(): Lang {
  return useAppStore.getState().language;
}

/** A translate function that re-renders its component when the language changes. */
export function useT(): TFunction {
  const language = useAppStore((s) => s.language);
  return useCallback((key: MessageKey, vars?: MessageVars) => translate(language, key, vars), [language]);
}

/** The current UI language inside React. */
export function useLanguage(): Lang {
  return useAppStore((s) => s.language);
}
