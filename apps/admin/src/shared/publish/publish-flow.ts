import type { Published, PublishLinkCheck } from '@sitewright/contract';
import { isApiError } from '../api/api-error.ts';
import type { TFunction } from '../i18n/index.ts';
import { type LinkWarning, linkWarning } from './publish-links.ts';
import {
  type FixPlace,
  planPublish,
  type PublishScope,
  publishOutcome,
  SETTINGS_REDIRECT_DELAY_MS,
} from './publish-rules.ts';

/** What the flow needs from the screen; injected so the whole sequence can be tested. */
export interface PublishFlowDeps {
  t: TFunction;
  /**
   * Asks the operator, showing the links that would lead to unpublished pages when there are any;
   * resolves true on OK, false on cancel.
   */
  confirm(text: string, warning: LinkWarning | null): Promise<boolean>;
  /** Which live pages would link to pages this publish leaves out (see the server's link check). */
  checkLinks(websiteId: number, websitePageId: number[]): Promise<PublishLinkCheck>;
  publish(websiteId: number, websitePageId: number[] | 0): Promise<Published>;
  /**
   * Says the publish succeeded (`text`: 发布成功!), offering the live site and naming the blank
   * pages the publish left out.
   */
  showPublished(text: string, published: Published): void;
  toastError(text: string): void;
  toastInfo(text: string): void;
  /** Delays the trip to where a refusal is fixed; a timer in the browser. */
  later(run: () => void, ms: number): void;
  /** Selects the website (the website center has none selected) and opens the place. */
  openFix(place: FixPlace): void;
}

/** How a publish attempt ended, for the screen to refresh what it shows. */
export type PublishResult = 'refused' | 'cancelled' | 'published' | 'fix' | 'failed';

/**
 * The publish sequence of spec §5/§8, shared by the website center, the page list and the editor:
 * refuse an empty selection, confirm (a partial publish names the links it would leave pointing at
 * unpublished pages, and may go ahead anyway), call, then 发布成功!, or the refusal's message (naming the page,
 * language or domain) followed two seconds later by the website settings, or no message for any
 * other refusal (spec §8); a publish that got no answer says so.
 */
export async function runPublish(
  deps: PublishFlowDeps,
  websiteId: number,
  scope: PublishScope,
): Promise<PublishResult> {
  const plan = planPublish(scope);
  if (!plan.ok) {
    deps.toastError(deps.t(plan.refusal));
    return 'refused';
  }
  // A whole-site publish takes every page, so no link can lead to one left out. The check only
  // informs: when it fails, the confirmation is asked without it.
  const warning =
    plan.websitePageId === 0
      ? null
      : await deps
          .checkLinks(websiteId, plan.websitePageId)
          .then((check) => linkWarning(check, deps.t))
          .catch(() => null);
  if (!(await deps.confirm(deps.t(plan.confirm), warning))) {
    deps.toastInfo(deps.t('publish.cancelled'));
    return 'cancelled';
  }

  let code = 0;
  let message = '';
  let answered = true;
  let published: Published | null = null;
  try {
    published = await deps.publish(websiteId, plan.websitePageId);
  } catch (error) {
    code = isApiError(error) ? error.code : -1;
    message = error instanceof Error ? error.message : '';
    // No answer at all (network, timeout, a broken reply) is said, as every call says it (§8).
    answered = isApiError(error) && error.kind === 'server';
  }

  const outcome = publishOutcome(code, message);
  switch (outcome.kind) {
    case 'published':
      if (published) deps.showPublished(deps.t('publish.published'), published);
      return 'published';
    case 'fix': {
      const { place } = outcome;
      deps.toastError(outcome.message);
      deps.later(() => deps.openFix(place), SETTINGS_REDIRECT_DELAY_MS);
      return 'fix';
    }
    case 'quiet':
      if (!answered && message) deps.toastError(message);
      return 'failed';
  }
}
