import {
  COLLECTION_NAMES,
  COLLECTIONS,
  type CollectionName,
  parseMediaFileUrl,
  SITE_LANGUAGE_CODES,
} from '@sitewright/contract';
import { isSafeLink, telHref } from '@sitewright/blocks';

/**
 * A link as operators choose it. The stored value stays the address the published site writes as
 * it is (`/about`, `/news/opening-hours`, `#menu`, `/files/….pdf`, `mailto:`, `tel:`, `https://`),
 * so nothing has to be resolved at publish time; the kind is read back from the address.
 */
export const LINK_KINDS = ['page', 'item', 'anchor', 'file', 'email', 'phone', 'web'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** A stored link taken apart by its form alone; pages and items are told apart by their address. */
export type ParsedLink =
  | { kind: 'none' }
  | { kind: 'email'; address: string }
  | { kind: 'phone'; number: string }
  | { kind: 'file'; url: string }
  | { kind: 'web'; url: string }
  /** `#menu` on the page itself (path ''), or `/about#menu` on another page. */
  | { kind: 'anchor'; path: string; anchor: string }
  /** A page of the site in `lang` (null: the default language). */
  | { kind: 'page'; path: string; lang: string | null }
  | { kind: 'item'; path: string; lang: string | null; collection: CollectionName; slug: string };

const LANGUAGE_CODES: ReadonlySet<string> = new Set(SITE_LANGUAGE_CODES.map((c) => c.toLowerCase()));

/** Collections whose items have pages of their own, by the address segment they sit under. */
const ITEM_SEGMENTS: ReadonlyMap<string, CollectionName> = new Map(
  COLLECTION_NAMES.filter((name) => COLLECTIONS[name].site.pages !== false).map((name) => [
    COLLECTIONS[name].site.segment,
    name,
  ]),
);

/** The collections a link may lead into, in the order the picker offers them. */
export const LINKABLE_COLLECTIONS: readonly CollectionName[] = [...ITEM_SEGMENTS.values()];

function sitePath(path: string): ParsedLink {
  const segments = path.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const lang = first && LANGUAGE_CODES.has(first) ? (segments.shift() ?? null) : null;
  const collection = segments.length === 2 ? ITEM_SEGMENTS.get(segments[0] ?? '') : undefined;
  if (collection) {
    return { kind: 'item', path, lang, collection, slug: decodeURIComponentSafe(segments[1] ?? '') };
  }
  return { kind: 'page', path, lang };
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function parseLink(value: string | undefined): ParsedLink {
  const href = (value ?? '').trim();
  if (href === '') return { kind: 'none' };
  const lower = href.toLowerCase();
  if (lower.startsWith('mailto:')) return { kind: 'email', address: href.slice('mailto:'.length) };
  if (lower.startsWith('tel:')) return { kind: 'phone', number: href.slice('tel:'.length) };
  if (href.startsWith('#')) return { kind: 'anchor', path: '', anchor: href.slice(1) };
  if (!href.startsWith('/') || href.startsWith('//')) return { kind: 'web', url: href };
  if (parseMediaFileUrl(href) !== null) return { kind: 'file', url: href };
  const hash = href.indexOf('#');
  if (hash !== -1) return { kind: 'anchor', path: href.slice(0, hash), anchor: href.slice(hash + 1) };
  return sitePath(href.replace(/\?.*$/, ''));
}

/** The tab a stored link opens the picker on. */
export function kindOfLink(parsed: ParsedLink): LinkKind {
  return parsed.kind === 'none' ? 'page' : parsed.kind;
}

/** Two site addresses name the same place when they differ only by a trailing slash. */
export function samePath(a: string, b: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return trim(a) === trim(b);
}

const EMAIL = /^[^\s@<>"'`\\]+@[^\s@<>"'`\\]+\.[^\s@<>"'`\\]+$/;

/** `mailto:` of a typed address, or null when it is no e-mail address. */
export function emailLink(address: string): string | null {
  const value = address.trim();
  return EMAIL.test(value) ? `mailto:${value}` : null;
}

/** `tel:` of a typed number (spaces and dashes dropped), or null when it holds too few digits. */
export function phoneLink(number: string): string | null {
  if (!/^\+?[\d\s().-]+$/.test(number.trim())) return null;
  const href = telHref(number);
  return href.replace(/\D/g, '').length >= 3 ? href : null;
}

/** An outside address as typed; `example.com` gets `https://`. Null for anything but http(s). */
export function webLink(address: string): string | null {
  const value = address.trim();
  if (value === '' || /[\s"'<>\\`]/.test(value)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value.replace(/^\/+/, '')}`;
  if (!/^https?:\/\/[^/]+\.[^/]+/i.test(withScheme) || !isSafeLink(withScheme)) return null;
  try {
    new URL(withScheme);
  } catch {
    return null;
  }
  return withScheme;
}

/** An anchor name as typed: `#` and spaces dropped; letters, digits, `-` and `_` kept. */
export function anchorName(typed: string): string {
  return typed
    .trim()
    .replace(/^#/, '')
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');
}

/** The link to an anchor: on the page itself (`#x`) or on another page (`/about#x`). */
export function anchorLink(path: string, anchor: string): string {
  return path === '' ? `#${anchor}` : `${path}#${anchor}`;
}
