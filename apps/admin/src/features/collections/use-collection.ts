import { COLLECTIONS, type CollectionDefinition } from '@sitewright/contract';
import { useRouteHandle } from '../../app/layout/use-route-handle.ts';
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

/** The collection the current route is for (its handle's `collection`). */
export function useCollection(): CollectionView {
  const handle = useRouteHandle();
  const lang = useLanguage();
  const def = (COLLECTIONS[handle?.collection ?? 'news'] ??
    COLLECTIONS.news) as unknown as CollectionDefinition;
  return {
    def,
    words: { one: inSentence(def.label.one[lang]), many: inSentence(def.label.many[lang]) },
  };
}
