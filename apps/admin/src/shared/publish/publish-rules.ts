import { errorCodes } from '@sitewright/contract/paths';
import type { MessageKey } from '../i18n/index.ts';
import { PAGE_INDEX_PATH, PAGE_MENU_PATH, pageEditPath, WEBSITE_SETTINGS_PATH } from '../paths.ts';

/**
 * Spec §8's publish refusals that name something the operator must fix: their message (which names
 * the page, language or domain) shows, and {@link SETTINGS_REDIRECT_DELAY_MS} later the operator is
 * taken where it can be fixed ({@link fixPlace}).
 */
export const PUBLISH_FIX_CODES: readonly number[] = [
  errorCodes.NO_DOMAIN,
  errorCodes.DOMAIN_NOT_RESOLVING,
  errorCodes.CERTIFICATE_PROBLEM,
  errorCodes.WEBSITE_DISABLED,
  errorCodes.NO_HOME_PAGE,
  errorCodes.MENU_PAGE_EMPTY,
  errorCodes.LANGUAGE_WITHOUT_MENU,
];

/** Refusals fixed in the website settings (/page/web_set): domains, certificates, the website's term. */
export const SETTINGS_REDIRECT_CODES: readonly number[] = [
  errorCodes.NO_DOMAIN,
  errorCodes.DOMAIN_NOT_RESOLVING,
  errorCodes.CERTIFICATE_PROBLEM,
  errorCodes.WEBSITE_DISABLED,
];

/** Where the operator fixes what a publish refusal names. */
export type FixPlace =
  /** Website settings: domains, certificates, the website's term. */
  | { kind: 'settings' }
  /** The page in the editor (a menu page without content). */
  | { kind: 'page'; pageId: number }
  /** The menu of a language (a language without a menu). */
  | { kind: 'menu'; lang: string | null }
  /** The page list of a language (no home page). */
  | { kind: 'pages'; lang: string | null };

function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/** Where a refusal is fixed, from its code and the `data` naming what is wrong; null when it has none. */
export function fixPlace(code: number, data: unknown = null): FixPlace | null {
  if (SETTINGS_REDIRECT_CODES.includes(code)) return { kind: 'settings' };
  const langOf = field(data, 'lang');
  const lang = typeof langOf === 'string' && langOf !== '' ? langOf : null;
  if (code === errorCodes.MENU_PAGE_EMPTY) {
    const pageId = field(data, 'page_id');
    return isTickable({ website_page_id: typeof pageId === 'number' ? pageId : null })
      ? { kind: 'page', pageId: pageId as number }
      : { kind: 'menu', lang };
  }
  if (code === errorCodes.LANGUAGE_WITHOUT_MENU) return { kind: 'menu', lang };
  if (code === errorCodes.NO_HOME_PAGE) return { kind: 'pages', lang };
  return null;
}

/** The screen's address for a place (the page editor needs the website). */
export function fixPath(place: FixPlace, websiteId: number): string {
  switch (place.kind) {
    case 'settings':
      return WEBSITE_SETTINGS_PATH;
    case 'page':
      return pageEditPath(place.pageId, websiteId);
    case 'menu':
      return place.lang ? `${PAGE_MENU_PATH}?lang=${encodeURIComponent(place.lang)}` : PAGE_MENU_PATH;
    case 'pages':
      return place.lang ? `${PAGE_INDEX_PATH}?lang=${encodeURIComponent(place.lang)}` : PAGE_INDEX_PATH;
  }
}

export const SETTINGS_REDIRECT_DELAY_MS = 2000;

/**
 * Where a signed-in operator sees a page's draft (`?id=<page>`): the contract's PAGE_PREVIEW_PATH,
 * repeated as a plain string (a test keeps them equal) so screens do not pull in the contract's
 * zod schemas through its module.
 */
export const PAGE_PREVIEW_PATH = '/preview';

export function pagePreviewHref(pageId: number): string {
  return `${PAGE_PREVIEW_PATH}?id=${pageId}`;
}

/** What the screen does once the server has answered a publish. */
export type PublishOutcome =
  /** Code 0: 发布成功! */
  | { kind: 'published' }
  /** A refusal naming what to fix: its message, then the screen where it is fixed. */
  | { kind: 'fix'; message: string; place: FixPlace }
  /** Anything else adds no message of its own (the API client's failure policy has spoken). */
  | { kind: 'quiet' };

export function publishOutcome(code: number, message = '', data: unknown = null): PublishOutcome {
  if (code === 0) return { kind: 'published' };
  const place = fixPlace(code, data);
  if (place) return { kind: 'fix', message, place };
  return { kind: 'quiet' };
}

/** Spec §5: a page whose website_page_id is missing or below 1 cannot be ticked. */
export function isTickable(page: { website_page_id?: number | null }): boolean {
  const id = page.website_page_id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1;
}

/** Which pages a publish takes: the ticked ones, or the whole site (drafts included). */
export type PublishScope = { kind: 'site' } | { kind: 'selected'; pageIds: readonly number[] };

/** The request's `website_page_id`, its confirmation, or why it is refused before asking. */
export type PublishPlan =
  | { ok: true; websitePageId: number[] | 0; confirm: MessageKey }
  | { ok: false; refusal: MessageKey };

/**
 * Spec §5: publishing selected pages with none chosen is refused (请选择发布页面！); otherwise a
 * confirmation is asked first, one for the selection and one for the whole site. Ids that cannot
 * be ticked never reach the server, and each page goes once.
 */
export function planPublish(scope: PublishScope): PublishPlan {
  if (scope.kind === 'site') return { ok: true, websitePageId: 0, confirm: 'publish.confirmSite' };
  const ids = [...new Set(scope.pageIds.filter((id) => isTickable({ website_page_id: id })))];
  if (ids.length === 0) return { ok: false, refusal: 'publish.noneSelected' };
  return { ok: true, websitePageId: ids, confirm: 'publish.confirmSelected' };
}
