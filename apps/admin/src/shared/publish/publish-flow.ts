import type { Published } from '@sitewright/contract';
import { isApiError } from '../api/api-error.ts';
import type { MessageKey } from '../i18n/index.ts';
import {
  type FixPlace,
  planPublish,
  type PublishScope,
  publishOutcome,
  SETTINGS_REDIRECT_DELAY_MS,
} from './publish-rules.ts';

/** What the flow needs from the screen; injected so the whole sequence can be tested. */
export interface PublishFlowDeps {
  t(key: MessageKey): string;
  /** Asks the operator; resolves true on OK, false on cancel. */
  confirm(text: string): Promise<boolean>;
  publish(websiteId: number, websitePageId: number[] | 0): Promise<Published>;
  toastSuccess(text: string): void;
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
 * The publish sequence of spec §5/§8, shared by the website center and the page list: refuse an
 * empty selection, confirm, call, then 发布成功!, or the refusal's message (naming the page,
 * language or domain) followed two seconds later by the screen where it is fixed, or nothing more
 * for other failures.
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
  if (!(await deps.confirm(deps.t(plan.confirm)))) {
    deps.toastInfo(deps.t('publish.cancelled'));
    return 'cancelled';
  }

  let code = 0;
  let message = '';
  let data: unknown = null;
  try {
    await deps.publish(websiteId, plan.websitePageId);
  } catch (error) {
    code = isApiError(error) ? error.code : -1;
    message = error instanceof Error ? error.message : '';
    data = isApiError(error) ? error.data : null;
  }

  const outcome = publishOutcome(code, message, data);
  switch (outcome.kind) {
    case 'published':
      deps.toastSuccess(deps.t('publish.published'));
      return 'published';
    case 'fix': {
      const { place } = outcome;
      deps.toastError(outcome.message);
      deps.later(() => deps.openFix(place), SETTINGS_REDIRECT_DELAY_MS);
      return 'fix';
    }
    case 'quiet':
      return 'failed';
  }
}
