import type { FormPublic } from '@sitewright/contract';

/** What a page render knows beyond the page's own document: site, menu, trail and module content. */
export interface MenuItem {
  label: string;
  /** Absent for a heading-only item (a menu node without a published page). */
  href?: string;
  children?: MenuItem[];
}

export interface BreadcrumbItem {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

/** One language version of the page being rendered, for the language switcher. */
export interface LanguageLink {
  /** BCP 47 code, e.g. `de`. */
  lang: string;
  /** The language's own name (Deutsch, 简体中文). */
  label: string;
  /** The same page in that language, or that language's home page when it has no such page. */
  href: string;
  /** Whether `href` is this very page's translation (an hreflang alternate), not a fallback. */
  alternate: boolean;
  current: boolean;
}

/** Kinds of content that later modules publish into latest-items lists. */
export const LATEST_KINDS = ['articles', 'products', 'faqs', 'meetings'] as const;
export type LatestKind = (typeof LATEST_KINDS)[number];

export interface LatestItem {
  title: string;
  href: string;
  /** ISO date, shown as is. */
  date?: string;
  summary?: string;
  image?: string;
  /** Rich text shown under the title when it is opened (an FAQ's answer); the view filters it again. */
  body?: string;
}

/** A link with its label, as collection pages list categories, tags, pages and neighbours. */
export interface LabelledLink {
  label: string;
  /** Absent for a label that leads nowhere (a tag, the current page). */
  href?: string;
  /** Marks the page being shown among its siblings (the active category, filter or page number). */
  current?: boolean;
}

/** One item of a collection as lists and cards show it. */
export interface ItemCard {
  title: string;
  href: string;
  /** ISO date (dated collections only). */
  date?: string;
  /** When an event takes place, as visitors read it (with its time zone named). */
  when?: string;
  summary?: string;
  image?: string;
  /** Rich text shown when the card is opened (an FAQ's answer, in an accordion); filtered again by the view. */
  body?: string;
  /** Short facts under the title (a booth number, a zone), in the page's language. */
  meta?: string;
}

/**
 * The item a collection's detail page shows, as plain data the publisher computes: the view decides
 * nothing about collections, so every collection's detail page is one view.
 */
export interface ItemDetailView {
  /** The collection's name (news, product), for class names. */
  collection: string;
  /** The item's id: a product page's inquiry form names the product by it. */
  id?: number;
  title: string;
  /** ISO date, for dated collections. */
  date?: string;
  /** The pictures: a cover, or a gallery (the first is the main one). */
  images: string[];
  summary: string;
  /** Rich text; the view filters it through the whitelist again. */
  body: string;
  /** The item's short fields with their labels in the page's language (author, model, price). */
  facts: { name: string; value: string }[];
  /** Attribute name → value, in the page's language. */
  specs: { name: string; value: string }[];
  downloads: { name: string; url: string }[];
  categories: LabelledLink[];
  tags: LabelledLink[];
  previous?: ItemCard;
  next?: ItemCard;
  related: ItemCard[];
  /**
   * The items its relation fields link (a meeting's speakers, an exhibitor's exhibits), each
   * field with its label in the page's language; items not published are left out.
   */
  relations?: ItemRelationView[];
  /** Buttons under the facts: add to calendar, register, join online, the website. */
  actions?: LabelledLink[];
  /** A product the visitor can buy online: the Buy form posts to the site's checkout. */
  buy?: { productId: number };
  /** The website's form visitors register with (an event), shown under the item. */
  registrationFormId?: number;
  /** Links the item carries (a speaker's profiles), with their labels. */
  links?: LabelledLink[];
  /** Where the item takes place, shown as the map block shows a place. */
  /** `link`: the operator's own map address, opened instead of the one made from the address. */
  map?: { address: string; latitude?: number; longitude?: number; link?: string };
  /** An event's sessions by day, times already in the event's zone with the zone named. */
  agenda?: AgendaView;
  /** The collection's own words in the page's language (Related articles, Downloads, …). */
  labels: { related: string; specs: string; downloads: string; previous: string; next: string };
}

/** The items one relation field links, or, when the field groups them, the groups (a sponsor wall by level). */
export interface ItemRelationView {
  key: string;
  name: string;
  items: ItemCard[];
  groups?: { label: string; items: ItemCard[] }[];
}

export interface AgendaView {
  heading: string;
  days: {
    label: string;
    sessions: { time: string; title: string; room?: string; speakers: LabelledLink[] }[];
  }[];
}

/** A page of a collection's list: all items, a category, or an attribute filter. */
export interface ItemListView {
  collection: string;
  heading: string;
  items: ItemCard[];
  /** The categories, the one shown marked (with "All" first). */
  categories: LabelledLink[];
  /** Other lists of the collection (upcoming and past meetings), the one shown marked. */
  views?: LabelledLink[];
  /** Attribute filters of the list (products), each option a pre-rendered page. */
  facets: { name: string; options: LabelledLink[] }[];
  /** Page numbers; one page: none. */
  pages: LabelledLink[];
  previous?: string;
  next?: string;
  /** What an empty list says. */
  empty: string;
  /** The Atom feed of the list, when the collection offers one. */
  feed?: string;
  /** Items open in place to show their body (FAQs): `<details>`/`<summary>`, no script needed. */
  accordion?: boolean;
  /** The list carries a search form sending to the site search (a directory). */
  search?: boolean;
}

/** The website's brand as blocks use it when their own fields are left empty (see brandContext). */
export interface BrandContext {
  /** The logo that suits the header's background; '' for none. */
  logo: string;
  companyName: string;
  tagline: string;
  address: string;
  phone: string;
  email: string;
}

export interface RenderContext {
  /** BCP 47 language of the page; block chrome (empty states, labels) follows it. */
  lang: string;
  siteName: string;
  /** Logo and business details of the website, for headers and footers that leave theirs empty. */
  brand?: BrandContext;
  /** The site's menu tree; only three levels are shown. */
  menu?: MenuItem[];
  breadcrumb?: BreadcrumbItem[];
  /** The website's languages, this page's language among them; absent or one: no switcher shows. */
  languages?: LanguageLink[];
  /** Filled by the modules that own each kind; until they exist lists render their empty state. */
  latest?: Partial<Record<LatestKind, LatestItem[]>>;
  /** The item a collection's detail page shows (the item-detail block renders it). */
  item?: ItemDetailView;
  /** The list a collection's list page shows (the item-list block renders it). */
  itemList?: ItemListView;
  title: string;
  description?: string;
  noindex?: boolean;
  canonical?: string;
  /** The address of the site's search page in this language, where search boxes send their query. */
  searchPath?: string;
  /** The website's default language: texts missing in the page's language fall back to it. */
  defaultLang?: string;
  /** The page's own address on the site (`/about`), which its forms send visitors back to. */
  path?: string;
  /** The website's active forms by id; a form block whose form is not here shows nothing on the site. */
  forms?: Record<number, FormPublic>;
  /** The form product pages show under the product ("Inquire about this product"). */
  productFormId?: number;
  /** Rendering on the editor canvas: blocks with nothing to show on the site explain why instead. */
  canvas?: boolean;
}

/** Chrome strings in the two languages the product ships; other languages fall back to English. */
export function uiLang(lang: string): 'en' | 'zh' {
  return lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
