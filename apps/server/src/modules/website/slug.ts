import { randomInt } from 'node:crypto';
import { RESERVED_SLUGS } from '@sitewright/contract';

export const SLUG_MIN = 3;
export const SLUG_MAX = 40;

/** Letters NFKD does not split into a base letter plus accents. */
const FOLD: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/**
 * The host label a name suggests: accents folded to ASCII, lower case, every other run of
 * characters turned into one hyphen. Undefined when the name holds no ASCII letter
 * (e.g. a Chinese name) or too little to make a label.
 */
export function slugFromName(name: string): string | undefined {
  const folded = name
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  if (!/[a-z]/.test(folded)) return undefined;
  const slug = folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  if (slug.length < SLUG_MIN) return undefined;
  // A name like "Admin" must not claim one of the service's own host names.
  return (RESERVED_SLUGS as readonly string[]).includes(slug) ? `${slug}-site` : slug;
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomSlug(): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `site-${tail}`;
}

/** `base`, then `base-2`, `base-3`…, each cut so the whole label stays within SLUG_MAX. */
export function numberedSlug(base: string, n: number): string {
  if (n <= 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
}

/** The first of `base`, `base-2`, `base-3`… that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = numberedSlug(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}
