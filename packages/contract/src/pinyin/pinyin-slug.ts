/**
 * Pinyin addresses for Chinese titles. Kept out of the contract's entry (its own export,
 * `@sitewright/contract/pinyin-slug`) so the dictionary loads only where a title needs it.
 */
import { pinyin } from 'pinyin-pro';
import { slugify } from '../collection.ts';

const HAN = /\p{Script=Han}/u;

/** Whether a title holds Chinese characters, which its address spells in pinyin. */
export function hasHan(title: string): boolean {
  return HAN.test(title);
}

/**
 * The address a title gives an item: Chinese characters spelled in pinyin without tones, one
 * syllable per part ("北京烤鸭" → "bei-jing-kao-ya"), the rest as `slugify` makes it. Kept apart
 * from `slugify` (its own entry point) because the pinyin dictionary is large: the server and the
 * item editor load it, not every screen that imports the contract.
 */
export function pinyinSlug(title: string): string {
  if (!hasHan(title)) return slugify(title);
  const parts = pinyin(title, { toneType: 'none', type: 'array', nonZh: 'consecutive' });
  return slugify(parts.join(' '));
}
