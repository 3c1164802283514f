import { redirect, type RouteObject } from 'react-router';
import type { AppRoute } from './route-types.ts';

/** The route table as React Router route objects; handles travel along for `useMatches`. */
export function toRouteObjects(routes: readonly AppRoute[]): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.redirect) {
      const target = route.redirect;
      return { index: true, loader: () => redirect(target) };
    }
    const object: RouteObject = { path: route.path, handle: route.handle };
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
