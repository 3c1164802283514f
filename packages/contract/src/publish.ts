import { z } from 'zod';
import { defineCall, Id } from './envelope.ts';
import { PAGE_WORK_ROLES } from './roles.ts';

/**
 * Spec §3 publish request: `id` is the website, `website_page_id` the pages to publish, or 0 for
 * the whole site including drafts.
 */
export const PublishBody = z.object({
  id: Id,
  website_page_id: z.union([
    z.literal(0),
    z.literal('0').transform(() => 0 as const),
    z.array(Id).min(1).max(5000),
  ]),
});
export type PublishBody = z.input<typeof PublishBody>;

export const Published = z.object({
  website_id: z.number().int(),
  /** The site version visitors now get. */
  version_id: z.number().int(),
  /** Pages whose content this publish took (the selection, or every page for a whole-site publish). */
  published_page_count: z.number().int(),
  /** Files the site version holds: pages of every language, stylesheet, images, sitemap, robots. */
  file_count: z.number().int(),
  published_at: z.string(),
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
    // A link to a page's draft.
    roles: PAGE_WORK_ROLES,
  }),
};
