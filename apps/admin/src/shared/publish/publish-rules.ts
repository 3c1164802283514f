import { errorCodes } from '@sitewright/contract/paths';
import type { MessageKey } from '../i18n/index.ts';
import { WEBSITE_SETTINGS_PATH } from '../paths.ts';

/**
 * Spec §8's publish refusals that name something the operator must fix (a domain, a certificate,
 * the website's term, the home page, an empty menu page, a language without a menu): their message
 * (which names the page, language or domain) shows, and {@link SETTINGS_REDIRECT_DELAY_MS} later the
 * operator is taken to the website settings (/page/web_set), as §8 says for every one of them.
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

/** Where the operator is taken after a refusal: the website settings, whose pages lead on. */
export type FixPlace = { kind: 'settings' };

/** Where a refusal is fixed, from its code; null for a refusal that names nothing to fix. */
export function fixPlace(code: number): FixPlace | null {
  return PUBLISH_FIX_CODES.includes(code) ? { kind: 'settings' } : null;
}

/** The screen's address for a place. */
export function fixPath(_place: FixPlace): string {
  return WEBSITE_SETTINGS_PATH;
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
  /** Any other code shows no message (spec §8); the publish call keeps the client quiet too. */
  | { kind: 'quiet' };

export function publishOutcome(code: number, message = ''): PublishOutcome {
  if (code === 0) return { kind: 'published' };
  const place = fixPlace(code);
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
