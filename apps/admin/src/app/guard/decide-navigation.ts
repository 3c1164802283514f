import { type AccessRoute, canAccess } from '../routing/access.ts';
import { LOGIN_PATH, UNAUTHORIZED_PATH, WEBSITE_CENTER_PATH } from '../../shared/paths.ts';

/** Everything the guard knows when a navigation starts. */
export interface NavigationState {
  pathname: string;
  search: string;
  /** The deepest matched route; null when nothing matched. */
  route: AccessRoute | null;
  /** The company cookie is present: a session may exist. */
  hasSession: boolean;
  /** The user's roles; null while user info has not been loaded. */
  roles: readonly string[] | null;
  hasWebsite: boolean;
}

export type NavigationDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Load user info (and with it the roles), then decide again. */
  | { type: 'load-user' };

const allow: NavigationDecision = { type: 'allow' };
const to = (path: string): NavigationDecision => ({ type: 'redirect', to: path });

/** The sign-in address that brings the user back to `pathname + search` afterwards. */
export function loginRedirect(pathname: string, search: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathname + search)}`;
}

/**
 * The navigation rules of spec §2/§4/§5, in order: public routes pass (a signed-in user opening
 * /login goes to /); without a session to /login with a redirect back; roles are loaded once;
 * / goes to the website center; no permission goes to /401 without a way back; the website center
 * is always reachable; website screens need a selected website.
 */
export function decideNavigation(state: NavigationState): NavigationDecision {
  const handle = state.route?.handle;

  if (handle?.public) {
    if (state.pathname === LOGIN_PATH && state.hasSession) return to('/');
    return allow;
  }
  if (!state.hasSession) return to(loginRedirect(state.pathname, state.search));
  if (state.roles === null) return { type: 'load-user' };
  if (state.pathname === '/') return to(WEBSITE_CENTER_PATH);
  if (state.pathname === WEBSITE_CENTER_PATH) return allow;
  if (!canAccess(state.route, state.roles)) return to(`${UNAUTHORIZED_PATH}?noGoBack=true`);
  if (handle?.requiresWebsite && !state.hasWebsite) return to(WEBSITE_CENTER_PATH);
  return allow;
}
