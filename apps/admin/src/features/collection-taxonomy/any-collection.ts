import type { COLLECTIONS } from '@sitewright/contract';

/** Any collection's definition, as the screens that render from a definition take it. */
export type AnyCollection = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/**
 * A collection's name inside a sentence: English writes "the articles of …" in lower case, while
 * titles keep the label's capital ("Article categories"). Languages without case are unchanged.
 */
export function inSentence(label: string, lang: string): string {
  return lang === 'en' ? label.toLocaleLowerCase('en') : label;
}
