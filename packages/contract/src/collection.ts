import { z } from 'zod';
import { TEMPLATE_ASSETS_PATH } from './constants.ts';
import { ColumnInt, defineCall, Id, positiveInt, Version } from './envelope.ts';
import type { Lang } from './errors.ts';
import { boundedTree } from './nesting.ts';
import { type FunctionPageKind, SiteLang } from './page.ts';
import { type Role, gatedCalls } from './roles.ts';
import { MediaAddress } from './website.ts';
import { isKnownTimeZone, isLocalDateTime, zonedToInstant } from './zoned-time.ts';

/**
 * The collection engine (DESIGN §6b). Articles, products, FAQs, meetings and exhibitors share one
 * shape: items with a title, an address (slug), a summary, a rich-text body, categories, tags,
 * SEO fields, language versions, a draft and a published state; each collection adds fields of its
 * own. A collection is one declarative definition (see collections.ts); the server module, the
 * admin screens and the publisher step serve any definition, so adding a collection is writing
 * its definition, not copying the engine.
 */

export const TITLE_MAX = 200;
export const SLUG_MAX = 120;
export const SUMMARY_MAX = 1000;
/** Longest stored rich-text markup, as the rich-text block (the editor's counter stops at 10000 characters). */
export const ITEM_BODY_MAX = 200_000;
export const ITEM_SEO_TITLE_MAX = 120;
export const ITEM_KEYWORDS_MAX = 255;
export const ITEM_DESCRIPTION_MAX = 500;
export const TAXONOMY_NAME_MAX = 60;
/** Categories nest at most three levels, like the menu. */
export const CATEGORY_MAX_DEPTH = 3;
export const CATEGORIES_MAX = 500;
export const TAGS_MAX = 2000;
/** Most categories and tags one item may carry. */
export const ITEM_CATEGORIES_MAX = 10;
export const ITEM_TAGS_MAX = 30;
export const ITEM_PAGE_SIZE_DEFAULT = 20;
export const ITEM_PAGE_SIZE_MAX = 100;
/** Most items one batch action, delete or sort takes. */
export const ITEM_BATCH_MAX = 500;
/** Items per page on the site's list pages. */
export const SITE_LIST_PAGE_SIZE = 12;
/** Most rows one spreadsheet import takes. */
export const IMPORT_ROWS_MAX = 5000;

/**
 * What an item's address on the site ends with: lowercase letters (any script), digits and single
 * hyphens. Derived from the title when left empty; unique per website, collection and language.
 */
export const Slug = z
  .string()
  .trim()
  .max(SLUG_MAX)
  .regex(
    /^(?:[\p{Ll}\p{Lo}0-9]+(?:-[\p{Ll}\p{Lo}0-9]+)*)?$/u,
    'Use lowercase letters, digits and single hyphens between them',
  );

/**
 * The slug derived from a title: lowercased, accents dropped, anything else that is not a letter
 * or digit turned into single hyphens. Chinese and other scripts without case are kept as they are.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}0-9]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

// --- Field types -----------------------------------------------------------------------------

/** The kinds of field a definition may add; the admin form and the site views know each one. */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'image',
  'gallery',
  'files',
  'money',
  'currency',
  'attributes',
  'relation',
  'url',
  'links',
  'choice',
  'datetime-range',
  'venue',
  'agenda',
  'registration',
  'term',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const GALLERY_MAX = 20;
export const ITEM_FILES_MAX = 10;
export const FILE_LABEL_MAX = 120;
export const PRICE_MAX = 1_000_000_000;
/** Most items one relation field links (speakers of a session, exhibits of an exhibitor). */
export const RELATION_MAX = 100;
export const URL_MAX = 500;
export const ITEM_LINKS_MAX = 10;
export const AGENDA_SESSIONS_MAX = 100;

/** An address on the web: `https://…` or `http://…` with a host, '' for none. */
export const WebAddress = z
  .string()
  .trim()
  .max(URL_MAX)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/?#@:]+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(v),
    'Use a full address starting with https://',
  );

/** A link shown with an item (a speaker's profile, an organiser's website). */
export const ItemLink = z.object({
  label: z.string().trim().max(FILE_LABEL_MAX).default(''),
  url: WebAddress.refine((v) => v !== '', 'Fill in the address'),
});
export type ItemLink = z.infer<typeof ItemLink>;

/** A local date and time, `YYYY-MM-DDTHH:mm`, read in the item's time zone. */
export const LocalDateTime = z.string().refine(isLocalDateTime, 'Use a date and time as YYYY-MM-DDTHH:mm');
/** An IANA time zone the runtime knows (`Europe/Berlin`, `America/New_York`, `UTC`). */
export const TimeZone = z.string().trim().max(64).refine(isKnownTimeZone, 'Choose a known time zone');

/** A start and an end in one time zone (a meeting's dates); the end comes after the start. */
export const DateTimeRange = z.object({ start: LocalDateTime, end: LocalDateTime, zone: TimeZone }).refine(
  // The check runs even when a part failed its own: it judges only parts that are well formed.
  (r) =>
    typeof r.zone !== 'string' ||
    !isKnownTimeZone(r.zone) ||
    !isLocalDateTime(r.start) ||
    !isLocalDateTime(r.end) ||
    zonedToInstant(r.end, r.zone) > zonedToInstant(r.start, r.zone),
  {
    message: 'The end must come after the start',
    path: ['end'],
  },
);
export type DateTimeRange = z.infer<typeof DateTimeRange>;

export const VENUE_MODES = ['in_person', 'online', 'hybrid'] as const;
/** Where an event takes place: an address (with the map block's coordinates or a map link) and/or an online link. */
export const Venue = z.object({
  mode: z.enum(VENUE_MODES).default('in_person'),
  name: z.string().trim().max(200).default(''),
  address: z.string().trim().max(300).default(''),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  /** The place on a map service of the operator's choice (Google Maps, Amap…), '' for none. */
  map_url: WebAddress.default(''),
  online_url: WebAddress.default(''),
});
export type Venue = z.infer<typeof Venue>;

/** One session of an agenda; its times are read in the item's time zone (its date-time range). */
export const AgendaSession = z
  .object({
    start: LocalDateTime,
    end: LocalDateTime,
    title: z.string().trim().min(1, 'Fill in the title').max(TITLE_MAX),
    room: z.string().trim().max(120).default(''),
    /** Items of the field's target collection (the speakers), in the order shown. */
    speakers: z.array(Id).max(20).default([]),
  })
  .refine((s) => s.end > s.start, { message: 'The end must come after the start', path: ['end'] });
export type AgendaSession = z.infer<typeof AgendaSession>;

/** How visitors register: one of the website's forms, or an address elsewhere (neither: no registration). */
export const Registration = z.object({
  form_id: Id.nullable().default(null),
  url: WebAddress.default(''),
});
export type Registration = z.infer<typeof Registration>;

/** A file offered for download on an item's page (a data sheet, a manual). */
export const ItemFile = z.object({
  name: z.string().trim().min(1).max(FILE_LABEL_MAX),
  url: MediaAddress.refine((v) => v !== '', 'Choose a file from the media library'),
});
export type ItemFile = z.infer<typeof ItemFile>;

/** ISO 4217 codes offered for prices. */
export const CURRENCIES = [
  'CNY',
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'HKD',
  'KRW',
  'AUD',
  'CAD',
  'SGD',
  'INR',
  'RUB',
] as const;
export const Currency = z.enum(CURRENCIES);

/** An attribute's value on an item: text, a number, one option id, several option ids, or a colour. */
export const AttributeValue = z.union([
  z.string().trim().max(200),
  z.number().finite().min(-PRICE_MAX).max(PRICE_MAX),
  z.array(z.string().trim().min(1).max(40)).max(50),
]);
export type AttributeValue = z.infer<typeof AttributeValue>;

/**
 * An item's picture: a file of the media library, or one of the templates' demo images
 * (`/template-assets/<file>`) that a template's demo items start with, so they save unchanged.
 */
const TEMPLATE_IMAGE = new RegExp(
  `^${TEMPLATE_ASSETS_PATH}/[a-z0-9][a-z0-9-]{0,80}\\.(?:svg|png|jpe?g|webp)$`,
);
export const ItemImage = z
  .string()
  .trim()
  .max(200)
  .refine(
    (v) => TEMPLATE_IMAGE.test(v) || MediaAddress.safeParse(v).success,
    'Choose a file from the media library',
  );

/** The schema of each field kind; definitions refer to kinds, not to schemas of their own. */
export const FIELD_SCHEMAS = {
  text: z.string().trim().max(200).default(''),
  textarea: z.string().trim().max(SUMMARY_MAX).default(''),
  image: ItemImage.default(''),
  gallery: z
    .array(ItemImage.refine((v) => v !== '', 'Choose an image'))
    .max(GALLERY_MAX)
    .default([]),
  files: z.array(ItemFile).max(ITEM_FILES_MAX).default([]),
  /** Optional: many catalogues show no prices. Two decimals at most. */
  money: z
    .number()
    .nonnegative()
    .max(PRICE_MAX)
    .refine((v) => Math.round(v * 100) === v * 100, 'Use at most two decimals')
    .nullable()
    .default(null),
  currency: Currency.default('USD'),
  /**
   * Attribute id (as text) → value; checked against the website's attribute definitions on save:
   * text a string, number a number, choice ONE option id as a string, multi an array of option
   * ids, colour `#rrggbb`. An empty string or list is no value (not stored).
   */
  attributes: z
    .record(z.string().regex(/^[1-9][0-9]{0,9}$/), AttributeValue)
    .refine((r) => Object.keys(r).length <= 100, 'At most 100 attributes')
    .default({}),
  /**
   * Ids of items of another collection (the field's `target`), in the order the site shows them;
   * the server checks they are items of the same website and collection.
   */
  relation: z.array(Id).max(RELATION_MAX).default([]),
  url: WebAddress.default(''),
  links: z.array(ItemLink).max(ITEM_LINKS_MAX).default([]),
  /** One of the field's `options` (checked by `fieldsSchema`), '' for none. */
  choice: z.string().trim().max(40).default(''),
  /** Empty until the dates are known. */
  'datetime-range': DateTimeRange.nullable().default(null),
  venue: Venue.default(() => Venue.parse({})),
  /** Sessions in time order of the day; speakers are checked like a relation to the field's target. */
  agenda: z.array(AgendaSession).max(AGENDA_SESSIONS_MAX).default([]),
  registration: Registration.default(() => Registration.parse({})),
  /** One entry of a term list of the collection (an exhibitor's hall zone, its area); null: none. */
  term: Id.nullable().default(null),
} satisfies Record<FieldKind, z.ZodType>;

export interface FieldDef {
  kind: FieldKind;
  label: Record<Lang, string>;
  /** Shown under the field in the edit form. */
  help?: Record<Lang, string>;
  /** Whether the site search indexes the field's text. */
  searchable?: boolean;
  /** Whether the spreadsheet import and export carry the field (lists of files do not). */
  importable?: boolean;
  /** relation: the collection whose items the field links (required for that kind); agenda: the speakers'. */
  target?: CollectionName;
  /** choice: the values offered, in order, with their labels. */
  options?: readonly { value: string; label: Record<Lang, string> }[];
  /** relation: the target's choice field that groups the linked items on the site (a sponsor wall by level). */
  groupBy?: string;
  /** A `term` field: the key of the definition's term list its value is an entry of. */
  list?: string;
  /** The site's directory has a filter page per value of the field (a country, a zone). */
  facet?: boolean;
}

/**
 * A flat list of named entries items point at through a `term` field (an exhibitor's hall zone,
 * the area within it). Stored beside the categories (collection `<name>.<key>`). A list with a
 * `parent` is nested in that list: each entry belongs to exactly one parent entry, and an item's
 * entry must belong to the entry it holds of the parent list.
 */
export interface TermListDef {
  label: { one: Record<Lang, string>; many: Record<Lang, string> };
  /** The role of spec §2 that manages the list (the item role may read it). */
  role: Role;
  /** The key of the list whose entries this list's entries belong to. */
  parent?: string;
  /** Where the site lists the entries' filter pages (`/<segment>/<path>/<slug>/`). */
  path: string;
}

// --- Definitions -----------------------------------------------------------------------------

export const COLLECTION_NAMES = [
  'news',
  'product',
  'meeting',
  'organizer',
  'sponsor',
  'expert',
  'faq',
  'exhibitor',
  'exhibit',
] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** A collection, declared once: the server, the admin screens and the publisher read it. */
export interface CollectionDefinition<F extends Record<string, FieldDef> = Record<string, FieldDef>> {
  /** The API segment (`/api/website/<name>/…`) and the admin route base (`/<name>/index`). */
  name: CollectionName;
  /** Which latest-items lists the collection fills (the block's `kind`); none when absent. */
  latestKind?: 'articles' | 'products' | 'faqs' | 'meetings';
  /**
   * Where the admin screens are when not at `/<name>/…`: `/meeting/experts` puts the list at
   * `/meeting/experts/index` and the edit screen at `/meeting/experts/edit`.
   */
  adminBase?: string;
  /** false: the items have no categories or tags (the edit form and the list leave them out). */
  taxonomies?: boolean;
  label: { one: Record<Lang, string>; many: Record<Lang, string> };
  /** What the common fields are called in this collection (a product has a name, not a title). */
  labels: { title: Record<Lang, string>; body: Record<Lang, string> };
  /** Role strings of spec §2 gating the item, category and tag screens and calls. */
  roles: { items: Role; types: Role; tags: Role };
  /** The collection's own fields, stored beside the common ones. */
  fields: F;
  /** Flat term lists of the collection (zones, areas), by key; `term` fields point into them. */
  lists?: Record<string, TermListDef>;
  /** Which field gives the item's picture in lists, cards and share tags (none: items have no picture). */
  imageField?: keyof F & string;
  /** List columns beside the title, in order: common keys or the collection's field keys. */
  columns: readonly string[];
  site: {
    /** `/<segment>/` lists the items, `/<segment>/<slug>` shows one, `/<segment>/category/<slug>/` a category. */
    segment: string;
    /**
     * false: the items have no pages of their own (sponsors, organisers): they show only where
     * other items link them, their cards leading to their `url` field. Absent: they do.
     */
    pages?: boolean;
    /**
     * A `datetime-range` field that orders the lists by start: `/<segment>/` lists what is still
     * to come (soonest first) and `/<segment>/past/` what is over (latest first).
     */
    timeline?: string;
    /** The schema.org type of the JSON-LD on detail pages. */
    jsonLd: 'Article' | 'Product' | 'FAQPage' | 'Organization' | 'Event' | 'Person';
    /** Whether the site offers an Atom feed of the items at `/<segment>/feed.xml`. */
    feed: boolean;
    /** Whether the list can be filtered by attribute values (products). */
    facets: boolean;
    /** Whether items show their publish date and author (articles). */
    dated: boolean;
    /** The function page whose document frames the detail pages, when the website publishes one. */
    detailPage?: FunctionPageKind;
    /** List pages show each item's body under its title as an accordion that opens without script (FAQs). */
    accordion?: boolean;
    /** The directory has a filter page per first letter of the titles (`/<segment>/letter/<a>/`). */
    letters?: boolean;
    /** List pages carry a search form that sends to the site search. */
    search?: boolean;
  };
}

export function defineCollection<F extends Record<string, FieldDef>>(
  definition: CollectionDefinition<F>,
): CollectionDefinition<F> {
  return definition;
}

/** The zod object of a definition's own fields, with each kind's default. */
export function fieldsSchema<F extends Record<string, FieldDef>>(definition: CollectionDefinition<F>) {
  return z.object(
    Object.fromEntries(Object.entries(definition.fields).map(([key, field]) => [key, fieldSchema(field)])),
  );
}

/** A field's schema: its kind's, narrowed to its options for a choice. */
function fieldSchema(field: FieldDef): z.ZodType {
  if (field.kind === 'choice' && field.options && field.options.length > 0) {
    const values = field.options.map((o) => o.value);
    return z.enum(['', ...values], 'Choose one of the options').default('');
  }
  return FIELD_SCHEMAS[field.kind];
}

// --- Items -----------------------------------------------------------------------------------

/**
 * draft: never published; published: visitors see it as it is; updated: published, with changes
 * since; scheduled: published with a publish date still to come (the site shows it when due).
 */
export const ITEM_STATUSES = ['draft', 'published', 'updated', 'scheduled'] as const;
export const ItemStatus = z.enum(ITEM_STATUSES);
export type ItemStatus = z.infer<typeof ItemStatus>;

/** Created-date presets of the list filter. */
export const ITEM_DATE_PRESETS = ['today', '7d', '30d', '90d'] as const;
export const ItemSort = z.enum(['manual', 'title', 'updated', 'publish_at', 'created']);

/** Page numbers and sizes: positive whole numbers that name no record (not `Id`, which the id sweeps fill). */
const PositiveIntQ = positiveInt();
const TrimmedText = (max: number) => z.string().trim().max(max);

export const ItemListQuery = z.object({
  website_id: Id,
  /** The language of the items; the website's default language when absent. */
  lang: SiteLang.optional(),
  page: PositiveIntQ.default(1),
  page_size: PositiveIntQ.pipe(z.number().max(ITEM_PAGE_SIZE_MAX)).default(ITEM_PAGE_SIZE_DEFAULT),
  /** Part of the title, slug or summary, any case. */
  keyword: TrimmedText(100).optional(),
  /** Items in this category or any category below it. */
  type_id: Id.optional(),
  tag_id: Id.optional(),
  status: ItemStatus.optional(),
  created: z.enum(ITEM_DATE_PRESETS).optional(),
  /** manual: pinned first, then the drag order. */
  sort: ItemSort.default('manual'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ItemListQuery = z.input<typeof ItemListQuery>;

/** The fields every collection's items share, as the edit form sends them. */
const ItemCommon = {
  title: TrimmedText(TITLE_MAX).min(1, 'Fill in the title'),
  /** '' derives it from the title. */
  slug: Slug.default(''),
  summary: TrimmedText(SUMMARY_MAX).default(''),
  /** Rich text; the server filters it through the whitelist on save and again at publish. */
  body: z.string().max(ITEM_BODY_MAX).default(''),
  type_ids: z.array(Id).max(ITEM_CATEGORIES_MAX).default([]),
  tag_ids: z.array(Id).max(ITEM_TAGS_MAX).default([]),
  is_pinned: z.boolean().default(false),
  /** When the item is dated on the site; a future date schedules it. Empty: the day it is first published. */
  publish_at: z.iso.datetime({ offset: true }).nullable().default(null),
  seo_title: TrimmedText(ITEM_SEO_TITLE_MAX).default(''),
  seo_keywords: TrimmedText(ITEM_KEYWORDS_MAX).default(''),
  seo_description: TrimmedText(ITEM_DESCRIPTION_MAX).default(''),
};

/** The body of `<c>/save` for a definition: creates without `id`, changes with `id` and `version`. */
export function itemSaveBody<F extends Record<string, FieldDef>>(definition: CollectionDefinition<F>) {
  return z
    .object({
      website_id: Id,
      id: Id.optional(),
      /** The version the edit started from; a save over a newer one is refused (1201). */
      version: Version.optional(),
      /** A new item's language (the website's default when absent); fixed afterwards. */
      lang: SiteLang.optional(),
      /** A new language version of this item (in `lang`). */
      source_item_id: Id.optional(),
      ...ItemCommon,
      fields: fieldsSchema(definition).default(() => fieldsSchema(definition).parse({})),
    })
    .refine((b) => b.id === undefined || b.version !== undefined, {
      message: 'Send the version the edit started from',
      path: ['version'],
    });
}

/** One item as lists show it. */
export const ItemSummary = z.object({
  id: z.number().int(),
  lang: z.string(),
  title: z.string(),
  slug: z.string(),
  summary: z.string(),
  /** The picture of the definition's image field, '' for none. */
  image: z.string(),
  type_ids: z.array(z.number().int()),
  tag_ids: z.array(z.number().int()),
  status: ItemStatus,
  is_pinned: z.boolean(),
  sort: z.number().int(),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  create_time: z.string(),
  update_time: z.string(),
  user_name: z.string(),
  /** The collection's own fields (lists show some as columns). */
  fields: z.record(z.string(), z.unknown()),
  /** Where the item is (or will be) on the site: `/news/<slug>`, `/de/news/<slug>`. */
  url: z.string(),
});
export type ItemSummary = z.infer<typeof ItemSummary>;

export const ItemList = z.object({
  list: z.array(ItemSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ItemList = z.infer<typeof ItemList>;

/** One item as the edit screen opens it. */
export const ItemDetail = ItemSummary.extend({
  website_id: z.number().int(),
  body: z.string(),
  seo_title: z.string(),
  seo_keywords: z.string(),
  seo_description: z.string(),
  version: z.number().int(),
  source_item_id: z.number().int().nullable(),
  /** The item's versions in the website's other languages. */
  translations: z.array(z.object({ id: z.number().int(), lang: z.string(), title: z.string() })),
});
export type ItemDetail = z.infer<typeof ItemDetail>;

export const ItemIdQuery = z.object({ id: Id });
export const ItemIdsBody = z.object({ website_id: Id, ids: z.array(Id).min(1).max(ITEM_BATCH_MAX) });
export const ItemsDeleted = z.object({ ids: z.array(z.number().int()) });

/** The drag order: the ids of one list page in their new order (they take that page's places). */
export const ItemSortBody = ItemIdsBody;

export const ITEM_BATCH_ACTIONS = ['publish', 'unpublish', 'move', 'pin', 'unpin'] as const;
export const ItemBatchBody = ItemIdsBody.extend({
  action: z.enum(ITEM_BATCH_ACTIONS),
  /** move: the category the items go to (it replaces theirs). */
  type_id: Id.optional(),
}).refine((b) => b.action !== 'move' || b.type_id !== undefined, {
  message: 'Choose the category',
  path: ['type_id'],
});
export const ItemBatchResult = z.object({
  ids: z.array(z.number().int()),
  /** publish and unpublish: the site version visitors get now (0 when the website is not live). */
  site_version: z.number().int(),
});

export const ItemPreviewLinkBody = z.object({ id: Id });
export const ItemPreviewLink = z.object({ url: z.string(), expires_at: z.string() });

// --- Categories and tags ---------------------------------------------------------------------

/** A name in the website's other languages (language code → name); the default language's is `name`. */
export const TaxonomyNames = z
  .partialRecord(SiteLang, TrimmedText(TAXONOMY_NAME_MAX))
  .refine((r) => Object.keys(r).length <= 20)
  .default({});

export interface CategoryNode {
  id: number;
  parent_id: number;
  name: string;
  names: Record<string, string>;
  slug: string;
  description: string;
  sort: number;
  /** Items directly in the category. */
  item_count: number;
  children: CategoryNode[];
}

export const CategoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parent_id: z.number().int(),
    name: z.string(),
    names: z.record(z.string(), z.string()),
    slug: z.string(),
    description: z.string(),
    sort: z.number().int(),
    item_count: z.number().int(),
    children: z.array(CategoryNode),
  }),
);

export const CategoryTree = z.object({ list: z.array(CategoryNode) });
export type CategoryTree = z.infer<typeof CategoryTree>;
export const WebsiteQuery = z.object({ website_id: Id });

export const CategorySaveBody = z.object({
  website_id: Id,
  id: Id.optional(),
  /** 0: a top-level category. */
  parent_id: ColumnInt.default(0),
  name: TrimmedText(TAXONOMY_NAME_MAX).min(1, 'Fill in the name'),
  names: TaxonomyNames,
  slug: Slug.default(''),
  description: TrimmedText(SUMMARY_MAX).default(''),
});

export const CategoryDeleteBody = z.object({ website_id: Id, id: Id });

interface CategoryOrderNode {
  id: number;
  children?: CategoryOrderNode[];
}
const CategoryOrderNode: z.ZodType<CategoryOrderNode> = z.lazy(() =>
  z.object({ id: Id, children: z.array(CategoryOrderNode).max(CATEGORIES_MAX).optional() }),
) as z.ZodType<CategoryOrderNode>;

/** The whole category tree in its new order, as the drag-and-drop tree leaves it. */
export const CategoryOrderBody = z.object({
  website_id: Id,
  tree: boundedTree(z.array(CategoryOrderNode).max(CATEGORIES_MAX), {
    roots: (v) => (Array.isArray(v) ? v : []),
    children: (n) => (Array.isArray(n.children) ? n.children : []),
    maxDepth: CATEGORY_MAX_DEPTH,
    maxNodes: CATEGORIES_MAX,
  }),
});

export const Tag = z.object({
  id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  slug: z.string(),
  item_count: z.number().int(),
});
export type Tag = z.infer<typeof Tag>;
export const TagList = z.object({ list: z.array(Tag) });
export const TagListQuery = z.object({ website_id: Id, keyword: TrimmedText(100).optional() });
export const TagSaveBody = z.object({
  website_id: Id,
  id: Id.optional(),
  name: TrimmedText(TAXONOMY_NAME_MAX).min(1, 'Fill in the name'),
  names: TaxonomyNames,
  slug: Slug.default(''),
});
export const TagDeleteBody = z.object({ website_id: Id, id: Id });
/** Merges tags into one: items carrying any of `from_ids` carry `into_id` instead, and they go. */
export const TagMergeBody = z.object({
  website_id: Id,
  from_ids: z.array(Id).min(1).max(100),
  into_id: Id,
});

// --- Import and export -------------------------------------------------------------------------

/** Import a spreadsheet stored by `upload_xlsx` (or a .csv through it): a dry run, then for real. */
export const ItemImportBody = z.object({
  website_id: Id,
  /** The media file `upload_xlsx` answered. */
  file_id: Id,
  lang: SiteLang.optional(),
  /** true: check every row and write nothing. */
  dry_run: z.boolean().default(true),
});
export const ImportRowProblem = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export const ItemImportResult = z.object({
  rows: z.number().int(),
  /** Rows that create an item, and rows that change one (matched by slug). */
  created: z.number().int(),
  updated: z.number().int(),
  problems: z.array(ImportRowProblem),
  /** false on a dry run, or when any row has a problem: then nothing was written. */
  written: z.boolean(),
});
export type ItemImportResult = z.infer<typeof ItemImportResult>;

/** Where the import template and the export of a collection are downloaded (not envelopes). */
export const collectionDownloadPath = (name: CollectionName, what: 'export' | 'import-template') =>
  `/api/website/${name}/${what}`;

// --- The calls of a collection -----------------------------------------------------------------

/**
 * The calls of one collection, the same for every definition (`/api/website/<name>/…`). The
 * item calls need the collection's item role, the category calls its category role, the tag
 * calls its tag role; the item screens read categories and tags, so those reads take either.
 */
export function collectionCalls<F extends Record<string, FieldDef>>(definition: CollectionDefinition<F>) {
  const base = `/api/website/${definition.name}`;
  const { items, types, tags } = definition.roles;
  return {
    ...gatedCalls([items], {
      list: defineCall({ method: 'GET', path: `${base}/list`, query: ItemListQuery, data: ItemList }),
      info: defineCall({ method: 'GET', path: `${base}/info`, query: ItemIdQuery, data: ItemDetail }),
      save: defineCall({
        method: 'POST',
        path: `${base}/save`,
        body: itemSaveBody(definition),
        data: ItemDetail,
      }),
      del: defineCall({ method: 'DELETE', path: `${base}/del`, body: ItemIdsBody, data: ItemsDeleted }),
      sort: defineCall({ method: 'POST', path: `${base}/sort`, body: ItemSortBody, data: ItemsDeleted }),
      batch: defineCall({
        method: 'POST',
        path: `${base}/batch`,
        body: ItemBatchBody,
        data: ItemBatchResult,
      }),
      previewLink: defineCall({
        method: 'POST',
        path: `${base}/preview-link`,
        body: ItemPreviewLinkBody,
        data: ItemPreviewLink,
        audit: false,
      }),
      import: defineCall({
        method: 'POST',
        path: `${base}/import`,
        body: ItemImportBody,
        data: ItemImportResult,
      }),
    }),
    types: defineCall({
      method: 'GET',
      path: `${base}/type`,
      query: WebsiteQuery,
      data: CategoryTree,
      roles: [items, types],
    }),
    ...gatedCalls([types], {
      typeSave: defineCall({
        method: 'POST',
        path: `${base}/type`,
        body: CategorySaveBody,
        data: CategoryNode,
      }),
      typeDel: defineCall({
        method: 'DELETE',
        path: `${base}/type`,
        body: CategoryDeleteBody,
        data: z.object({ id: z.number().int() }),
      }),
      typeOrder: defineCall({
        method: 'POST',
        path: `${base}/type/order`,
        body: CategoryOrderBody,
        data: CategoryTree,
      }),
    }),
    tags: defineCall({
      method: 'GET',
      path: `${base}/tag`,
      query: TagListQuery,
      data: TagList,
      roles: [items, tags],
    }),
    ...gatedCalls([tags], {
      tagSave: defineCall({ method: 'POST', path: `${base}/tag`, body: TagSaveBody, data: Tag }),
      tagDel: defineCall({
        method: 'DELETE',
        path: `${base}/tag`,
        body: TagDeleteBody,
        data: z.object({ id: z.number().int() }),
      }),
      tagMerge: defineCall({ method: 'POST', path: `${base}/tag/merge`, body: TagMergeBody, data: Tag }),
    }),
  };
}

/** The public draft preview of a collection's item (spec §2: /news/preview, /product/preview). */
export const collectionPreviewPath = (name: CollectionName) => `/${name}/preview`;

// --- Term lists (zones, areas) -----------------------------------------------------------------

export const TERMS_MAX = 500;

export const TermEntry = z.object({
  id: z.number().int(),
  /** The entry of the parent list it belongs to; 0 in a list without a parent. */
  parent_id: z.number().int(),
  name: z.string(),
  names: z.record(z.string(), z.string()),
  slug: z.string(),
  /** Items (rows of every language) that hold the entry. */
  item_count: z.number().int(),
});
export type TermEntry = z.infer<typeof TermEntry>;
export const TermList = z.object({ list: z.array(TermEntry) });
export const TermListQuery = z.object({
  website_id: Id,
  /** Only the entries of this parent entry (the areas of one zone). */
  parent_id: Id.optional(),
});
export const TermSaveBody = z.object({
  website_id: Id,
  id: Id.optional(),
  /** The parent list's entry; required in a list with a parent, ignored otherwise. */
  parent_id: Id.optional(),
  name: TrimmedText(TAXONOMY_NAME_MAX).min(1, 'Fill in the name'),
  names: TaxonomyNames,
  slug: Slug.default(''),
});
export const TermDeleteBody = z.object({ website_id: Id, id: Id });

/** The calls of one term list of a collection (`/api/website/<name>/<key>`): read, save, delete. */
export function termListCalls<F extends Record<string, FieldDef>>(
  definition: CollectionDefinition<F>,
  key: string,
) {
  const list = definition.lists?.[key];
  if (!list) throw new Error(`${definition.name} has no term list ${key}`);
  const path = `/api/website/${definition.name}/${key}`;
  return {
    list: defineCall({
      method: 'GET',
      path,
      query: TermListQuery,
      data: TermList,
      roles: [definition.roles.items, list.role],
    }),
    ...gatedCalls([list.role], {
      save: defineCall({ method: 'POST', path, body: TermSaveBody, data: TermEntry }),
      del: defineCall({
        method: 'DELETE',
        path,
        body: TermDeleteBody,
        data: z.object({ id: z.number().int() }),
      }),
    }),
  };
}

/** The collection a term list's entries are stored under, beside the definition's categories. */
export const termListCollection = (name: CollectionName, key: string) => `${name}.${key}`;
