import { COOKIES } from '@sitewright/contract';
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
  removeCookie(COOKIES.company);
  queryClient.cancelQueries();
  queryClient.clear();
  useWebsiteStore.getState().clear();
  useVisitedViewsStore.getState().reset();
  for (const key of Object.values(STORAGE_KEYS)) storage.remove(key);
}
