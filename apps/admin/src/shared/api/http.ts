import { REQUEST_TIMEOUT_MS, TOAST_MS } from '@sitewright/contract';
import { currentLanguage } from '../i18n/index.ts';
import { navigateTo } from '../navigation.ts';
import { setFlash } from '../session/flash.ts';
import { localLogout } from '../session/local-logout.ts';
import { toastError } from '../ui/feedback.ts';
import { createApiClient } from './client.ts';

// Several requests can fail with 401 at once; one reload is enough.
let reloading = false;

/** The app's API client, wired to the browser, the stores and the router. */
export const http = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  timeoutMs: REQUEST_TIMEOUT_MS,
  toastMs: TOAST_MS,
  language: currentLanguage,
  toastError,
  currentPath: () => window.location.pathname,
  onSessionExpired(message) {
    if (reloading) return;
    reloading = true;
    localLogout();
    setFlash(message);
    window.location.reload();
  },
  onIllegalOperation() {
    navigateTo('/', { replace: true });
  },
});
