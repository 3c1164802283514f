import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '../shared/navigation.ts';
import { createNavigationGuard } from './guard/navigation-guard.ts';
import { RootErrorBoundary } from './layout/root-error-boundary.tsx';
import { RootLayout, RootLoading } from './layout/root-layout.tsx';
import { toRouteObjects } from './routing/route-objects.ts';
import { routeTable } from './routing/route-table.ts';

const screens = toRouteObjects(routeTable);

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
