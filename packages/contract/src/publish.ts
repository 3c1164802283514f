import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { PAGE_WORK_ROLES } from './roles.ts';

/**
 * Spec §3 publish request: `id` is the website, `website_page_id` the pages to publish, or 0 for
 * the whole site including drafts.
 */
const PublishSelection = z.union([
  z.literal(0),
  z.literal('0').transform(() => 0 as const),
  z.array(Id).min(1).max(5000),
]);

export const PublishBody = z.object({
  id: Id,
  website_page_id: PublishSelection,
});
export type PublishBody = z.input<typeof PublishBody>;

/** The same choice as a publish: which live pages would link to pages visitors cannot open. */
export const PublishLinkCheckBody = PublishBody;
export type PublishLinkCheckBody = z.input<typeof PublishLinkCheckBody>;

/** Where a link sits: a page's own content, or its language's shared header or footer. */
export const LINK_PLACES = ['page', 'header', 'footer'] as const;

/**
 * One link that would lead visitors to a 404 after the publish: a page (or shared section) that
 * will be live links to a page of the website that is not published and is not in this publish.
 */
export const UnpublishedLink = z.object({
  place: z.enum(LINK_PLACES),
  /** The linking page; null for a header or footer (it shows on every page of its language). */
  page_id: z.number().int().nullable(),
  page_name: z.string(),
  /** The language of the linking page or section, and its name. */
  lang: z.string(),
  lang_name: z.string(),
  target_page_id: z.number().int(),
  target_page_name: z.string(),
  /** The address as the link writes it. */
  href: z.string(),
});
export type UnpublishedLink = z.infer<typeof UnpublishedLink>;

export const PublishLinkCheck = z.object({
  /** At most {@link PUBLISH_LINK_CHECK_MAX}, linking pages in site order. */
  links: z.array(UnpublishedLink),
  /** Every such link, including those left out of `links`. */
  total: z.number().int(),
});
export type PublishLinkCheck = z.infer<typeof PublishLinkCheck>;

/** Most links a check answers; the confirmation shows fewer and counts the rest. */
export const PUBLISH_LINK_CHECK_MAX = 200;

/** A page a publish left out because it has no content yet (a blank page in the menu). */
export const LeftOutPage = z.object({
  page_id: z.number().int(),
  page_name: z.string(),
  lang: z.string(),
  lang_name: z.string(),
});
export type LeftOutPage = z.infer<typeof LeftOutPage>;

export const Published = z.object({
  website_id: z.number().int(),
  /** The site version visitors now get. */
  version_id: z.number().int(),
  /** Pages whose content this publish took (the selection, or every page for a whole-site publish). */
  published_page_count: z.number().int(),
  /** Files the site version holds: pages of every language, stylesheet, images, sitemap, robots. */
  file_count: z.number().int(),
  published_at: z.string(),
  /**
   * Blank menu pages this publish did not take: the rest of the site went live without them
   * (visitors keep what they had of them, or do not see them yet).
   */
  left_out: z.array(LeftOutPage),
  /** The live address of the site (its home page), for a "View site" link. */
  site_url: z.string(),
});
export type Published = z.infer<typeof Published>;

export const UnpublishBody = z.object({ id: Id });

export const Unpublished = z.object({ website_id: z.number().int() });
export type Unpublished = z.infer<typeof Unpublished>;

/** A link to a page's current draft that works without signing in until it expires. */
export const PreviewLinkBody = z.object({ id: Id });
export const PreviewLink = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof PreviewLink>;

/** Where a signed-in operator sees a page's draft; `id` is the page. */
export const PAGE_PREVIEW_PATH = '/preview';
/** How long a shared preview link works. */
export const PREVIEW_LINK_TTL_SECONDS = 7 * 24 * 3600;

export const publishCalls = {
  publish: defineCall({
    method: 'POST',
    path: '/api/website/publish-website',
    body: PublishBody,
    data: Published,
  }),
  linkCheck: defineCall({
    method: 'POST',
    path: '/api/website/publish-link-check',
    body: PublishLinkCheckBody,
    data: PublishLinkCheck,
    audit: false,
  }),
  unpublish: defineCall({
    method: 'POST',
    path: '/api/website/un-publish-website',
    body: UnpublishBody,
    data: Unpublished,
  }),
  previewLink: defineCall({
    method: 'POST',
    path: '/api/website/preview-link',
    body: PreviewLinkBody,
    data: PreviewLink,
    audit: false,
    // A link to a page's draft.
    roles: PAGE_WORK_ROLES,
  }),
};
