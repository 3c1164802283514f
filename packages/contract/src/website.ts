import { z } from 'zod';
import { WEBSITE_LIST_PAGE_SIZE } from './constants.ts';
import { defineCall, Id, INT_COLUMN_MAX } from './envelope.ts';
import { FLAG_CODES, SITE_LANGUAGE_CODES } from './locales.ts';
import { SiteTheme } from './theme.ts';

/**
 * Host labels no website may take under SITE_DOMAIN_SUFFIX: they name the service's own hosts, so a
 * tenant holding one could serve pages that look like ours.
 */
export const RESERVED_SLUGS = [
  'www',
  'admin',
  'api',
  'app',
  'apps',
  'mail',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'static',
  'assets',
  'cdn',
  'media',
  'files',
  'img',
  'images',
  'login',
  'auth',
  'account',
  'accounts',
  'dashboard',
  'console',
  'status',
  'help',
  'support',
  'docs',
  'blog',
  'dev',
  'test',
  'staging',
  'preview',
  'localhost',
  'sitewright',
  'root',
  'system',
] as const;

/** The host label a website gets under SITE_DOMAIN_SUFFIX: lowercase letters, digits and inner hyphens. */
export const SiteSlug = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(40)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'Use lowercase letters, digits and hyphens')
  // `xx--` marks encoded labels (punycode `xn--`), which can spell look-alikes of other names.
  .refine((s) => s.slice(2, 4) !== '--', 'Hyphens may not stand third and fourth')
  .refine((s) => !(RESERVED_SLUGS as readonly string[]).includes(s), 'This address is reserved');

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
  /** Palette, font pair and animation preset used by the editor canvas and published pages. */
  theme: SiteTheme,
  /** Defaults for pages that leave their SEO title, keywords or description empty. */
  seo: z.object({ title: z.string(), keywords: z.string(), description: z.string() }),
  /** Address of the favicon published pages link ('' for none). */
  favicon: z.string(),
  /** Whether the site is live: the version visitors get, and when it was published. */
  is_published: z.boolean(),
  published_at: z.string().nullable(),
});
export type Website = z.infer<typeof Website>;

/** At least one visible character: a name of only invisible or space characters would show as nothing. */
export const WebsiteName = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine((s) => /[^\s\p{Cf}\p{Cc}]/u.test(s), 'Enter a visible name');

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
  theme: SiteTheme.optional(),
  seo: z
    .object({
      title: z.string().trim().max(120),
      keywords: z.string().trim().max(300),
      description: z.string().trim().max(500),
    })
    .optional(),
  /** An http(s) address or a site path such as `/favicon.png`; '' removes it. */
  favicon: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
      'Use an http(s) address or a path starting with /',
    )
    .optional(),
});
export type WebsiteEditBody = z.input<typeof WebsiteEditBody>;

export const WebsiteIdQuery = z.object({ website_id: Id });

export const WebsiteListQuery = z.object({
  page: z.coerce.number().int().positive().max(INT_COLUMN_MAX).default(1),
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
