import { ROLES } from '@sitewright/contract';
import { WEBSITE_CENTER_PATH } from '../../shared/paths.ts';
import type { AppRoute, RouteHandle } from './route-types.ts';

/** What the access rules look at: the route's pattern and its handle. */
export interface AccessRoute {
  path?: string;
  handle?: RouteHandle;
}

function holdsRoleOf(handle: RouteHandle, roles: readonly string[]): boolean {
  if (roles.includes(ROLES.admin)) return true;
  if (!handle.roles || handle.roles.length === 0) return true;
  return handle.roles.some((role) => roles.includes(role));
}

/**
 * The routes the user may see (spec §2/§5): a route stays if it has no name, declares no roles, or
 * the user holds one of them (`admin` holds all); the same applies to its children.
 */
export function filterRoutesByRoles(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  const kept: AppRoute[] = [];
  for (const route of routes) {
    if (route.handle?.name && !holdsRoleOf(route.handle, roles)) continue;
    kept.push(route.children ? { ...route, children: filterRoutesByRoles(route.children, roles) } : route);
  }
  return kept;
}

/**
 * Whether the user may open the route (spec §5): it must have a name, and the user must be admin,
 * or the route declares no roles, or one role matches. The website center is always reachable.
 */
export function canAccess(route: AccessRoute | null | undefined, roles: readonly string[]): boolean {
  if (!route) return false;
  if (route.path === WEBSITE_CENTER_PATH) return true;
  if (!route.handle?.name) return false;
  return holdsRoleOf(route.handle, roles);
}

/** Names of every registered route, so features can tell whether a screen exists yet. */
export function routeNames(routes: readonly AppRoute[]): Set<string> {
  const names = new Set<string>();
  const walk = (list: readonly AppRoute[]) => {
    for (const route of list) {
      if (route.handle?.name) names.add(route.handle.name);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return names;
}

/** Routes whose tabs are pinned and open from the start, if the user may open them. */
export function affixRoutes(routes: readonly AppRoute[], roles: readonly string[]): AppRoute[] {
  const found: AppRoute[] = [];
  const walk = (list: readonly AppRoute[]) => {
    for (const route of list) {
      if (route.handle?.affix && canAccess(route, roles)) found.push(route);
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return found;
}

/** Path of every named route, by name. */
export function routePathsByName(routes: readonly AppRoute[]): Map<string, string> {
  const paths = new Map<string, string>();
  const walk = (list: readonly AppRoute[]) => {
    for (const route of list) {
      if (route.handle?.name && !paths.has(route.handle.name) && !route.path.includes('*')) {
        paths.set(route.handle.name, route.path);
      }
      if (route.children) walk(route.children);
    }
  };
  walk(routes);
  return paths;
}
