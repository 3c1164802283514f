import { createHash } from 'node:crypto';
import {
  type BrandContext,
  brandContext,
  type BreadcrumbItem,
  type ItemDetailView,
  type ItemListView,
  type LanguageLink,
  type LatestItem,
  type LatestKind,
  type MenuItem,
  notFoundDocument,
  FONT_PATH,
  pageCss,
  renderPageHtml,
  searchPageDocument,
  themeColors,
  themeFontFiles,
  tintArtwork,
} from '@sitewright/blocks';
import {
  type FormPublic,
  type GlobalSectionKind,
  type PageDocument,
  SITE_LANGUAGES,
  type SiteTheme,
  type WebsiteBrand,
} from '@sitewright/contract';
import type { PublishedPageValue } from '../../db/schema.ts';
import { MANIFEST_PATH, type SiteAdditions, type SiteManifest } from './site-manifest.ts';
import { buildStoredTree, type StoredNode } from '../../lib/menu-tree.ts';
import { buildSearchIndexFiles } from '../site-search/index.ts';
import type { LanguageRow, MenuNodeRow, PageRow } from '../page/index.ts';
import type { GlobalSectionRow } from '../global-section/index.ts';
import type { PublishedItemValue } from '../collection/index.ts';
import { buildCollections, type CollectionSource, type SitemapEntry } from './site-collections.ts';
import { buildUrlIndex, URLS_PATH, type UrlIndex } from './site-urls.ts';

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
  /** Logos, share image and business details; the header, footer and share tags use them. */
  brand?: WebsiteBrand;
  languages: readonly LanguageRow[];
  pages: readonly PageRow[];
  menuRows: readonly MenuNodeRow[];
  /** The shared headers and footers of the website's languages. */
  sections?: readonly GlobalSectionRow[];
  /** Pages whose current state this publish takes; the others keep their published snapshot. */
  selected: ReadonlySet<number> | 'all';
  /** Selected pages this publish still does not take (blank menu pages): they keep their snapshot. */
  leftOut?: ReadonlySet<number>;
  publishedAt: Date;
  /** Demo images shipped with the templates, by file name. */
  templateAsset(name: string): Buffer | undefined;
  /** The web-font files the theme's CSS links, by file name. */
  fontFile(name: string): Buffer | undefined;
  /** The collections' items, categories, tags and attributes (none: the site has no collection pages). */
  collections?: CollectionSource;
  /** Plan only this item's page, from its current draft (the preview). */
  previewItem?: number;
  /** The website's forms that take submissions (form blocks of others show nothing). */
  forms?: readonly FormPublic[];
  /** Currencies the website takes payments in: its priced products in them show a Buy form. */
  checkoutCurrencies?: readonly string[];
  /** What the website's plugins add to the published pages and the version (never to previews). */
  additions?: SiteAdditions;
}

export interface SiteBuild {
  files: SiteFileDraft[];
  manifest: SiteManifest;
  /** Page id → the snapshot visitors get after this publish (new for selected pages). */
  snapshots: Map<number, PublishedPageValue>;
  /** The shared sections this publish took as they stand (the others keep their published copy). */
  takenSections: { id: number; version: number }[];
  /** Item id → the snapshot this publish took (a whole-site publish takes every published item). */
  itemSnapshots: Map<number, PublishedItemValue>;
  /** The addresses the sitemap lists, with digests of their pages (also stored as URLS_PATH). */
  urls: UrlIndex;
  /** Plugins' files left out because the site build made a file at the same address. */
  skippedFiles: string[];
}

/** The address a site shows for a language without a 404 page of its own: never linked, never indexed. */
export const fallbackNotFoundPath = (lang: string) => `/_sw/not-found-${lang}.html`;

/**
 * The header or footer visitors get after this publish: a publish of the whole website takes the
 * sections as they stand, as does any publish while a section was never published (a new site's
 * first publish of a few pages shows its header); otherwise the published copy stays.
 */
export function sectionAfter(
  row: GlobalSectionRow,
  selected: SiteBuildInput['selected'],
): { document: PageDocument; taken: boolean } | undefined {
  if (selected === 'all' || row.published === null)
    return { document: row.document as PageDocument, taken: true };
  return { document: row.published as PageDocument, taken: false };
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
    hideHeader: page.hideHeader,
    hideFooter: page.hideFooter,
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

/**
 * The pages visitors get after a publish: the snapshot of each live page (new for the selected
 * ones) and its address.
 */
export function pagesAfter(
  input: Pick<SiteBuildInput, 'pages' | 'selected' | 'leftOut' | 'publishedAt'>,
  defaultLang: string,
): { snapshots: Map<number, PublishedPageValue>; pathOf: Map<number, string> } {
  const snapshots = new Map<number, PublishedPageValue>();
  const pathOf = new Map<number, string>();
  for (const page of input.pages) {
    const take = (input.selected === 'all' || input.selected.has(page.id)) && !input.leftOut?.has(page.id);
    const snapshot = take ? snapshotOf(page, input.publishedAt) : publishedSnapshot(page);
    if (!snapshot) continue;
    snapshots.set(page.id, snapshot);
    pathOf.set(page.id, publicPath(page.lang, defaultLang, snapshot.pathSegment));
  }
  return { snapshots, pathOf };
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
    // An item without a page may lead elsewhere: an article, a file, an e-mail, another site.
    const href = node.row.pageId === null ? node.row.link || undefined : hrefOf(node.row.pageId);
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
 * views, one stylesheet for the theme, the web fonts it links, the demo images the pages use (in
 * the theme's colours), `sitemap.xml` with hreflang alternates and `robots.txt`. Pure: reads nothing and writes nothing, so a failure here leaves
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
  /** The page's own share image ('' for none: the website's social image stands in). */
  socialImage?: string;
  /** The shared sections around the page, unless the page hides them. */
  header?: PageDocument;
  footer?: PageDocument;
  /** The page's versions in the website's languages, for the language switcher and hreflang. */
  languages?: LanguageLink[];
  /** A collection's item (detail pages) or list (list pages) the page shows. */
  item?: ItemDetailView;
  itemList?: ItemListView;
  /** schema.org data of the page (JSON-LD). */
  jsonLd?: Record<string, unknown>;
  /** Atom feeds the page links. */
  feeds?: { title: string; href: string }[];
  /** The item whose draft this page previews. */
  previewOf?: number;
}

/** What every page of a site version shares. */
export interface SharedRender {
  siteName: string;
  theme: SiteTheme;
  origin: string;
  cssPath: string;
  favicon: string;
  brand?: BrandContext;
  /** The website's social image, for pages without a share image of their own. */
  socialImage?: string;
  /** The newest items of each language, for the latest-items blocks. */
  latest?: Record<string, Partial<Record<LatestKind, LatestItem[]>>>;
  /** Language → its search page's address, where search boxes send queries. */
  searchPaths?: Record<string, string>;
  defaultLang?: string;
  /** The active forms by id, and the one product pages show. */
  forms?: Record<number, FormPublic>;
  productFormId?: number;
  /** The plugins' tags at the end of every page's head. */
  headTags?: string;
}

/** An image address as the absolute one social networks need: site paths get the site's origin. */
function absoluteImage(address: string | undefined, origin: string): string | undefined {
  if (!address) return undefined;
  try {
    return new URL(address, `${origin}/`).href;
  } catch {
    return undefined;
  }
}

/** A page job as its HTML file. The same code runs in the publisher's worker threads. */
export function renderPageFile(job: PageJob, shared: SharedRender): SiteFileDraft {
  const html = renderPageHtml({
    document: job.document,
    theme: shared.theme,
    stylesheetHref: shared.cssPath,
    ...(shared.favicon ? { favicon: shared.favicon } : {}),
    frame: { header: job.header, footer: job.footer },
    ...withShareImage(absoluteImage(job.socialImage || shared.socialImage, shared.origin)),
    ...(job.jsonLd ? { jsonLd: job.jsonLd } : {}),
    ...(job.feeds ? { feeds: job.feeds } : {}),
    ...(shared.headTags ? { headTags: shared.headTags } : {}),
    context: {
      lang: job.lang,
      siteName: shared.siteName,
      ...(shared.brand ? { brand: shared.brand } : {}),
      ...(job.languages ? { languages: job.languages } : {}),
      menu: job.menu,
      breadcrumb: job.breadcrumb,
      ...(shared.latest?.[job.lang] ? { latest: shared.latest[job.lang] } : {}),
      ...(job.item ? { item: job.item } : {}),
      ...(job.itemList ? { itemList: job.itemList } : {}),
      title: job.title,
      ...(job.description ? { description: job.description } : {}),
      noindex: job.noindex,
      canonical: `${shared.origin}${job.path}`,
      ...(shared.searchPaths?.[job.lang] ? { searchPath: shared.searchPaths[job.lang] } : {}),
      ...(shared.defaultLang ? { defaultLang: shared.defaultLang } : {}),
      path: job.path,
      ...(shared.forms ? { forms: shared.forms } : {}),
      ...(shared.productFormId !== undefined ? { productFormId: shared.productFormId } : {}),
    },
  });
  return { path: job.path, contentType: 'text/html; charset=utf-8', body: Buffer.from(html) };
}

const withShareImage = (href: string | undefined) => (href ? { shareImage: href } : {});

/** Renders page jobs; the publisher hands them to worker threads, tests render them in place. */
export type PageRenderer = (jobs: readonly PageJob[], shared: SharedRender) => Promise<SiteFileDraft[]>;

export const renderInPlace: PageRenderer = async (jobs, shared) =>
  jobs.map((job) => renderPageFile(job, shared));

/** What a site version is made of before rendering: the page jobs and what they share. */
function planSite(input: SiteBuildInput) {
  const defaultLang = input.languages.find((l) => l.isDefault)?.lang ?? input.languages[0]?.lang ?? 'en';
  const languages = input.languages.map((l) => l.lang);
  const { snapshots, pathOf } = pagesAfter(input, defaultLang);
  const hrefOf = (pageId: number) => pathOf.get(pageId);

  const frames = new Map<string, Partial<Record<GlobalSectionKind, PageDocument>>>();
  const takenSections: { id: number; version: number }[] = [];
  for (const row of input.sections ?? []) {
    const after = sectionAfter(row, input.selected);
    if (!after) continue;
    if (after.taken) takenSections.push({ id: row.id, version: row.version });
    frames.set(row.lang, { ...frames.get(row.lang), [row.kind]: after.document });
  }
  // The language switcher: each page's versions in the other languages, else those languages' homes.
  const homeOf = new Map<string, string>();
  const versionsOf = new Map<number, Map<string, string>>();
  for (const page of input.pages) {
    const path = pathOf.get(page.id);
    if (path === undefined || page.pageType !== 0) continue;
    if (snapshots.get(page.id)?.pathSegment === '') homeOf.set(page.lang, path);
    const root = page.sourcePageId ?? page.id;
    const group = versionsOf.get(root) ?? new Map<string, string>();
    group.set(page.lang, path);
    versionsOf.set(root, group);
  }
  const languageName = (code: string) => SITE_LANGUAGES.find((l) => l.code === code)?.native ?? code;
  const languageLinks = (
    page: PageRow | undefined,
    lang: string,
    path: string,
    versions?: ReadonlyMap<string, string>,
  ): LanguageLink[] => {
    const group =
      versions ?? (page && page.pageType === 0 ? versionsOf.get(page.sourcePageId ?? page.id) : undefined);
    const links: LanguageLink[] = [];
    for (const other of languages) {
      const current = other === lang;
      const version = group?.get(other);
      const href = current ? path : (version ?? homeOf.get(other));
      if (href === undefined) continue;
      links.push({
        lang: other,
        label: languageName(other),
        href,
        alternate: version !== undefined,
        current,
      });
    }
    return links;
  };
  const frameOf = (lang: string, hide: { header?: boolean; footer?: boolean }) => {
    const frame = frames.get(lang) ?? {};
    return {
      ...(frame.header && !hide.header ? { header: frame.header } : {}),
      ...(frame.footer && !hide.footer ? { footer: frame.footer } : {}),
    };
  };

  const css = Buffer.from(pageCss(input.theme));
  const cssPath = `/_sw/site-${createHash('sha256').update(css).digest('hex').slice(0, 12)}.css`;
  const notFound: Record<string, string> = {};
  const search: Record<string, string> = {};
  const jobs: PageJob[] = [];
  const pagePaths = new Set(pathOf.values());
  const collections = buildCollections({
    source: input.collections ?? { items: [], categories: [], tags: [], attributes: [] },
    languages,
    defaultLang,
    origin: input.origin,
    siteName: input.siteName,
    takeAll: input.selected === 'all',
    publishedAt: input.publishedAt,
    ...(input.previewItem !== undefined ? { preview: input.previewItem } : {}),
    activeFormIds: new Set((input.forms ?? []).map((f) => f.id)),
    ...(input.checkoutCurrencies ? { checkoutCurrencies: new Set(input.checkoutCurrencies) } : {}),
    detailDocument: (kind, lang) => {
      const page = input.pages.find((p) => p.functionKind === kind && p.lang === lang && pathOf.has(p.id));
      return page ? (snapshots.get(page.id)?.document as PageDocument | undefined) : undefined;
    },
  });
  // An ordinary page at a collection's address (a page named `news`, say) keeps it, and becomes the
  // list's first page: an item-list block on it shows the list.
  const collectionPages = collections.pages.filter((p) => !pagePaths.has(p.path));
  const listOnPage = new Map(
    collections.pages.filter((p) => pagePaths.has(p.path) && p.itemList).map((p) => [p.path, p]),
  );
  const collectionFiles = collections.files.filter((f) => !pagePaths.has(f.path));
  const sitemapExtra = collections.sitemap.filter((e) => !pagePaths.has(e.path));

  for (const lang of languages) {
    const tree = buildStoredTree(input.menuRows.filter((row) => row.lang === lang));
    const menu = menuItems(tree, hrefOf);
    for (const page of collectionPages) {
      if (page.lang !== lang) continue;
      jobs.push({
        path: page.path,
        lang,
        document: page.document,
        menu,
        breadcrumb: page.breadcrumb,
        title: page.title,
        description: page.description || input.seoDefaults.description,
        noindex: page.previewOf !== undefined || page.noindex === true,
        ...(page.socialImage ? { socialImage: page.socialImage } : {}),
        ...frameOf(lang, {}),
        languages: languageLinks(undefined, lang, page.path, page.versions),
        ...(page.item ? { item: page.item } : {}),
        ...(page.itemList ? { itemList: page.itemList } : {}),
        ...(page.jsonLd ? { jsonLd: page.jsonLd } : {}),
        ...(page.feeds ? { feeds: page.feeds } : {}),
        ...(page.previewOf !== undefined ? { previewOf: page.previewOf } : {}),
      });
    }
    const trails = breadcrumbs(tree, hrefOf);
    for (const page of input.pages) {
      if (page.lang !== lang) continue;
      const snapshot = snapshots.get(page.id);
      const path = pathOf.get(page.id);
      if (!snapshot || path === undefined) continue;
      const isNotFound = page.functionKind === '404';
      if (isNotFound) notFound[lang] = path;
      const isSearch = page.functionKind === 'search';
      if (isSearch) search[lang] = path;
      const document = snapshot.document as PageDocument;
      jobs.push({
        path,
        lang,
        // A 404 page left empty still tells visitors what happened and leads them home.
        document:
          isNotFound && document.blocks.length === 0
            ? notFoundDocument(lang, homeOf.get(lang) ?? homeOf.get(defaultLang) ?? '/')
            : // A search page left empty still has its search box and results.
              isSearch && document.blocks.length === 0
              ? searchPageDocument(lang)
              : document,
        menu,
        breadcrumb: trails.get(page.id) ?? [{ label: snapshot.pageName }],
        title: snapshot.seoTitle || snapshot.pageName || input.seoDefaults.title || input.siteName,
        description: snapshot.description || input.seoDefaults.description,
        noindex: snapshot.noindex || isNotFound,
        socialImage: snapshot.socialImage,
        ...frameOf(lang, { header: snapshot.hideHeader, footer: snapshot.hideFooter }),
        languages: isNotFound ? languageLinks(undefined, lang, path) : languageLinks(page, lang, path),
        ...(listOnPage.get(path)?.itemList ? { itemList: listOnPage.get(path)?.itemList } : {}),
        ...(listOnPage.get(path)?.feeds ? { feeds: listOnPage.get(path)?.feeds } : {}),
      });
    }
    // Without a published 404 page of its own, a language still answers unknown addresses in its
    // own words, with the site's header and footer.
    if (notFound[lang] === undefined && (homeOf.has(lang) || lang === defaultLang)) {
      const path = fallbackNotFoundPath(lang);
      notFound[lang] = path;
      jobs.push({
        path,
        lang,
        document: notFoundDocument(lang, homeOf.get(lang) ?? homeOf.get(defaultLang) ?? '/'),
        menu,
        breadcrumb: [],
        title: `${lang.startsWith('zh') ? '页面不存在' : 'Page not found'} · ${input.siteName}`,
        description: '',
        noindex: true,
        ...frameOf(lang, {}),
        languages: languageLinks(undefined, lang, path),
      });
    }
  }

  const shared: SharedRender = {
    siteName: input.siteName,
    theme: input.theme,
    origin: input.origin,
    cssPath,
    favicon: input.favicon,
    searchPaths: search,
    ...(input.brand
      ? { brand: brandContext(input.brand, input.theme), socialImage: input.brand.social_image }
      : {}),
    latest: collections.latest,
    defaultLang,
    ...formsOf(input.forms ?? []),
    ...(input.additions?.head ? { headTags: input.additions.head } : {}),
  };
  return {
    defaultLang,
    languages,
    snapshots,
    pathOf,
    takenSections,
    notFound,
    search,
    jobs,
    shared,
    css,
    cssPath,
    collectionFiles,
    sitemapExtra,
    itemSnapshots: collections.snapshots,
  };
}

/** The active forms for the render, and the website's product inquiry form among them. */
function formsOf(forms: readonly FormPublic[]): Pick<SharedRender, 'forms' | 'productFormId'> {
  if (forms.length === 0) return {};
  const byId: Record<number, FormPublic> = {};
  for (const form of forms) byId[form.id] = form;
  const product = forms.find((f) => f.on_product_pages);
  return { forms: byId, ...(product ? { productFormId: product.id } : {}) };
}

/**
 * One item's current draft as its page will look once published, with the site's theme, frame
 * and menu (the drafts of pages and sections, as a whole-site publish would take them).
 */
export function renderItemPreview(input: SiteBuildInput, itemId: number): string | undefined {
  // A preview is not a visit: no analytics script, no plugin tags.
  const { additions: _, ...draft } = input;
  const plan = planSite({ ...draft, selected: 'all', previewItem: itemId });
  const job = plan.jobs.find((j) => j.previewOf === itemId);
  if (!job) return undefined;
  return renderPageFile(job, plan.shared).body.toString('utf8');
}

export async function buildSite(
  input: SiteBuildInput,
  render: PageRenderer = renderInPlace,
): Promise<SiteBuild> {
  const plan = planSite(input);
  const {
    defaultLang,
    languages,
    snapshots,
    pathOf,
    takenSections,
    notFound,
    search,
    jobs,
    shared,
    css,
    cssPath,
  } = plan;
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

  // The demo images in the site's colours (their file names stay: pages link them as they are).
  const colors = themeColors(input.theme);
  for (const name of assets) {
    const body = input.templateAsset(name);
    if (!body) continue;
    const tinted = Buffer.from(tintArtwork(body.toString('utf8'), colors));
    files.push({ path: `/template-assets/${name}`, contentType: 'image/svg+xml', body: tinted });
  }
  for (const font of themeFontFiles(input.theme)) {
    const body = input.fontFile(font.file);
    if (body) files.push({ path: `${FONT_PATH}/${font.file}`, contentType: 'font/woff2', body });
  }

  files.push(...plan.collectionFiles);
  files.push({
    path: '/sitemap.xml',
    contentType: 'application/xml; charset=utf-8',
    body: Buffer.from(sitemapXml(input, snapshots, pathOf, plan.sitemapExtra)),
  });
  files.push({
    path: '/robots.txt',
    contentType: 'text/plain; charset=utf-8',
    body: Buffer.from(`User-agent: *\nAllow: /\n\nSitemap: ${input.origin}/sitemap.xml\n`),
  });
  // Every page built so far, whoever rendered it, goes into the language's search index.
  files.push(
    ...(await buildSearchIndexFiles(files, {
      defaultLang,
      languages,
      excluded: [...Object.values(notFound), ...Object.values(search)],
    })),
  );
  // What search engines are offered, for telling them what the next publish changes.
  const urls = buildUrlIndex(
    input.origin,
    [
      ...sitemapPages(input, snapshots, pathOf).map((page) => pathOf.get(page.id) as string),
      ...plan.sitemapExtra.map((e) => e.path),
    ],
    jobs,
  );
  files.push({ path: URLS_PATH, contentType: 'application/json', body: Buffer.from(JSON.stringify(urls)) });
  // The plugins' files last, after the search index took the pages: a verification file is no
  // page to find. Whatever the site build made at the same address stays.
  const taken = new Set(files.map((f) => f.path));
  const skippedFiles: string[] = [];
  for (const file of input.additions?.files ?? []) {
    if (taken.has(file.path) || file.path === MANIFEST_PATH) {
      skippedFiles.push(file.path);
      continue;
    }
    taken.add(file.path);
    files.push({ path: file.path, contentType: file.contentType, body: file.body });
  }
  const csp = input.additions?.csp;
  const manifest: SiteManifest = {
    defaultLang,
    languages,
    notFound,
    search,
    ...(csp && (csp.script.length > 0 || csp.connect.length > 0) ? { csp } : {}),
  };
  files.push({
    path: MANIFEST_PATH,
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify(manifest)),
  });
  return {
    files,
    manifest,
    snapshots,
    takenSections,
    itemSnapshots: plan.itemSnapshots,
    urls,
    skippedFiles,
  };
}

/** Ordinary published pages that may be indexed (function pages such as 404 and search are not). */
function sitemapPages(
  input: SiteBuildInput,
  snapshots: ReadonlyMap<number, PublishedPageValue>,
  pathOf: ReadonlyMap<number, string>,
): PageRow[] {
  return input.pages.filter((p) => p.pageType === 0 && pathOf.has(p.id) && !snapshots.get(p.id)?.noindex);
}

/**
 * Ordinary published pages that may be indexed, each with its language versions as hreflang
 * alternates (a translation points at its default-language original through source_page_id).
 */
function sitemapXml(
  input: SiteBuildInput,
  snapshots: ReadonlyMap<number, PublishedPageValue>,
  pathOf: ReadonlyMap<number, string>,
  extra: readonly SitemapEntry[] = [],
): string {
  const listed = sitemapPages(input, snapshots, pathOf);
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
  // The collections' list pages and item pages (with their translations) follow the pages.
  for (const entry of extra) {
    const alternates = entry.alternates
      .map(
        (v) =>
          `<xhtml:link rel="alternate" hreflang="${xmlEscape(v.lang)}" href="${xmlEscape(`${input.origin}${v.path}`)}"/>`,
      )
      .join('');
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '';
    entries.push(`<url><loc>${xmlEscape(`${input.origin}${entry.path}`)}</loc>${lastmod}${alternates}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}
