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

export interface RenderContext {
  /** BCP 47 language of the page; block chrome (empty states, labels) follows it. */
  lang: string;
  siteName: string;
  /** The site's menu tree; only three levels are shown. */
  menu?: MenuItem[];
  breadcrumb?: BreadcrumbItem[];
  /** Filled by the modules that own each kind; until they exist lists render their empty state. */
  latest?: Partial<Record<LatestKind, LatestItem[]>>;
  title: string;
  description?: string;
  noindex?: boolean;
  canonical?: string;
}

/** Chrome strings in the two languages the product ships; other languages fall back to English. */
export function uiLang(lang: string): 'en' | 'zh' {
  return lang.toLowerCase().startsWith('zh') ? 'zh' : 'en';
}
