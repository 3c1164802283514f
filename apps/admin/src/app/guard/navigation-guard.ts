import { errorCodes } from '@sitewright/contract/paths';
import { clientMessages } from '@sitewright/contract';
import { type MiddlewareFunction, matchRoutes, type RouteObject, redirect } from 'react-router';
import { ApiError, isApiError } from '../../shared/api/api-error.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { userInfoQueryKey, userInfoQueryOptions } from '../../shared/api/session/get-user-info.ts';
import { currentLanguage } from '../../shared/i18n/index.ts';
import { localLogout } from '../../shared/session/local-logout.ts';
import { rolesOf } from '../../shared/session/roles.ts';
import { hasSessionCookie } from '../../shared/session/session-cookie.ts';
import { selectedWebsite } from '../../shared/stores/website-store.ts';
import { toastError } from '../../shared/ui/feedback.ts';
import type { RouteHandle } from '../routing/route-types.ts';
import { decideNavigation, loginRedirect, type NavigationState } from './decide-navigation.ts';

function cachedRoles(): string[] | null {
  const user = queryClient.getQueryData(userInfoQueryOptions().queryKey);
  return user ? rolesOf(user) : null;
}

/**
 * Loads user info once after sign-in (spec §4). Answers with the roles, or with where to go when
 * that fails: an expired session goes to sign-in with the way back, anything else signs out
 * locally, explains, and goes to the root.
 */
async function loadRoles(state: NavigationState): Promise<{ roles: string[] } | { to: string }> {
  const lang = currentLanguage();
  try {
    const user = await queryClient.fetchQuery(userInfoQueryOptions());
    const roles = rolesOf(user);
    if (roles.length === 0)
      throw new ApiError(clientMessages.ROLES_EMPTY[lang], errorCodes.ROLES_EMPTY, 'server');
    return { roles };
  } catch (error) {
    queryClient.removeQueries({ queryKey: userInfoQueryKey });
    const expired = isApiError(error) && error.code === errorCodes.SESSION_INVALID;
    localLogout();
    toastError(isApiError(error) ? error.message : clientMessages.AUTH_FAILED[lang]);
    return { to: expired ? loginRedirect(state.pathname, state.search) : '/' };
  }
}

/**
 * The one navigation guard, as middleware on the root route: it runs before every navigation,
 * the first one included, and redirects according to `decideNavigation`.
 */
export function createNavigationGuard(routes: RouteObject[]): MiddlewareFunction {
  return async ({ request }, next) => {
    const url = new URL(request.url);
    const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route;
    const state: NavigationState = {
      pathname: url.pathname,
      search: url.search,
      route: leaf ? { path: leaf.path, handle: leaf.handle as RouteHandle | undefined } : null,
      hasSession: hasSessionCookie(),
      roles: cachedRoles(),
      hasWebsite: selectedWebsite() !== null,
    };

    let decision = decideNavigation(state);
    if (decision.type === 'load-user') {
      const loaded = await loadRoles(state);
      if ('to' in loaded) throw redirect(loaded.to);
      decision = decideNavigation({ ...state, roles: loaded.roles });
    }
    if (decision.type === 'redirect') throw redirect(decision.to);
    return next();
  };
}
