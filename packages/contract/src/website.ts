import { z } from 'zod';
import { WEBSITE_LIST_PAGE_SIZE } from './constants.ts';
import { defineCall, Id } from './envelope.ts';
import { FLAG_CODES, SITE_LANGUAGE_CODES } from './locales.ts';

/** The host label a website gets under SITE_DOMAIN_SUFFIX: lowercase letters, digits and inner hyphens. */
export const SiteSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(40)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and hyphens');

/** A website as the list and info calls answer it (spec §3 Website). */
export const Website = z.object({
  website_id: z.number().int(),
  name: z.string(),
  /** A bound custom domain, or '' when none is bound. */
  domain: z.string(),
  /** `<slug>.<SITE_DOMAIN_SUFFIX>`, unique across all companies. */
  fixed_domain: z.string(),
  flag_code: z.string(),
  default_language: z.string(),
  curr_preview_link: z.string(),
  create_time: z.string(),
});
export type Website = z.infer<typeof Website>;

export const WebsiteName = z.string().trim().min(1).max(50);

export const WebsiteAddBody = z.object({
  name: WebsiteName,
  flag_code: z.enum(FLAG_CODES),
  default_language: z.enum(SITE_LANGUAGE_CODES),
  /** Optional: derived from the name (or generated) when absent. */
  slug: SiteSlug.optional(),
});
export type WebsiteAddBody = z.input<typeof WebsiteAddBody>;

export const WebsiteEditBody = z.object({
  website_id: Id,
  name: WebsiteName.optional(),
  flag_code: z.enum(FLAG_CODES).optional(),
  default_language: z.enum(SITE_LANGUAGE_CODES).optional(),
});
export type WebsiteEditBody = z.input<typeof WebsiteEditBody>;

export const WebsiteIdQuery = z.object({ website_id: Id });

export const WebsiteListQuery = z.object({
  page: z.coerce.number().int().positive().default(1),
  page_size: z.coerce.number().int().positive().max(WEBSITE_LIST_PAGE_SIZE).default(20),
});

export const WebsiteList = z.object({ list: z.array(Website), total: z.number().int() });
export type WebsiteList = z.infer<typeof WebsiteList>;

export const websiteCalls = {
  add: defineCall({ method: 'POST', path: '/api/website/website-add', body: WebsiteAddBody, data: Website }),
  edit: defineCall({
    method: 'PUT',
    path: '/api/website/website-edit',
    body: WebsiteEditBody,
    data: Website,
  }),
  info: defineCall({
    method: 'GET',
    path: '/api/website/website-info',
    query: WebsiteIdQuery,
    data: Website,
  }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/website-del',
    query: WebsiteIdQuery,
    data: z.object({ website_id: z.number().int() }),
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/website/website-list',
    query: WebsiteListQuery,
    data: WebsiteList,
  }),
};
