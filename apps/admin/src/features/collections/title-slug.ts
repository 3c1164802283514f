import { slugify } from '@sitewright/contract';

type Slugger = (title: string) => string;

/** The pinyin reader once loaded: its dictionary is large, so it comes only when a title needs it. */
let reader: { hasHan: (title: string) => boolean; pinyinSlug: Slugger } | null = null;
let loading: Promise<void> | null = null;

/**
 * The address a title gives an item, as the server derives it: Chinese in pinyin. Until the
 * pinyin reader has arrived, a Chinese title reads as slugify makes it (see loadPinyin).
 */
export function titleSlug(title: string): string {
  return reader ? reader.pinyinSlug(title) : slugify(title);
}

/**
 * Loads the pinyin reader when a title holds Chinese characters and it is not here yet; answers
 * null when nothing needs loading, otherwise when it has arrived.
 */
export function loadPinyin(title: string): Promise<void> | null {
  if (reader || !/\p{Script=Han}/u.test(title)) return null;
  loading ??= import('@sitewright/contract/pinyin-slug').then((m) => {
    reader = m;
  });
  return loading;
}
