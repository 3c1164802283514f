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
  title: string;
  description?: string;
  noindex?: boolean;
  canonical?: string;
  /** The address of the site's search page in this language, where search boxes send their query. */
  searchPath?: string;
}

/** Chrome strings in the two languages the product ships; other languages fall back to English. */
export function uiLang(lang: string): 'en' | 'zh' {
  return lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
