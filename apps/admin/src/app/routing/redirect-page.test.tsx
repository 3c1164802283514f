// @vitest-environment happy-dom
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { refreshPath } from '../../shared/paths.ts';
import { decideNavigation } from '../guard/decide-navigation.ts';
import { useShownRoute } from '../layout/use-route-handle.ts';
import { redirectTarget } from './redirect-page.tsx';
import { toRouteObjects } from './route-objects.ts';
import { routeTable } from './route-table.ts';
import type { AppRoute } from './route-types.ts';

// The router settles on its own time (lazy screens, redirects); the test waits for what it shows.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function find(routes: readonly AppRoute[], name: string): AppRoute | undefined {
  for (const route of routes) {
    if (route.handle?.name === name) return route;
    const inner = route.children ? find(route.children, name) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const redirectRoute = find(routeTable, 'Redirect');

describe('/redirect/:path* (spec §2)', () => {
  it('is a public route outside the left menu and the tabs', () => {
    expect(redirectRoute?.path).toBe('/redirect/*');
    expect(redirectRoute?.handle).toMatchObject({ public: true, hidden: true, noTab: true });
    const decision = decideNavigation({
      pathname: '/redirect/page/index',
      search: '?lang=en',
      route: redirectRoute ?? null,
      hasSession: false,
      roles: null,
      hasWebsite: false,
    });
    expect(decision).toEqual({ type: 'allow' });
  });

  it('goes on to the same screen with the same query, which mounts anew, without a history entry', async () => {
    if (!redirectRoute) throw new Error('no /redirect route');
    let mounts = 0;
    function PageList() {
      useEffect(() => {
        mounts += 1;
      }, []);
      return null;
    }
    const table: AppRoute[] = [
      redirectRoute,
      {
        path: '/system/web_manage',
        handle: { name: 'WebManage' },
        lazy: async () => ({ Component: () => null }),
      },
      { path: '/page/index', handle: { name: 'PageIndex' }, lazy: async () => ({ Component: PageList }) },
    ];
    const routes = [{ id: 'root', HydrateFallback: () => null, children: toRouteObjects(table) }];
    const router = createMemoryRouter(routes, {
      initialEntries: ['/system/web_manage', '/page/index?lang=en'],
      initialIndex: 1,
    });
    const root = createRoot(document.createElement('div'));
    root.render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(mounts).toBe(1));

    await router.navigate(refreshPath('/page/index?lang=en'), { replace: true });
    await vi.waitFor(() => expect(mounts).toBe(2));
    expect(router.state.location.pathname).toBe('/page/index');
    expect(router.state.location.search).toBe('?lang=en');

    await router.navigate(-1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/system/web_manage'));
    root.unmount();
  });

  it('leaves the shell on the refreshed screen while it passes through', async () => {
    if (!redirectRoute) throw new Error('no /redirect route');
    const seen: string[] = [];
    function Shell() {
      const { handle, pathname } = useShownRoute();
      seen.push(`${pathname} ${handle?.name}`);
      return <Outlet />;
    }
    const screen = async () => ({ Component: () => null });
    const routes = [
      {
        id: 'root',
        HydrateFallback: () => null,
        Component: Shell,
        children: toRouteObjects([
          redirectRoute,
          { path: '/page/web_set', handle: { name: 'WebSet' }, lazy: screen },
        ]),
      },
    ];
    const router = createMemoryRouter(routes, { initialEntries: ['/page/web_set'] });
    const root = createRoot(document.createElement('div'));
    root.render(<RouterProvider router={router} />);
    await vi.waitFor(() => expect(seen).toContain('/page/web_set WebSet'));
    await router.navigate(refreshPath('/page/web_set'), { replace: true });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/page/web_set'));
    expect(router.state.location.pathname).toBe('/page/web_set');
    expect(seen.filter((s) => !s.startsWith('/page/web_set WebSet'))).toEqual([]);
    root.unmount();
  });

  it('never leads to another host', () => {
    expect(redirectTarget('/redirect/page/index', '?a=1')).toBe('/page/index?a=1');
    expect(redirectTarget('/redirect//evil.example/x', '')).toBe('/evil.example/x');
    expect(redirectTarget('/redirect/\\/evil.example', '')).toBe('/evil.example');
    expect(redirectTarget('/redirect', '')).toBe('/');
  });
});
