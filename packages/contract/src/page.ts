import { z } from 'zod';
import { defineCall, Id, Version } from './envelope.ts';
import { gatedCalls, PAGE_WORK_ROLES } from './roles.ts';
import { arrayOf, boundedTree } from './nesting.ts';
import type { Lang } from './errors.ts';
import { SITE_LANGUAGE_CODES } from './locales.ts';
import { parseMediaFileUrl } from './media.ts';
import { PAGE_DOCUMENT_MAX_BLOCKS, PageDocument } from './page-document.ts';

export const PAGE_NAME_MAX = 100;
export const PAGE_PATH_SEGMENT_MAX = 100;
export const PAGE_SEO_TITLE_MAX = 120;
export const PAGE_KEYWORDS_MAX = 255;
export const PAGE_DESCRIPTION_MAX = 500;
/**
 * Search results show about this many characters of a title and of a description: the length the
 * settings count against, each field taking more (up to its maximum above) for engines that show more.
 */
export const SEARCH_TITLE_SHOWN = 60;
export const SEARCH_DESCRIPTION_SHOWN = 160;
export const PAGE_SOCIAL_IMAGE_MAX = 2048;

/** page_type: 0 an ordinary page (in the menu or unassociated), 1 a system (function) page. */
export const PAGE_TYPE = { ordinary: 0, function: 1 } as const;

/** The system pages a site may hold; each kind at most once per website and language. */
export const FUNCTION_PAGE_KINDS = ['404', 'search', 'article_detail', 'product_detail'] as const;
export type FunctionPageKind = (typeof FUNCTION_PAGE_KINDS)[number];

/** The function pages every new website (and every added language) starts with. */
export const DEFAULT_FUNCTION_PAGES: readonly {
  kind: FunctionPageKind;
  path: string;
  name: Record<Lang, string>;
}[] = [
  { kind: '404', path: '404', name: { en: 'Page not found', zh: '页面不存在' } },
  { kind: 'search', path: 'search', name: { en: 'Search results', zh: '搜索结果' } },
];

/** How a page without a name shows (spec §5: 未命名). */
export const UNNAMED_PAGE: Record<Lang, string> = { en: 'unnamed', zh: '未命名' };

export const SiteLang = z.enum(SITE_LANGUAGE_CODES);

const RESERVED_PATH_SEGMENTS: ReadonlySet<string> = new Set(SITE_LANGUAGE_CODES.map((c) => c.toLowerCase()));

/** Whether a path segment is free for pages (language prefixes are not). */
export function isReservedPathSegment(segment: string): boolean {
  return RESERVED_PATH_SEGMENTS.has(segment.toLowerCase());
}

/**
 * The page's own part of its public address: `/<path_segment>` in the website's default language,
 * `/<lang>/<path_segment>` in the others. '' is the home page, so only one page per language has it.
 */
export const PathSegment = z
  .string()
  .trim()
  .max(PAGE_PATH_SEGMENT_MAX)
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Use lowercase letters, digits and single hyphens between them')
  // `/<lang>/…` addresses belong to the other languages, so no page of the default language may take them.
  .refine((s) => !RESERVED_PATH_SEGMENTS.has(s), 'This address is kept for a language');

/** '' is allowed: such a page shows as unnamed until it gets a name. */
export const PageName = z.string().trim().max(PAGE_NAME_MAX);

/** The fields of spec §3 Page, as the page list answers them. */
export const PageListItem = z.object({
  id: z.number().int(),
  /** Same as id; the publish tree ticks pages by it. */
  website_page_id: z.number().int(),
  page_name: z.string(),
  /** page_name, or 'unnamed' / '未命名' after Accept-Language when it is empty. */
  display_name: z.string(),
  page_type: z.number().int(),
  function_kind: z.enum(FUNCTION_PAGE_KINDS).nullable(),
  lang: z.string(),
  path_segment: z.string(),
  /** The menu node holding the page, 0 when none. */
  menu_id: z.number().int(),
  /** That node's parent node, 0 at the top level or when not in the menu. */
  menu_parent_id: z.number().int(),
  /** Menu labels from the top level down to the page's node, joined by '/'; the display name otherwise. */
  path: z.string(),
  /** Where the page will be published: `/<segment>` or `/<lang>/<segment>`. */
  url: z.string(),
  create_time: z.string(),
  user_name: z.string(),
  is_publish: z.boolean(),
  /** Published, then changed: the site still shows the older version. */
  is_draft: z.boolean(),
  needs_translation: z.boolean(),
});
export type PageListItem = z.infer<typeof PageListItem>;

export const PageListQuery = z.object({
  website_id: Id,
  /** The website's default language when absent. */
  lang: SiteLang.optional(),
});

/** The three groups of the page picker (spec §2). */
export const PageList = z.object({
  lang: z.string(),
  /** Pages in the menu, in menu order (depth first). */
  menuPageList: z.array(PageListItem),
  /** Ordinary pages that are in no menu node (spec: unassociated pages). */
  pageList: z.array(PageListItem),
  /** System pages: 404, search, article and product detail. */
  functionPageList: z.array(PageListItem),
});
export type PageList = z.infer<typeof PageList>;

export const PageSettingsFields = {
  page_name: PageName,
  path_segment: PathSegment,
  seo_title: z.string().trim().max(PAGE_SEO_TITLE_MAX),
  keywords: z.string().trim().max(PAGE_KEYWORDS_MAX),
  description: z.string().trim().max(PAGE_DESCRIPTION_MAX),
  /** A file of the website's media library (`/files/…`), an http(s) address, or '' for none. */
  social_image: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .max(PAGE_SOCIAL_IMAGE_MAX)
      .refine((v) => parseMediaFileUrl(v) !== null),
    z
      .string()
      .trim()
      .max(PAGE_SOCIAL_IMAGE_MAX)
      .regex(/^https?:\/\//i, 'Use an http or https address')
      .pipe(z.url()),
  ]),
  noindex: z.boolean(),
  /** The page shows without the website's shared header. */
  hide_header: z.boolean(),
  /** The page shows without the website's shared footer. */
  hide_footer: z.boolean(),
};

/** The SEO settings of a page (page-set). */
export const PageSettings = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  lang: z.string(),
  /** Sent back with the next save; a save over a newer version is refused (1201). */
  version: z.number().int(),
  page_name: z.string(),
  path_segment: z.string(),
  seo_title: z.string(),
  keywords: z.string(),
  description: z.string(),
  social_image: z.string(),
  noindex: z.boolean(),
  hide_header: z.boolean(),
  hide_footer: z.boolean(),
  url: z.string(),
  is_publish: z.boolean(),
  is_draft: z.boolean(),
});
export type PageSettings = z.infer<typeof PageSettings>;

/** A whole page: list fields, settings and the block document (page-detail). */
export const PageDetail = PageListItem.extend({
  website_id: z.number().int(),
  version: z.number().int(),
  seo_title: z.string(),
  keywords: z.string(),
  description: z.string(),
  social_image: z.string(),
  noindex: z.boolean(),
  hide_header: z.boolean(),
  hide_footer: z.boolean(),
  source_page_id: z.number().int().nullable(),
  update_time: z.string(),
  document: PageDocument,
});
export type PageDetail = z.infer<typeof PageDetail>;

export const PageIdQuery = z.object({ id: Id });
export const PageIdBody = z.object({ id: Id });

export const PageCreateBody = z.object({
  website_id: Id,
  page_name: PageName.default(''),
  /** The website's default language when absent. */
  lang: SiteLang.optional(),
  /** Only ordinary pages are created here; system pages come with the website. */
  page_type: z.literal(PAGE_TYPE.ordinary).default(PAGE_TYPE.ordinary),
  /** Derived from the name (or `page-<n>`) when absent. */
  path_segment: PathSegment.optional(),
});
export type PageCreateBody = z.input<typeof PageCreateBody>;

/** page-set: the fields to change, plus the version the edit started from. */
export const PageSetBody = z.object({
  id: Id,
  version: Version,
  page_name: PageSettingsFields.page_name.optional(),
  path_segment: PageSettingsFields.path_segment.optional(),
  seo_title: PageSettingsFields.seo_title.optional(),
  keywords: PageSettingsFields.keywords.optional(),
  description: PageSettingsFields.description.optional(),
  social_image: PageSettingsFields.social_image.optional(),
  noindex: PageSettingsFields.noindex.optional(),
  hide_header: PageSettingsFields.hide_header.optional(),
  hide_footer: PageSettingsFields.hide_footer.optional(),
});
export type PageSetBody = z.input<typeof PageSetBody>;

export const SavePageElementBody = z.object({
  id: Id,
  version: Version,
  // Deeper and larger than a page may be, so the content check can name the offending block.
  document: boundedTree(PageDocument, {
    roots: (value) => arrayOf((value as { blocks?: unknown } | null)?.blocks),
    children: (node) =>
      typeof node.slots === 'object' && node.slots !== null ? Object.values(node.slots).flatMap(arrayOf) : [],
    maxDepth: 32,
    maxNodes: PAGE_DOCUMENT_MAX_BLOCKS * 4,
  }),
});
export type SavePageElementBody = z.input<typeof SavePageElementBody>;

/** What a save changed; the client keeps `version` for its next save. */
export const PageSaved = z.object({
  id: z.number().int(),
  version: z.number().int(),
  is_publish: z.boolean(),
  is_draft: z.boolean(),
  update_time: z.string(),
});
export type PageSaved = z.infer<typeof PageSaved>;

/** One problem of a page document (code 1204 answers them in `data.fields`). */
export const PageDocumentProblem = z.object({ path: z.string(), message: z.string() });
export type PageDocumentProblem = z.infer<typeof PageDocumentProblem>;

/**
 * Page history retention: the last {@link PAGE_VERSIONS_KEPT} versions of each page (a page is one
 * language), plus every published version younger than {@link PAGE_PUBLISHED_VERSIONS_DAYS} days,
 * every named version and the template's original. Older versions are pruned by the save that adds
 * a new one.
 */
export const PAGE_VERSIONS_KEPT = 50;
export const PAGE_PUBLISHED_VERSIONS_DAYS = 90;

/**
 * Autosaves of one person on one page fold into one version per editing session: a session ends
 * after this long without a save, or when a publish, a restore or someone else's save comes between.
 */
export const PAGE_EDIT_SESSION_GAP_MINUTES = 10;
/** Longest name an operator gives a version. */
export const PAGE_VERSION_NAME_MAX = 80;

/**
 * Why a version was kept: content saves (one editing session), a settings save, a publish, a
 * restore, a translation, or the template's original content the page was created with.
 */
export const PageVersionKind = z.enum(['save', 'settings', 'publish', 'restore', 'translate', 'template']);
export type PageVersionKind = z.infer<typeof PageVersionKind>;

/** One kept version of a page, as the history lists it (newest first). */
export const PageVersionItem = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  lang: z.string(),
  /** The page's version counter when this was kept. */
  page_version: z.number().int(),
  kind: PageVersionKind,
  /** Whether this version went out to visitors. */
  is_published: z.boolean(),
  /** For a restore: the id of the version it brought back. */
  restored_from: z.number().int().nullable(),
  user_name: z.string(),
  create_time: z.string(),
  page_name: z.string(),
  seo_title: z.string(),
  /** The operator's name for the version; empty when unnamed. Named versions are never pruned. */
  name: z.string(),
  /** The last save the version holds (an editing session's saves update one version). */
  update_time: z.string(),
  /** How many saves the version holds. */
  save_count: z.number().int(),
});
export type PageVersionItem = z.infer<typeof PageVersionItem>;

export const PageVersionList = z.object({
  list: z.array(PageVersionItem),
  /** The retention the server applies, for the history to state. */
  kept: z.number().int(),
  published_days: z.number().int(),
});
export type PageVersionList = z.infer<typeof PageVersionList>;

/** One version with everything a preview shows: its settings and block document. */
export const PageVersionDetail = PageVersionItem.extend({
  path_segment: z.string(),
  keywords: z.string(),
  description: z.string(),
  social_image: z.string(),
  noindex: z.boolean(),
  document: PageDocument,
});
export type PageVersionDetail = z.infer<typeof PageVersionDetail>;

export const PageVersionsQuery = z.object({ page_id: Id });

/** Names a version (or clears its name with an empty one). */
export const PageVersionNameBody = z.object({
  id: Id,
  name: z.string().trim().max(PAGE_VERSION_NAME_MAX),
});
export type PageVersionNameBody = z.input<typeof PageVersionNameBody>;

export const pageCalls = gatedCalls(PAGE_WORK_ROLES, {
  list: defineCall({ method: 'GET', path: '/api/website/page', query: PageListQuery, data: PageList }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/page',
    query: PageIdQuery,
    data: z.object({ id: z.number().int() }),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/api/website/page-detail',
    query: PageIdQuery,
    data: PageDetail,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/website/page-detail',
    body: PageCreateBody,
    data: PageDetail,
  }),
  settings: defineCall({
    method: 'GET',
    path: '/api/website/page-set',
    query: PageIdQuery,
    data: PageSettings,
  }),
  saveSettings: defineCall({
    method: 'POST',
    path: '/api/website/page-set',
    body: PageSetBody,
    data: PageSettings,
  }),
  saveElement: defineCall({
    method: 'POST',
    path: '/api/website/save-page-element',
    body: SavePageElementBody,
    data: PageSaved,
  }),
  copy: defineCall({ method: 'POST', path: '/api/website/copy-page', body: PageIdBody, data: PageDetail }),
  /** The page's history, newest first. */
  versions: defineCall({
    method: 'GET',
    path: '/api/website/page-versions',
    query: PageVersionsQuery,
    data: PageVersionList,
  }),
  /** One version of a page, for a read-only preview. */
  version: defineCall({
    method: 'GET',
    path: '/api/website/page-version',
    query: PageIdQuery,
    data: PageVersionDetail,
  }),
  /**
   * Brings a version back as the page's draft: its content and search settings (not its address),
   * kept as a new version itself, so the draft it replaced can be restored in turn.
   */
  restoreVersion: defineCall({
    method: 'POST',
    path: '/api/website/page-version/restore',
    body: PageIdBody,
    data: PageDetail,
  }),
  /**
   * Names a version ("Before the spring menu"): it is kept however many versions follow, and the
   * next save starts a version of its own instead of changing it.
   */
  nameVersion: defineCall({
    method: 'POST',
    path: '/api/website/page-version/name',
    body: PageVersionNameBody,
    data: PageVersionItem,
  }),
});

export const PageTranslateBody = z.object({
  id: Id,
  /** An added language of the website other than the page's own. */
  lang: SiteLang,
});
export type PageTranslateBody = z.input<typeof PageTranslateBody>;

/** page-translate: the page's counterpart in another language, created on first use. */
export const pageTranslateCall = defineCall({
  method: 'POST',
  path: '/api/website/page-translate',
  body: PageTranslateBody,
  data: PageDetail.extend({
    created: z.boolean(),
    /** Who filled the texts: `copy` copies them unchanged (no translation service configured). */
    provider: z.enum(['copy', 'libretranslate']),
  }),
  roles: PAGE_WORK_ROLES,
});

/**
 * `GET /api/website/page-html/download?id=<page id>`: the page as one standalone HTML file
 * (an attachment, not an envelope); refusals are ordinary JSON envelopes.
 */
export const PAGE_HTML_DOWNLOAD_PATH = '/api/website/page-html/download';
