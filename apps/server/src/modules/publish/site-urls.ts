import { createHash } from 'node:crypto';
import type { PageJob } from './site-build.ts';

/**
 * The addresses a version offers search engines (those its sitemap lists), each with a digest of
 * what the page says and the schema.org types of its structured data. Publishing compares it with
 * the version before to tell which addresses are new, changed or gone.
 */
export interface UrlIndex {
  origin: string;
  /** Path → [digest, schema.org @types]. */
  pages: Record<string, [string, string[]]>;
}

/** Kept in every version beside the manifest; never served to visitors. */
export const URLS_PATH = '/_sw/urls.json';

/** One address of a publish event, with the @types of its page's structured data. */
export interface PublishedUrl {
  url: string;
  types: string[];
}

/** What a publish changed on the site, for whoever tells search engines (the plugins). */
export interface PublishEvent {
  companyId: number;
  websiteId: number;
  origin: string;
  /** A publish, items published on their own (refresh), or the website taken offline. */
  trigger: 'publish' | 'items' | 'unpublish';
  /** New or changed addresses. */
  updated: PublishedUrl[];
  /** Addresses that no longer exist. */
  deleted: PublishedUrl[];
}

/** Every `@type` in structured data, nested ones included (a BroadcastEvent inside a VideoObject). */
export function ldTypes(value: unknown, found = new Set<string>()): string[] {
  if (Array.isArray(value)) for (const entry of value) ldTypes(entry, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, entry] of Object.entries(value)) {
      if (key === '@type') {
        for (const type of Array.isArray(entry) ? entry : [entry])
          if (typeof type === 'string') found.add(type);
      } else ldTypes(entry, found);
    }
  }
  return [...found].sort();
}

/** Structured data without the fields that change at every publish of an unchanged item. */
function withoutStamps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutStamps);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value))
    if (key !== 'dateModified') out[key] = withoutStamps(entry);
  return out;
}

/**
 * A digest of what a page itself says: its content, title, description, item and structured
 * data. Left out on purpose: the menu, header, footer, breadcrumb and language links (shared by
 * every page; a menu change is not news about each page), an item's neighbours and related items,
 * and the publish time a whole-site publish stamps on every item (its bytes differ, not its content).
 */
export function pageDigest(job: PageJob): string {
  const item = job.item
    ? { ...job.item, previous: undefined, next: undefined, related: undefined }
    : undefined;
  const essence = {
    document: job.document,
    title: job.title,
    description: job.description,
    noindex: job.noindex,
    socialImage: job.socialImage ?? '',
    item,
    itemList: job.itemList,
    jsonLd: withoutStamps(job.jsonLd),
    feeds: job.feeds,
  };
  return createHash('sha256').update(JSON.stringify(essence)).digest('base64url').slice(0, 22);
}

export function buildUrlIndex(origin: string, paths: readonly string[], jobs: readonly PageJob[]): UrlIndex {
  const jobOf = new Map(jobs.map((job) => [job.path, job]));
  const pages: UrlIndex['pages'] = {};
  for (const path of paths) {
    const job = jobOf.get(path);
    if (job) pages[path] = [pageDigest(job), job.jsonLd ? ldTypes(job.jsonLd) : []];
  }
  return { origin, pages };
}

export function readUrlIndex(body: Buffer | undefined): UrlIndex | undefined {
  if (!body) return undefined;
  try {
    const value = JSON.parse(body.toString('utf8')) as UrlIndex;
    return typeof value.origin === 'string' && typeof value.pages === 'object' && value.pages !== null
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What changed between the live version and the new one. Without an index before (a first
 * publish, or a version published before indexes were kept) every address counts as new; when
 * the site moved to another address, every address is new there and nothing is reported gone
 * (the old host is not the site the engines are told about any more).
 */
export function diffUrlIndex(
  before: UrlIndex | undefined,
  after: UrlIndex,
): { updated: PublishedUrl[]; deleted: PublishedUrl[] } {
  const url = (path: string) => `${after.origin}${path}`;
  const known = before && before.origin === after.origin ? before.pages : {};
  const updated: PublishedUrl[] = [];
  for (const [path, [digest, types]] of Object.entries(after.pages)) {
    if (known[path]?.[0] !== digest) updated.push({ url: url(path), types });
  }
  const deleted: PublishedUrl[] = [];
  for (const [path, entry] of Object.entries(known)) {
    if (!(path in after.pages)) deleted.push({ url: url(path), types: entry[1] });
  }
  return { updated, deleted };
}
