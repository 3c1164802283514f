import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { RESERVED_SLUGS } from '@sitewright/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { MemoryRateLimiter, type RateLimiter } from '../../lib/rate-limiter.ts';
import {
  isCspOrigin,
  MANIFEST_PATH,
  type SiteCspAdditions,
  type SiteManifest,
  type SiteStore,
  type StoredSiteFile,
  URLS_PATH,
} from '../publish/index.ts';
import {
  loadSearchIndex,
  MAX_QUERY_LENGTH,
  SEARCH_INDEX_PREFIX,
  type SearchAnswer,
  searchIndexPath,
  searchResultsPage,
  searchSite,
  type SiteSearchIndex,
} from '../site-search/index.ts';
import { type MediaFileServer, writeMediaFile } from '../upload/index.ts';
import { ByteBoundedLru } from './site-cache.ts';
import { type FormEndpoint, formPageCsp, holdsForm } from './site-forms.ts';
import type { SiteEvents } from './site-events.ts';
import { clientAddress, hostName, proxyTrust, requestedHost } from './site-http.ts';
import { type SiteNotice, noticeHtml, noticeStatus } from './site-pages.ts';
import {
  boundDomains,
  findSiteRecord,
  type SiteRecord,
  websiteIdByDomain,
  websiteIdBySlug,
} from './site.repository.ts';

/** What a geo rule decides for one visitor. */
export type GeoDecision =
  | null
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'suggest'; location: string; label: string };

/** A website's per-request rules, compiled once per change so a request only runs lookups. */
export interface SiteRules {
  /** Whether any rule looks at the visitor (address, path or country); false skips them all. */
  usesVisitor: boolean;
  isBlocked(ip: string): boolean;
  /** `query` is the visitor's query string without its '?'; the answer's location carries it over. */
  redirect(path: string, query: string): { ruleId: number; location: string; status: 301 | 302 } | null;
  geo(visitor: { ip: string; path: string; lang: string }): GeoDecision;
}

export interface SiteRulesSource {
  load(websiteId: number): Promise<SiteRules>;
  /** A redirect rule was followed (hit counts are batched by the source). */
  hit(ruleId: number): void;
}

interface LiveSite {
  record: SiteRecord;
  manifest: SiteManifest | null;
  rules: SiteRules;
  /** The headers of the live version's files: BASE_HEADERS with the version's CSP. */
  headers: Readonly<Record<string, string>>;
}

export interface SiteServerOptions {
  db: Db;
  config: Pick<Config, 'siteDomainSuffix' | 'trustProxy'> & { httpsPort?: number | undefined };
  events: SiteEvents;
  rules: SiteRulesSource;
  /** Where published versions' files are read from. */
  store: SiteStore;
  /** Answer every host (a process started with `--role site`), not only site hosts. */
  allHosts?: boolean;
  /** Budget of the published-file cache. */
  cacheBytes?: number;
  /** Uploaded files of the website at `/files/...`; without it they are not served on site hosts. */
  mediaFiles?: MediaFileServer;
  /** Search queries per visitor address; a flood gets 429 before any index is read. */
  searchLimiter?: RateLimiter;
  /** Budget of the loaded search indexes (one per website version and language). */
  searchCacheBytes?: number;
  /** Visitors' form submissions and the forms' scripts under /__sw/; without it pages' forms are not answered. */
  forms?: (
    pageFile: (websiteId: number, versionId: number, path: string) => Promise<StoredSiteFile | undefined>,
  ) => FormEndpoint;
  /** Visitors' purchases under /__sw/checkout/ (the shop); without it product pages sell nothing. */
  checkout?: SiteEndpoint;
}

/** A feature answering some `/__sw/` requests of a published site (false: not one of its paths). */
export interface SiteEndpoint {
  handle(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    site: {
      websiteId: number;
      companyId: number;
      ip: string;
      origin: string;
      /**
       * The live site's page-not-found page in a language (else the default one), as published:
       * its header, footer, theme and language frame a page the endpoint answers with.
       */
      frame?(lang: string): Promise<string | undefined>;
    },
  ): Promise<boolean>;
}

/**
 * Published pages may run no script at all, and load nothing from elsewhere but embeds. Pages
 * holding a form may run the site server's own scripts (see formPageCsp).
 */
export const SITE_CSP = [
  "default-src 'self'",
  "script-src 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "media-src 'self' https:",
  "font-src 'self' data:",
  'frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://player.bilibili.com https://www.openstreetmap.org',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

export const BASE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': SITE_CSP,
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

const originsOf = (list: unknown): string[] =>
  Array.isArray(list)
    ? [...new Set(list.filter((o): o is string => typeof o === 'string' && isCspOrigin(o)))]
    : [];

/**
 * The CSP of a published version: SITE_CSP, or, when its plugins load a script from elsewhere
 * (analytics), SITE_CSP allowing exactly those origins to run scripts and receive data. Only
 * plain origins are taken from the manifest, so nothing in it can add or end a directive.
 */
export function siteCsp(additions: SiteCspAdditions | undefined): string {
  const script = originsOf(additions?.script);
  const connect = originsOf(additions?.connect);
  if (script.length === 0 && connect.length === 0) return SITE_CSP;
  return SITE_CSP.replace(
    "script-src 'none'",
    [
      `script-src ${script.length > 0 ? script.join(' ') : "'none'"}`,
      ...(connect.length > 0 ? [`connect-src 'self' ${connect.join(' ')}`] : []),
    ].join('; '),
  );
}

/** The headers of a version's files: the base headers with the version's CSP. */
function versionHeaders(manifest: SiteManifest | null): Readonly<Record<string, string>> {
  const csp = siteCsp(manifest?.csp);
  return csp === SITE_CSP ? BASE_HEADERS : { ...BASE_HEADERS, 'content-security-policy': csp };
}

const HSTS = 'max-age=31536000';

const MISSING: StoredSiteFile = {
  contentType: '',
  etag: '',
  body: Buffer.alloc(0),
  gzip: null,
  brotli: null,
};

/** Unknown hosts are remembered briefly, so a flood of made-up names does not reach the database. */
const UNKNOWN_HOST_TTL_MS = 5_000;
const MAX_HOST_ENTRIES = 50_000;
const DEFAULT_CACHE_BYTES = 128 * 1024 * 1024;
const DEFAULT_SEARCH_CACHE_BYTES = 96 * 1024 * 1024;
/** A person searching types far fewer queries than this; a script hammering the index does not. */
const SEARCH_RATE = { max: 60, windowMs: 60_000 };

/**
 * The language whose search page `path` is, if it is one: the version's search pages as published,
 * or, for a version published before search, the usual `/search` and `/<lang>/search`.
 */
function searchLangOf(manifest: SiteManifest, path: string): string | undefined {
  if (manifest.search) {
    for (const lang in manifest.search) if (manifest.search[lang] === path) return lang;
    return undefined;
  }
  if (path === '/search') return manifest.defaultLang;
  const lang = path.slice(1, -'/search'.length);
  return path.endsWith('/search') && manifest.languages.includes(lang) ? lang : undefined;
}

/** The query of a search request: `q` cut to its limit, and the page of results asked for. */
function searchQuery(query: string): { q: string; page: number } | undefined {
  if (query.length < 2) return undefined;
  const params = new URLSearchParams(query.slice(1));
  const q = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH).trim();
  if (q === '') return undefined;
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return { q, page: Number.isFinite(page) && page > 0 ? Math.min(page, 1000) : 1 };
}

function cacheControlFor(path: string, contentType: string): string {
  // The stylesheet's name is its hash; a font file's name never changes its glyphs (pinned packages).
  if (path.startsWith('/_sw/site-') || path.startsWith('/_sw/fonts/'))
    return 'public, max-age=31536000, immutable';
  if (path.startsWith('/template-assets/')) return 'public, max-age=86400';
  // Pages change at the next publish: always revalidate, which the ETag makes a cheap 304.
  if (contentType.startsWith('text/html')) return 'public, max-age=0, must-revalidate';
  return 'public, max-age=300';
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header === '*') return true;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === etag || t === `W/${etag}`;
  });
}

/** The path part of a request target, without query; `/about/` and `/about` are one page. */
function splitTarget(url: string): { path: string; query: string } {
  const q = url.indexOf('?');
  let path = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return { path, query };
}

function escapeAttr(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The public site server: maps the Host to a website (fixed domain `<slug>.<suffix>` or a bound
 * domain; anything else is not a site, or, with `allHosts`, a 404 that never shows another
 * site), applies blocked IPs, page redirects and geo rules, and serves the published version's
 * files from a bounded cache with ETags and the variants compressed at publish time.
 */
export function createSiteServer(options: SiteServerOptions) {
  const { db, config, rules } = options;
  const suffix = `.${config.siteDomainSuffix}`;
  const trust = proxyTrust(config.trustProxy);
  const reserved = new Set<string>(RESERVED_SLUGS);
  /** Host names and their website; `site` remembers the loaded site for the fast path until the next change. */
  const hosts = new Map<string, { websiteId: number | null; until: number; site?: LiveSite | undefined }>();
  /** Host headers as sent, tidied (lower case, no port), so a request only looks its host up. */
  const hostNames = new Map<string, string>();
  const sites = new Map<number, Promise<LiveSite | null>>();
  const files = new ByteBoundedLru<StoredSiteFile>(
    options.cacheBytes ?? DEFAULT_CACHE_BYTES,
    (f) => f.body.length + (f.gzip?.length ?? 0) + (f.brotli?.length ?? 0) + 200,
  );
  const loadingFiles = new Map<string, Promise<StoredSiteFile>>();
  /** Requests for published files answered from the cache, and those read from the store (metrics). */
  const cacheCounts = { hits: 0, misses: 0 };
  /** Sites whose load finished, for the synchronous fast path. */
  const ready = new Map<number, LiveSite>();
  /** Ready-made header lists of cached files (plain HTTP, status 200), by cache key and encoding. */
  const prepared = new WeakMap<
    StoredSiteFile,
    { identity: string[]; br: string[] | null; gzip: string[] | null }
  >();
  const searchLimiter = options.searchLimiter ?? new MemoryRateLimiter(SEARCH_RATE);
  /** Loaded search indexes by `<website>|<version>|<lang>`; a website's go when it changes. */
  const searchIndexes = new ByteBoundedLru<SiteSearchIndex | null>(
    options.searchCacheBytes ?? DEFAULT_SEARCH_CACHE_BYTES,
    (index) => (index?.bytes ?? 0) + 200,
  );
  const loadingIndexes = new Map<string, Promise<SiteSearchIndex | null>>();
  let domains = new Set<string>();
  const forms = options.forms?.((websiteId, versionId, path) => fileOf(websiteId, versionId, path));
  let domainsLoaded: Promise<void> = reloadDomains();

  async function reloadDomains(): Promise<void> {
    domains = new Set(await boundDomains(db));
  }

  const unsubscribe = options.events.subscribe((websiteId) => {
    if (websiteId === null) {
      // Changes may have been missed: every website is read afresh on its next visit.
      sites.clear();
      ready.clear();
      files.clear();
      searchIndexes.clear();
      hosts.clear();
      domainsLoaded = reloadDomains().catch(() => {});
      return;
    }
    const previous = sites.get(websiteId);
    sites.delete(websiteId);
    searchIndexes.deletePrefix(`${websiteId}|`);
    ready.delete(websiteId);
    // A domain may have been bound or unbound: forget host answers and re-read the domain list.
    hosts.clear();
    domainsLoaded = reloadDomains().catch(() => {});
    previous
      ?.then((site) => {
        if (site?.record.publishedVersionId != null) files.deletePrefix(`${site.record.publishedVersionId}|`);
      })
      .catch(() => {});
  });

  function slugOf(host: string): string | undefined {
    if (!host.endsWith(suffix)) return undefined;
    const label = host.slice(0, -suffix.length);
    if (label === '' || label.includes('.') || reserved.has(label)) return undefined;
    return label;
  }

  async function websiteIdFor(host: string): Promise<number | null> {
    const now = Date.now();
    const known = hosts.get(host);
    if (known && known.until > now) return known.websiteId;
    const slug = slugOf(host);
    const id =
      (slug === undefined ? await websiteIdByDomain(db, host) : await websiteIdBySlug(db, slug)) ?? null;
    if (hosts.size >= MAX_HOST_ENTRIES) hosts.clear();
    hosts.set(host, {
      websiteId: id,
      until: id === null ? now + UNKNOWN_HOST_TTL_MS : Number.POSITIVE_INFINITY,
    });
    return id;
  }

  async function loadSite(websiteId: number): Promise<LiveSite | null> {
    const record = await findSiteRecord(db, websiteId);
    if (!record || record.deleted) return null;
    let manifest: SiteManifest | null = null;
    if (record.publishedVersionId !== null) {
      const file = await options.store.read(websiteId, record.publishedVersionId, MANIFEST_PATH);
      manifest = file ? (JSON.parse(file.body.toString('utf8')) as SiteManifest) : null;
    }
    return { record, manifest, rules: await rules.load(websiteId), headers: versionHeaders(manifest) };
  }

  function liveSite(websiteId: number): Promise<LiveSite | null> {
    let site = sites.get(websiteId);
    if (!site) {
      const loading = loadSite(websiteId);
      site = loading;
      sites.set(websiteId, loading);
      loading.then(
        (loaded) => {
          // Only if no change arrived while loading: a newer load is already on its way then.
          if (sites.get(websiteId) === loading && loaded) ready.set(websiteId, loaded);
        },
        // A failed load is not remembered: the next request tries again.
        () => sites.delete(websiteId),
      );
    }
    return site;
  }

  async function fileOf(
    websiteId: number,
    versionId: number,
    path: string,
  ): Promise<StoredSiteFile | undefined> {
    const key = `${versionId}|${path}`;
    const cached = files.get(key);
    if (cached) {
      cacheCounts.hits++;
      return cached === MISSING ? undefined : cached;
    }
    cacheCounts.misses++;
    let loading = loadingFiles.get(key);
    if (!loading) {
      loading = options.store.read(websiteId, versionId, path).then((file) => file ?? MISSING);
      loadingFiles.set(key, loading);
      loading.then(
        (file) => {
          loadingFiles.delete(key);
          files.set(key, file);
        },
        () => loadingFiles.delete(key),
      );
    }
    const file = await loading;
    return file === MISSING ? undefined : file;
  }

  /** A version's index of one language, loaded once and kept within the budget; null when it has none. */
  function searchIndexOf(
    websiteId: number,
    versionId: number,
    lang: string,
  ): Promise<SiteSearchIndex | null> {
    const key = `${websiteId}|${versionId}|${lang}`;
    const cached = searchIndexes.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    let loading = loadingIndexes.get(key);
    if (!loading) {
      loading = options.store
        .read(websiteId, versionId, searchIndexPath(lang))
        .then((file) => (file ? loadSearchIndex(file.body.toString('utf8')) : null));
      loadingIndexes.set(key, loading);
      loading.then(
        (index) => {
          loadingIndexes.delete(key);
          searchIndexes.set(key, index);
        },
        () => loadingIndexes.delete(key),
      );
    }
    return loading;
  }

  /**
   * The search page with the results of the visitor's query. Never kept by any cache: each query
   * is its own answer, and a shared cache keyed by query would grow without bound.
   */
  async function sendSearch(
    req: IncomingMessage,
    res: ServerResponse,
    target: {
      websiteId: number;
      versionId: number;
      lang: string;
      path: string;
      page: StoredSiteFile;
      headers: Readonly<Record<string, string>>;
    },
    search: { q: string; page: number },
    secure: boolean,
  ): Promise<void> {
    const index = await searchIndexOf(target.websiteId, target.versionId, target.lang);
    const answer: SearchAnswer = index
      ? searchSite(index, search.q, search.page)
      : { total: 0, page: 1, pageCount: 1, hits: [] };
    const body = Buffer.from(
      searchResultsPage(target.page.body.toString('utf8'), {
        lang: target.lang,
        query: search.q,
        path: target.path,
        answer,
      }),
    );
    res.writeHead(200, {
      ...target.headers,
      ...(secure ? { 'strict-transport-security': HSTS } : {}),
      'content-type': target.page.contentType,
      'content-length': body.length,
      'cache-control': 'no-store',
      // Result pages are endless variations of one page: search engines should keep the page itself.
      'x-robots-tag': 'noindex',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function sendNotice(res: ServerResponse, notice: SiteNotice, secure: boolean): void {
    const body = noticeHtml(notice);
    res.writeHead(noticeStatus(notice), {
      ...BASE_HEADERS,
      ...(secure ? { 'strict-transport-security': HSTS } : {}),
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': 'no-store',
      ...(notice === 'method-not-allowed' ? { allow: 'GET, HEAD' } : {}),
    });
    res.end(body);
  }

  function sendRedirect(res: ServerResponse, status: number, location: string, secure: boolean): void {
    res.writeHead(status, {
      ...BASE_HEADERS,
      ...(secure ? { 'strict-transport-security': HSTS } : {}),
      location,
      'content-length': 0,
      'cache-control': status === 301 ? 'public, max-age=3600' : 'no-store',
    });
    res.end();
  }

  function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    file: StoredSiteFile,
    status: number,
    secure: boolean,
    base: Readonly<Record<string, string>>,
  ): void {
    const headers: Record<string, string | number> = {
      ...base,
      'content-type': file.contentType,
      etag: file.etag,
      'cache-control': status === 200 ? cacheControlFor(path, file.contentType) : 'no-store',
      vary: 'Accept-Encoding',
    };
    if (secure) headers['strict-transport-security'] = HSTS;
    if (status === 200 && etagMatches(req.headers['if-none-match'], file.etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const accept = req.headers['accept-encoding'] ?? '';
    let body = file.body;
    if (file.brotli && accept.includes('br')) {
      body = file.brotli;
      headers['content-encoding'] = 'br';
    } else if (file.gzip && accept.includes('gzip')) {
      body = file.gzip;
      headers['content-encoding'] = 'gzip';
    }
    headers['content-length'] = body.length;
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** A 'suggest, don't force' geo rule: the page as published with a banner offering the other version. */
  async function sendWithBanner(
    req: IncomingMessage,
    res: ServerResponse,
    file: StoredSiteFile,
    suggestion: { location: string; label: string },
    secure: boolean,
    base: Readonly<Record<string, string>>,
  ): Promise<void> {
    const banner = `<div class="sw-geo-banner" role="note" style="position:sticky;top:0;z-index:100;padding:.6rem 1rem;background:#111827;color:#fff;text-align:center;font:15px/1.4 system-ui,sans-serif"><a href="${escapeAttr(suggestion.location)}" style="color:#fff;text-decoration:underline">${escapeAttr(suggestion.label)}</a></div>`;
    const withForm = forms !== undefined && holdsForm(file);
    const html = withForm ? await forms.withStamps(file.body.toString('utf8')) : file.body.toString('utf8');
    const at = html.indexOf('<body>');
    const body = Buffer.from(at === -1 ? html : `${html.slice(0, at + 6)}${banner}${html.slice(at + 6)}`);
    const csp = base['content-security-policy'] ?? SITE_CSP;
    res.writeHead(200, {
      ...base,
      ...(secure ? { 'strict-transport-security': HSTS } : {}),
      ...(withForm ? { 'content-security-policy': formPageCsp(csp) } : {}),
      'content-type': file.contentType,
      'content-length': body.length,
      // The banner depends on where the visitor is, so no shared cache may keep this answer.
      'cache-control': 'private, no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function headerList(
    base: Readonly<Record<string, string>>,
    path: string,
    file: StoredSiteFile,
    encoding: 'br' | 'gzip' | null,
    length: number,
  ): string[] {
    const list = [
      ...Object.entries(base).flat(),
      'content-type',
      file.contentType,
      'etag',
      file.etag,
      'cache-control',
      cacheControlFor(path, file.contentType),
      'vary',
      'Accept-Encoding',
      'content-length',
      String(length),
    ];
    if (encoding) list.push('content-encoding', encoding);
    return list;
  }

  /**
   * The common case answered without a single await or allocation beyond the response: a known
   * host, a loaded site, a cached file, plain HTTP, no rule taking the request elsewhere. Anything
   * else answers false and takes the full path, which decides the same way.
   */
  function serveCached(req: IncomingMessage, res: ServerResponse, host: string): boolean {
    if ((req.socket as TLSSocket).encrypted === true) return false;
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const known = hosts.get(host);
    if (!known || known.websiteId === null) return false;
    known.site ??= ready.get(known.websiteId);
    const site = known.site;
    if (!site?.manifest) return false;
    const { record, manifest, rules: siteRules } = site;
    if (record.publishedVersionId === null || !record.enabled) return false;
    if (record.expiresAt !== null && record.expiresAt.getTime() <= Date.now()) return false;
    const { path, query } = splitTarget(req.url ?? '/');
    const file = files.get(`${record.publishedVersionId}|${path}`);
    if (!file || file === MISSING || path === MANIFEST_PATH || path === URLS_PATH) return false;
    if (holdsForm(file)) return false;
    if (query.length > 1 && searchLangOf(manifest, path) !== undefined) return false;
    if (siteRules.usesVisitor) {
      const ip = clientAddress(req, trust);
      if (siteRules.isBlocked(ip)) return false;
      if (siteRules.redirect(path, query.slice(1))) return false;
      const second = path.indexOf('/', 1);
      const first = path.slice(1, second === -1 ? undefined : second);
      const lang =
        first !== manifest.defaultLang && manifest.languages.includes(first) ? first : manifest.defaultLang;
      if (siteRules.geo({ ip, path, lang })) return false;
    }
    const headers = req.headers;
    if (etagMatches(headers['if-none-match'], file.etag)) return false;
    let lists = prepared.get(file);
    if (!lists) {
      lists = {
        identity: headerList(site.headers, path, file, null, file.body.length),
        br: file.brotli ? headerList(site.headers, path, file, 'br', file.brotli.length) : null,
        gzip: file.gzip ? headerList(site.headers, path, file, 'gzip', file.gzip.length) : null,
      };
      prepared.set(file, lists);
    }
    const accept = headers['accept-encoding'];
    let body = file.body;
    let list = lists.identity;
    if (accept !== undefined) {
      if (lists.br && accept.includes('br')) {
        body = file.brotli as Buffer;
        list = lists.br;
      } else if (lists.gzip && accept.includes('gzip')) {
        body = file.gzip as Buffer;
        list = lists.gzip;
      }
    }
    res.writeHead(200, list);
    res.end(method === 'HEAD' ? undefined : body);
    cacheCounts.hits++;
    return true;
  }

  async function serve(req: IncomingMessage, res: ServerResponse, host: string): Promise<void> {
    const secure = (req.socket as TLSSocket).encrypted === true;
    const websiteId = await websiteIdFor(host);
    const site = websiteId === null ? null : await liveSite(websiteId);
    if (!site) return sendNotice(res, 'unknown-site', secure);
    const ip = clientAddress(req, trust);
    if (site.rules.isBlocked(ip)) return sendNotice(res, 'blocked', secure);
    const { path, query } = splitTarget(req.url ?? '/');
    const dynamic = (forms !== undefined || options.checkout !== undefined) && path.startsWith('/__sw/');
    if (req.method !== 'GET' && req.method !== 'HEAD' && !dynamic) {
      return sendNotice(res, 'method-not-allowed', secure);
    }
    const { record, manifest } = site;
    const expired = record.expiresAt !== null && record.expiresAt.getTime() <= Date.now();
    if (record.publishedVersionId === null || !manifest || !record.enabled || expired) {
      return sendNotice(res, 'not-published', secure);
    }
    if (dynamic) {
      const formSite = {
        websiteId: record.id,
        companyId: record.companyId,
        versionId: record.publishedVersionId,
        manifest,
        ip,
        // The resolved host and, when the Host header names one, its port (digits only): what the
        // header says beyond them (`site:1@elsewhere`) never reaches an address we hand out.
        origin: `${secure ? 'https' : 'http'}://${host}${hostPort(req.headers.host)}`,
        csp: site.headers['content-security-policy'] ?? SITE_CSP,
        frame: async (lang: string) => {
          const framePath = manifest.notFound[lang] ?? manifest.notFound[manifest.defaultLang];
          if (framePath === undefined || record.publishedVersionId === null) return undefined;
          return (await fileOf(record.id, record.publishedVersionId, framePath))?.body.toString('utf8');
        },
      };
      if (options.checkout && path.startsWith('/__sw/checkout/')) {
        if (await options.checkout.handle(req, res, path, formSite)) return;
      } else if (forms && (await forms.handle(req, res, path, formSite))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendNotice(res, 'method-not-allowed', secure);
    }
    if (record.httpsRequired && !secure && config.httpsPort) {
      const port = config.httpsPort === 443 ? '' : `:${config.httpsPort}`;
      return sendRedirect(res, 301, `https://${host}${port}${path}${query}`, secure);
    }
    if (options.mediaFiles && path.startsWith('/files/')) {
      const media = await options.mediaFiles(req, path, record.id);
      if (media) return writeMediaFile(res, media);
    }
    const redirect = site.rules.redirect(path, query.slice(1));
    if (redirect) {
      rules.hit(redirect.ruleId);
      return sendRedirect(res, redirect.status, redirect.location, secure);
    }
    const second = path.indexOf('/', 1);
    const first = path.slice(1, second === -1 ? undefined : second);
    const lang =
      first !== manifest.defaultLang && manifest.languages.includes(first) ? first : manifest.defaultLang;
    const geo = site.rules.geo({ ip, path, lang });
    if (geo?.kind === 'redirect') return sendRedirect(res, geo.status, geo.location, secure);

    const versionId = record.publishedVersionId;
    const hidden = path === MANIFEST_PATH || path === URLS_PATH || path.startsWith(SEARCH_INDEX_PREFIX);
    const file = hidden ? undefined : await fileOf(record.id, versionId, path);
    const searchLang = file ? searchLangOf(manifest, path) : undefined;
    const search = searchLang === undefined ? undefined : searchQuery(query);
    if (file && searchLang !== undefined && search) {
      if ((await searchLimiter.hit(ip)) > searchLimiter.max)
        return sendNotice(res, 'too-many-requests', secure);
      const target = {
        websiteId: record.id,
        versionId,
        lang: searchLang,
        path,
        page: file,
        headers: site.headers,
      };
      return sendSearch(req, res, target, search, secure);
    }
    if (file) {
      if (geo?.kind === 'suggest' && file.contentType.startsWith('text/html')) {
        return sendWithBanner(req, res, file, geo, secure, site.headers);
      }
      if (forms && holdsForm(file)) {
        return forms.formPage(res, file, req.method === 'HEAD', {
          ...(secure ? { 'strict-transport-security': HSTS } : {}),
          'content-security-policy': formPageCsp(site.headers['content-security-policy'] ?? SITE_CSP),
        });
      }
      return sendFile(req, res, path, file, 200, secure, site.headers);
    }
    const notFoundPath = manifest.notFound[lang] ?? manifest.notFound[manifest.defaultLang];
    const notFound =
      notFoundPath === undefined ? undefined : await fileOf(record.id, versionId, notFoundPath);
    if (notFound) return sendFile(req, res, notFoundPath as string, notFound, 404, secure, site.headers);
    return sendNotice(res, 'not-found', secure);
  }

  /**
   * Whether the host names a website (its fixed domain, known or not yet, or a bound domain),
   * whatever `allHosts` says: a sites-only process answers its probes on any other host.
   */
  function isSiteHost(host: string): boolean {
    // A host already matched to a website was claimed when it was (a change clears them all).
    const known = hosts.get(host);
    if (known !== undefined && known.websiteId !== null) return true;
    return slugOf(host) !== undefined || domains.has(host);
  }

  return {
    /** Whether a request for this host is a visitor's (else it belongs to the admin app and API). */
    claims(host: string): boolean {
      return options.allHosts === true || isSiteHost(host);
    },
    isSiteHost,
    host(req: IncomingMessage): string {
      const raw = requestedHost(req, trust);
      let name = hostNames.get(raw);
      if (name === undefined) {
        name = hostName(raw);
        if (hostNames.size >= MAX_HOST_ENTRIES) hostNames.clear();
        hostNames.set(raw, name);
      }
      return name;
    },
    /** Answers the request; never throws (a failure becomes a 500 without details). */
    handle(req: IncomingMessage, res: ServerResponse, host: string): void {
      if (serveCached(req, res, host)) return;
      serve(req, res, host).catch(() => {
        if (!res.headersSent) {
          res.writeHead(500, {
            ...BASE_HEADERS,
            'content-type': 'text/plain; charset=utf-8',
            'cache-control': 'no-store',
          });
        }
        res.end('Internal error');
      });
    },
    ready(): Promise<void> {
      return domainsLoaded;
    },
    stats() {
      return {
        cachedFiles: files.size,
        cachedBytes: files.bytes,
        sites: sites.size,
        hits: cacheCounts.hits,
        misses: cacheCounts.misses,
      };
    },
    close(): void {
      unsubscribe();
      ready.clear();
      files.clear();
      sites.clear();
      hosts.clear();
      hostNames.clear();
    },
  };
}

export type SiteServer = ReturnType<typeof createSiteServer>;

/** `:<port>` of a Host header that ends in one, or ''. */
function hostPort(raw: string | undefined): string {
  const match = /:(\d{1,5})$/.exec(raw ?? '');
  return match ? `:${match[1]}` : '';
}
