import { COLLECTIONS, type CollectionDefinition, type CollectionName } from '@sitewright/contract';
import { useMatches } from 'react-router';
import { useLanguage } from '../../shared/i18n/index.ts';

export interface CollectionView {
  def: CollectionDefinition;
  /** The collection's words in the interface language, for the shared texts' `{one}` and `{many}`. */
  words: { one: string; many: string };
}

/** Lowercase for use inside a sentence ("New article"); languages without case are unchanged. */
function inSentence(word: string): string {
  return word.toLocaleLowerCase();
}

/** The collection the deepest matched route names in its handle (the route table's `collection`). */
function routeCollection(matches: readonly { handle: unknown }[]): CollectionName | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as { collection?: CollectionName } | undefined;
    if (handle?.collection) return handle.collection;
  }
  return undefined;
}

/** The collection the current route is for. */
export function useCollection(): CollectionView {
  const name = routeCollection(useMatches());
  const lang = useLanguage();
  const def = COLLECTIONS[name ?? 'news'] as unknown as CollectionDefinition;
  return {
    def,
    words: { one: inSentence(def.label.one[lang]), many: inSentence(def.label.many[lang]) },
  };
}
