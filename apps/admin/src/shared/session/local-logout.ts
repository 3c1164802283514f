import { COOKIES } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { queryClient } from '../api/query-client.ts';
import { removeCookie } from '../lib/cookies.ts';
import { STORAGE_KEYS, storage } from '../lib/storage.ts';
import { useVisitedViewsStore } from '../stores/visited-views-store.ts';
import { useWebsiteStore } from '../stores/website-store.ts';

/**
 * Forgets the session in this browser (spec §4): company cookie, cached server state (user and
 * roles included), selected website, open tabs and every stored key. The HttpOnly token cookie is
 * the server's to clear (POST /api/user/logout).
 */
export function localLogout(): void {
  endServerSession();
  removeCookie(COOKIES.company);
  queryClient.cancelQueries();
  queryClient.clear();
  useWebsiteStore.getState().clear();
  useVisitedViewsStore.getState().reset();
  for (const key of Object.values(STORAGE_KEYS)) storage.remove(key);
}

/**
 * Best effort: a session this browser gives up on (refused user info, disabled account) must not
 * stay valid on the server through the HttpOnly cookie it can no longer read. Logout is idempotent,
 * so the explicit sign-out calling it first does no harm.
 */
function endServerSession(): void {
  if (typeof fetch !== 'function') return;
  fetch(calls.user.logout.path, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  }).catch(() => {});
}

/**
 * Leaves the signed-in screens for `to`, then forgets the session. In that order because mounted
 * screens would refetch their queries the moment the cache is cleared and meet a 401. The company
 * cookie goes first so the guard already treats the navigation as signed out.
 */
export async function leaveSession(navigate: (to: string) => unknown, to: string): Promise<void> {
  removeCookie(COOKIES.company);
  await navigate(to);
  localLogout();
}
