import { redirect, type RouteObject } from 'react-router';
import type { AppRoute } from './route-types.ts';

/** The route table as React Router route objects; handles travel along for `useMatches`. */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.redirect) {
      const target = route.redirect;
      return { index: true, loader: () => redirect(target) };
    }
    // A menu group (children, no screen of its own) is pathless for the router: its path is only the
    // menu's key, so a group may hold a screen outside its path (Products holds /attribute/index).
    const group = route.children !== undefined && !route.lazy && !route.layout;
    const object: RouteObject = group ? { handle: route.handle } : { path: route.path, handle: route.handle };
    if (route.layout) {
      // The shell is a chunk of its own so the sign-in screen does not download it.
      object.lazy = async () => ({ Component: (await import('../layout/shell-layout.tsx')).ShellLayout });
    } else if (route.lazy) {
      object.lazy = route.lazy;
    }
    if (route.children) object.children = toRouteObjects(route.children);
    return object;
  });
}
