import { errors } from '@sitewright/contract';
import type { MessageKey } from '../i18n/index.ts';

/**
 * Refusals that name something to fix in the website settings (spec §8): their message shows, and
 * the operator is taken to /page/web_set after {@link SETTINGS_REDIRECT_DELAY_MS}.
 */
export const SETTINGS_REDIRECT_CODES: readonly number[] = [
  errors.NO_DOMAIN.code,
  errors.DOMAIN_NOT_RESOLVING.code,
  errors.CERTIFICATE_PROBLEM.code,
  errors.WEBSITE_DISABLED.code,
  errors.NO_HOME_PAGE.code,
  errors.MENU_PAGE_EMPTY.code,
  errors.LANGUAGE_WITHOUT_MENU.code,
];

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
  /** A settings refusal: its message, then the settings screen. */
  | { kind: 'fix-settings'; message: string }
  /** Anything else adds no message of its own (the API client's failure policy has spoken). */
  | { kind: 'quiet' };

export function publishOutcome(code: number, message = ''): PublishOutcome {
  if (code === 0) return { kind: 'published' };
  if (SETTINGS_REDIRECT_CODES.includes(code)) return { kind: 'fix-settings', message };
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
