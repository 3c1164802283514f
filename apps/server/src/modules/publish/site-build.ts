import { createHash } from 'node:crypto';
import { type BreadcrumbItem, type MenuItem, pageCss, renderPageHtml } from '@sitewright/blocks';
import type { PageDocument, SiteTheme } from '@sitewright/contract';
import type { PublishedPageValue } from '../../db/schema.ts';
import { MANIFEST_PATH, type SiteManifest } from './site-manifest.ts';
import { buildStoredTree, type StoredNode } from '../../lib/menu-tree.ts';
import type { LanguageRow, MenuNodeRow, PageRow } from '../page/index.ts';

/** One file of a site version before compression. */
export interface SiteFileDraft {
  path: string;
  contentType: string;
  body: Buffer;
  /** Compressed variants, when the renderer already made them (worker threads do). */
  compressed?: { etag: string; gzip: Buffer | null; brotli: Buffer | null };
}

const TEMPLATE_ASSET_REF = /\/template-assets\/([a-z0-9][a-z0-9._-]*\.svg)/g;

export interface SiteBuildInput {
  siteName: string;
  theme: SiteTheme;
  /** Scheme, host and port visitors use, for the sitemap, robots.txt and canonical links. */
  origin: string;
  seoDefaults: { title: string; keywords: string; description: string };
  favicon: string;
  languages: readonly LanguageRow[];
  pages: readonly PageRow[];
  menuRows: readonly MenuNodeRow[];
  /** Pages whose current state this publish takes; the others keep their published snapshot. */
  selected: ReadonlySet<number> | 'all';
  publishedAt: Date;
  /** Demo images shipped with the templates, by file name. */
  templateAsset(name: string): Buffer | undefined;
}

export interface SiteBuild {
  files: SiteFileDraft[];
  manifest: SiteManifest;
  /** Page id → the snapshot visitors get after this publish (new for selected pages). */
  snapshots: Map<number, PublishedPageValue>;
}

/** A page's state as visitors will see it once it is published now. */
export function snapshotOf(page: PageRow, publishedAt: Date): PublishedPageValue {
  return {
    pageName: page.pageName,
    pathSegment: page.pathSegment,
    seoTitle: page.seoTitle,
    keywords: page.keywords,
    description: page.description,
    socialImage: page.socialImage,
    noindex: page.noindex,
    document: page.document,
    publishedAt: publishedAt.toISOString(),
  };
}

/** What visitors get of a page now: its snapshot, or the page itself when it has not changed since. */
export function publishedSnapshot(page: PageRow): PublishedPageValue | null {
  const published = page.published;
  if (!published) return null;
  if ('live' in published) return snapshotOf(page, new Date(published.publishedAt));
  return published;
}

/** `/about`, `/de/about`; a language's home is `/` or `/de`. */
export function publicPath(lang: string, defaultLang: string, segment: string): string {
  const prefix = lang === defaultLang ? '' : `/${lang}`;
  if (segment === '') return prefix === '' ? '/' : prefix;
  return `${prefix}/${segment}`;
}

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function menuItems(
  nodes: readonly StoredNode[],
  hrefOf: (pageId: number) => string | undefined,
  level = 1,
): MenuItem[] {
  const out: MenuItem[] = [];
  for (const node of nodes) {
    const children = level < 3 ? menuItems(node.children, hrefOf, level + 1) : [];
    const href = node.row.pageId === null ? undefined : hrefOf(node.row.pageId);
    // A node whose page is not published hides its branch: its children hang under its address.
    if (node.row.pageId !== null && href === undefined) continue;
    if (href === undefined && children.length === 0) continue;
    out.push({
      label: node.row.label,
      ...(href ? { href } : {}),
      ...(children.length > 0 ? { children } : {}),
    });
  }
  return out;
}

/** The trail of menu labels above each page, linked where the ancestor has a published page. */
function breadcrumbs(
  tree: readonly StoredNode[],
  hrefOf: (pageId: number) => string | undefined,
): Map<number, BreadcrumbItem[]> {
  const trails = new Map<number, BreadcrumbItem[]>();
  const visit = (nodes: readonly StoredNode[], above: BreadcrumbItem[]) => {
    for (const node of nodes) {
      const href = node.row.pageId === null ? undefined : hrefOf(node.row.pageId);
      if (node.row.pageId !== null) trails.set(node.row.pageId, [...above, { label: node.row.label }]);
      visit(node.children, [...above, { label: node.row.label, ...(href ? { href } : {}) }]);
    }
  };
  visit(tree, []);
  return trails;
}

/**
 * Renders a whole site version: every published page of every language with the blocks' server
 * views, one stylesheet for the theme, the demo images the pages use, `sitemap.xml` with hreflang
 * alternates and `robots.txt`. Pure: reads nothing and writes nothing, so a failure here leaves
 * nothing behind.
 */
/** One page to render: everything it needs, plain data, so a worker thread can take it. */
export interface PageJob {
  path: string;
  lang: string;
  document: PageDocument;
  menu: MenuItem[];
  breadcrumb: BreadcrumbItem[];
  title: string;
  description: string;
  noindex: boolean;
}

/** What every page of a site version shares. */
export interface SharedRender {
  siteName: string;
  theme: SiteTheme;
  origin: string;
  cssPath: string;
  favicon: string;
}

/** A page job as its HTML file. The same code runs in the publisher's worker threads. */
export function renderPageFile(job: PageJob, shared: SharedRender): SiteFileDraft {
  const html = renderPageHtml({
    document: job.document,
    theme: shared.theme,
    stylesheetHref: shared.cssPath,
    ...(shared.favicon ? { favicon: shared.favicon } : {}),
    context: {
      lang: job.lang,
      siteName: shared.siteName,
      menu: job.menu,
      breadcrumb: job.breadcrumb,
      title: job.title,
      ...(job.description ? { description: job.description } : {}),
      noindex: job.noindex,
      canonical: `${shared.origin}${job.path}`,
    },
  });
  return { path: job.path, contentType: 'text/html; charset=utf-8', body: Buffer.from(html) };
}

/** Renders page jobs; the publisher hands them to worker threads, tests render them in place. */
export type PageRenderer = (jobs: readonly PageJob[], shared: SharedRender) => Promise<SiteFileDraft[]>;

export const renderInPlace: PageRenderer = async (jobs, shared) =>
  jobs.map((job) => renderPageFile(job, shared));

export async function buildSite(
  input: SiteBuildInput,
  render: PageRenderer = renderInPlace,
): Promise<SiteBuild> {
  const defaultLang = input.languages.find((l) => l.isDefault)?.lang ?? input.languages[0]?.lang ?? 'en';
  const languages = input.languages.map((l) => l.lang);
  const snapshots = new Map<number, PublishedPageValue>();
  for (const page of input.pages) {
    const take = input.selected === 'all' || input.selected.has(page.id);
    const snapshot = take ? snapshotOf(page, input.publishedAt) : publishedSnapshot(page);
    if (snapshot) snapshots.set(page.id, snapshot);
  }
  const pathOf = new Map<number, string>();
  for (const page of input.pages) {
    const snapshot = snapshots.get(page.id);
    if (snapshot) pathOf.set(page.id, publicPath(page.lang, defaultLang, snapshot.pathSegment));
  }
  const hrefOf = (pageId: number) => pathOf.get(pageId);

  const css = Buffer.from(pageCss(input.theme));
  const cssPath = `/_sw/site-${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
  const notFound: Record<string, string> = {};
  const jobs: PageJob[] = [];

  for (const lang of languages) {
    const tree = buildStoredTree(input.menuRows.filter((row) => row.lang === lang));
    const menu = menuItems(tree, hrefOf);
    const trails = breadcrumbs(tree, hrefOf);
    for (const page of input.pages) {
      if (page.lang !== lang) continue;
      const snapshot = snapshots.get(page.id);
      const path = pathOf.get(page.id);
      if (!snapshot || path === undefined) continue;
      if (page.functionKind === '404') notFound[lang] = path;
      jobs.push({
        path,
        lang,
        document: snapshot.document as PageDocument,
        menu,
        breadcrumb: trails.get(page.id) ?? [{ label: snapshot.pageName }],
        title: snapshot.seoTitle || snapshot.pageName || input.seoDefaults.title || input.siteName,
        description: snapshot.description || input.seoDefaults.description,
        noindex: snapshot.noindex,
      });
    }
  }

  const shared: SharedRender = {
    siteName: input.siteName,
    theme: input.theme,
    origin: input.origin,
    cssPath,
    favicon: input.favicon,
  };
  const pageFiles = await render(jobs, shared);
  const files: SiteFileDraft[] = [
    { path: cssPath, contentType: 'text/css; charset=utf-8', body: css },
    ...pageFiles,
  ];
  const assets = new Set<string>();
  for (const file of pageFiles) {
    for (const match of file.body.toString('latin1').matchAll(TEMPLATE_ASSET_REF))
      if (match[1]) assets.add(match[1]);
  }

  for (const name of assets) {
    const body = input.templateAsset(name);
    if (body) files.push({ path: `/template-assets/${name}`, contentType: 'image/svg+xml', body });
  }

  files.push({
    path: '/sitemap.xml',
    contentType: 'application/xml; charset=utf-8',
    body: Buffer.from(sitemapXml(input, snapshots, pathOf)),
  });
  files.push({
    path: '/robots.txt',
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from(`User-agent: *\nAllow: /\n\nSitemap: ${input.origin}/sitemap.xml\n`),
  });
  const manifest: SiteManifest = { defaultLang, languages, notFound };
  files.push({
    path: MANIFEST_PATH,
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify(manifest)),
  });
  return { files, manifest, snapshots };
}

/**
 * Ordinary published pages that may be indexed, each with its language versions as hreflang
 * alternates (a translation points at its default-language original through source_page_id).
 */
function sitemapXml(
  input: SiteBuildInput,
  snapshots: ReadonlyMap<number, PublishedPageValue>,
  pathOf: ReadonlyMap<number, string>,
): string {
  const listed = input.pages.filter(
    (p) => p.pageType === 0 && pathOf.has(p.id) && !snapshots.get(p.id)?.noindex,
  );
  const versions = new Map<number, PageRow[]>();
  for (const page of listed) {
    const root = page.sourcePageId ?? page.id;
    versions.set(root, [...(versions.get(root) ?? []), page]);
  }
  const entries = listed.map((page) => {
    const loc = `${input.origin}${pathOf.get(page.id)}`;
    const lastmod = snapshots.get(page.id)?.publishedAt.slice(0, 10) ?? '';
    const group = versions.get(page.sourcePageId ?? page.id) ?? [];
    const alternates =
      group.length > 1
        ? group
            .map(
              (v) =>
                `<xhtml:link rel="alternate" hreflang="${xmlEscape(v.lang)}" href="${xmlEscape(`${input.origin}${pathOf.get(v.id)}`)}"/>`,
            )
            .join('')
        : '';
    return `<url><loc>${xmlEscape(loc)}</loc><lastmod>${lastmod}</lastmod>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}
