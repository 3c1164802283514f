import { z } from 'zod';
import { Currency } from './collection.ts';
import { SiteTheme } from './theme.ts';
import { defineCall, Id } from './envelope.ts';
import { PAGE_WORK_ROLES, ROLES } from './roles.ts';
import { PageDocument } from './page-document.ts';
import { Website, WebsiteAddBody, websiteCalls } from './website.ts';

/** The site templates the server ships; each fills a website's default language with pages and a menu. */
export const TEMPLATE_IDS = [
  'corporate',
  'exhibition-and-events',
  'products-and-catalogue',
  'saas-launch',
  'restaurant',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/**
 * Each template's name and picture, the one copy that the template chooser, the app centre and
 * order receipts all show.
 */
export const TEMPLATE_CARDS: Record<TemplateId, { name: { en: string; zh: string }; previewImage: string }> =
  {
    corporate: {
      name: { en: 'Corporate', zh: '企业官网' },
      previewImage: '/template-assets/corporate-preview.svg',
    },
    'exhibition-and-events': {
      name: { en: 'Exhibition and events', zh: '展会与活动' },
      previewImage: '/template-assets/exhibition-preview.svg',
    },
    'products-and-catalogue': {
      name: { en: 'Products and catalogue', zh: '产品与目录' },
      previewImage: '/template-assets/products-preview.svg',
    },
    'saas-launch': {
      name: { en: 'SaaS Launch', zh: 'SaaS 产品发布' },
      previewImage: '/template-assets/saas-preview.svg',
    },
    restaurant: {
      name: { en: 'Restaurant & Café', zh: '餐厅与咖啡馆' },
      previewImage: '/template-assets/restaurant-preview.svg',
    },
  };

/** One template as the picker shows it; name and description follow Accept-Language. */
export const TemplateSummary = z.object({
  id: z.enum(TEMPLATE_IDS),
  name: z.string(),
  description: z.string(),
  /** A site-relative image address under TEMPLATE_ASSETS_PATH. */
  preview_image: z.string(),
  page_count: z.number().int(),
  /** The look the template was designed with; applying the template gives it to the website. */
  theme: SiteTheme,
  /**
   * What the app centre charges for it (minor units of the currency); null when it is free.
   */
  price: z.object({ amount: z.number().int().nonnegative(), currency: Currency }).nullable(),
  /** Free, or bought by the company: it can be applied now. */
  owned: z.boolean(),
});
export type TemplateSummary = z.infer<typeof TemplateSummary>;

export const TemplateList = z.object({ list: z.array(TemplateSummary) });
export type TemplateList = z.infer<typeof TemplateList>;

export const ApplyTemplateBody = z.object({
  website_id: Id,
  template_id: z.enum(TEMPLATE_IDS),
});
export type ApplyTemplateBody = z.input<typeof ApplyTemplateBody>;

export const TemplateApplied = z.object({
  website_id: z.number().int(),
  template_id: z.enum(TEMPLATE_IDS),
  lang: z.string(),
  /** The new pages, in the template's order. */
  website_page_id: z.array(z.number().int()),
  page_count: z.number().int(),
  /** Ordinary pages of the language that were removed to make room. */
  removed_page_count: z.number().int(),
  menu_node_count: z.number().int(),
  /** The language's menu version after the change; the next save-menu starts from it. */
  version: z.number().int(),
});
export type TemplateApplied = z.infer<typeof TemplateApplied>;

/** The page layouts of every template, for a new page to start from (the editor's Add → new page). */
export const TemplateLayouts = z.object({
  list: z.array(
    z.object({
      template_id: z.enum(TEMPLATE_IDS),
      template_name: z.string(),
      pages: z.array(z.object({ key: z.string(), name: z.string(), document: PageDocument })),
    }),
  ),
});
export type TemplateLayouts = z.infer<typeof TemplateLayouts>;

/**
 * The website the layouts are for: their page names then name it (their copy keeps its
 * placeholders, filled from the brand kit wherever the page is rendered).
 */
export const TemplateLayoutsQuery = z.object({ website_id: Id.optional() });

/** The website whose sample content (what its template brought) is asked about or removed. */
export const SampleContentQuery = z.object({ website_id: Id });
export const RemoveSampleContentBody = z.object({ website_id: Id });

/** A page whose SEO title or description is still its template's wording. */
export const SampleSeoText = z.object({
  page_id: z.number().int(),
  page_name: z.string(),
  lang: z.string(),
  field: z.enum(['title', 'description']),
});

/** An article, product, FAQ or other item the template made, still as it made it. */
export const SampleItem = z.object({
  id: z.number().int(),
  collection: z.string(),
  title: z.string(),
});

/** A page that still shows the template's demo pictures. */
export const SampleImagePage = z.object({
  page_id: z.number().int(),
  page_name: z.string(),
  lang: z.string(),
});

/**
 * What of a website is still its template's sample content, for the checklist before a publish.
 * `removable` counts what "Remove all sample content" would remove.
 */
export const SampleContent = z.object({
  seo: z.array(SampleSeoText),
  items: z.array(SampleItem),
  images: z.array(SampleImagePage),
  removable: z.object({
    items: z.number().int(),
    categories: z.number().int(),
    attributes: z.number().int(),
  }),
});
export type SampleContent = z.infer<typeof SampleContent>;

export const SampleContentRemoved = z.object({
  website_id: z.number().int(),
  items: z.number().int(),
  categories: z.number().int(),
  attributes: z.number().int(),
});
export type SampleContentRemoved = z.infer<typeof SampleContentRemoved>;

export const templateCalls = {
  list: defineCall({ method: 'GET', path: '/api/website/template-list', data: TemplateList }),
  layouts: defineCall({
    method: 'GET',
    path: '/api/website/template-page-layouts',
    query: TemplateLayoutsQuery,
    data: TemplateLayouts,
  }),
  /**
   * Replaces the ordinary pages and the menu of the website's default language with the template's,
   * all at once or not at all; system pages stay. The client asks for confirmation first.
   */
  apply: defineCall({
    method: 'POST',
    path: '/api/website/website-apply-template',
    body: ApplyTemplateBody,
    data: TemplateApplied,
    roles: PAGE_WORK_ROLES,
  }),
  /** The pre-publish checklist: SEO texts, items and pictures still the template's. */
  sampleContent: defineCall({
    method: 'GET',
    path: '/api/website/sample-content',
    query: SampleContentQuery,
    data: SampleContent,
    roles: PAGE_WORK_ROLES,
  }),
  /**
   * Removes the items, categories, attributes and FAQs the template made and the operator has not
   * made their own, in one transaction; the client asks for confirmation first.
   */
  removeSampleContent: defineCall({
    method: 'POST',
    path: '/api/website/remove-sample-content',
    body: RemoveSampleContentBody,
    data: SampleContentRemoved,
    roles: [ROLES.webManage],
  }),
};

/** website-add with an optional template: the new website starts with the template's pages and menu. */
export const WebsiteAddFromTemplateBody = WebsiteAddBody.extend({
  template_id: z.enum(TEMPLATE_IDS).optional(),
});
export type WebsiteAddFromTemplateBody = z.input<typeof WebsiteAddFromTemplateBody>;

/** The same call as `websiteCalls.add`, taking `template_id` too; a client without it is unaffected. */
export const websiteAddFromTemplateCall = defineCall({
  method: 'POST',
  path: websiteCalls.add.path,
  body: WebsiteAddFromTemplateBody,
  data: Website,
});
