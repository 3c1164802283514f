import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { registerNavigator } from '../shared/navigation.ts';
import { createNavigationGuard } from './guard/navigation-guard.ts';
import { RootErrorBoundary } from './layout/root-error-boundary.tsx';
import { RootLayout, RootLoading } from './layout/root-layout.tsx';
import { routeTable } from './routing/route-table.ts';
import type { AppRoute } from './routing/route-types.ts';

function toRouteObject(route: AppRoute): RouteObject {
  if (route.redirect) {
    const target = route.redirect;
    return { index: true, loader: () => redirect(target) };
  }
  const object: RouteObject = { path: route.path, handle: route.handle };
  if (route.layout) {
    // The shell is a chunk of its own so the sign-in screen does not download it.
    object.lazy = async () => ({ Component: (await import('./layout/shell-layout.tsx')).ShellLayout });
  } else if (route.lazy) {
    object.lazy = route.lazy;
  }
  if (route.children) object.children = route.children.map(toRouteObject);
  return object;
}

const screens = routeTable.map(toRouteObject);

// Middleware on a pathless root so the guard sees every navigation; the loader makes the router
// run it on the very first load as well.
const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RootLoading,
    ErrorBoundary: RootErrorBoundary,
    middleware: [createNavigationGuard(screens)],
    loader: () => null,
    children: screens,
  },
];

export const router = createBrowserRouter(routes);

registerNavigator((to, options) => {
  void router.navigate(to, options);
});
