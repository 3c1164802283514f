import { z } from 'zod';
import { WEBSITE_LIST_PAGE_SIZE } from './constants.ts';
import { defineCall, Id, INT_COLUMN_MAX } from './envelope.ts';
import { FLAG_CODES, SITE_LANGUAGE_CODES } from './locales.ts';
import { parseMediaFileUrl } from './media.ts';
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

/** Longest brand text fields (website-edit refuses longer ones). */
export const BRAND_LIMITS = {
  company_name: 100,
  tagline: 160,
  address: 300,
  phone: 40,
  email: 254,
} as const;

/**
 * A website's brand kit: its logos and share image as media-library addresses, and the business
 * details the footer, the contact page and new template pages show. '' everywhere means "not set".
 */
export const WebsiteBrand = z.object({
  /** Logo for light backgrounds: the header shows it when its own logo is left empty. */
  logo: z.string(),
  /** Logo for dark backgrounds (a dark palette's header); the light one stands in when ''. */
  logo_dark: z.string(),
  /** Image shared on social networks for pages without a share image of their own. */
  social_image: z.string(),
  company_name: z.string(),
  tagline: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type WebsiteBrand = z.infer<typeof WebsiteBrand>;

export const EMPTY_BRAND: WebsiteBrand = {
  logo: '',
  logo_dark: '',
  social_image: '',
  company_name: '',
  tagline: '',
  address: '',
  phone: '',
  email: '',
};

/** A file of the website's media library (`/files/<sha256>.<ext>`), or '' for none. */
export const MediaAddress = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || parseMediaFileUrl(v) !== null, 'Choose a file from the media library');

/** One line of brand text: trimmed, without line breaks (they would break the footer's lines). */
const brandLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => !/[\r\n]/.test(v), 'Use a single line');

/**
 * Phone numbers are kept as the operator writes them (`+44 117 496 0000`, `(030) 1234-567`), so
 * only their characters and length are checked, not E.164 form.
 */
export const BrandPhone = brandLine(BRAND_LIMITS.phone).refine(
  (v) => v === '' || (/^\+?[0-9 ()./-]+$/.test(v) && /[0-9]/.test(v)),
  `Use digits, spaces and + ( ) - . / only, at most ${BRAND_LIMITS.phone} characters`,
);

/** What website-edit takes of the brand: any of its fields; the others keep their values. */
export const WebsiteBrandPatch = z
  .object({
    logo: MediaAddress,
    logo_dark: MediaAddress,
    social_image: MediaAddress,
    company_name: brandLine(BRAND_LIMITS.company_name),
    tagline: brandLine(BRAND_LIMITS.tagline),
    address: brandLine(BRAND_LIMITS.address),
    phone: BrandPhone,
    email: z
      .string()
      .trim()
      .max(BRAND_LIMITS.email)
      .refine(
        (v) => v === '' || z.email().safeParse(v).success,
        'Enter an e-mail address such as name@example.com',
      ),
  })
  .partial();
export type WebsiteBrandPatch = z.input<typeof WebsiteBrandPatch>;

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
  /** Logos, share image and business details. */
  brand: WebsiteBrand,
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
  /**
   * An http(s) address or a site path such as `/favicon.png`; '' removes it. The settings screen
   * picks it from the media library (`/files/…`).
   */
  favicon: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
      'Use an http(s) address or a path starting with /',
    )
    .optional(),
  brand: WebsiteBrandPatch.optional(),
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
