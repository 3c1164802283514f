import { describe, expect, it } from 'vitest';
import type { AccessRoute } from '../routing/access.ts';
import { decideNavigation, loginRedirect, type NavigationState } from './decide-navigation.ts';

const routes = {
  login: { path: '/login', handle: { name: 'Login', public: true } },
  e401: { path: '/401', handle: { name: 'Unauthorized', public: true } },
  root: { path: '/' },
  center: { path: '/system/web_manage', handle: { name: 'WebManage', roles: ['system.web_manage'] } },
  pages: { path: '/page/empty', handle: { name: 'PageEmpty', requiresWebsite: true } },
  orders: { path: '/order/index', handle: { name: 'OrderIndex', roles: ['order.index'] } },
  password: { path: '/user/change_password', handle: { name: 'ChangePassword' } },
  nameless: { path: '/x', handle: {} },
  catchAll: { path: '*', handle: { name: 'NotFound' } },
} satisfies Record<string, AccessRoute>;

function state(overrides: Partial<NavigationState>): NavigationState {
  return {
    pathname: '/system/web_manage',
    search: '',
    route: routes.center,
    hasSession: true,
    roles: ['system.web_manage'],
    hasWebsite: false,
    ...overrides,
  };
}

describe('decideNavigation', () => {
  it('lets public routes through without a session', () => {
    expect(
      decideNavigation(state({ pathname: '/login', route: routes.login, hasSession: false, roles: null })),
    ).toEqual({
      type: 'allow',
    });
    expect(decideNavigation(state({ pathname: '/401', route: routes.e401, hasSession: false }))).toEqual({
      type: 'allow',
    });
  });

  it('sends a signed-in user away from /login to /', () => {
    expect(decideNavigation(state({ pathname: '/login', route: routes.login }))).toEqual({
      type: 'redirect',
      to: '/',
    });
  });

  it('sends everyone without a session to /login with the wanted path and query', () => {
    expect(
      decideNavigation(
        state({
          pathname: '/user/change_password',
          search: '?user_name=ann',
          route: routes.password,
          hasSession: false,
          roles: null,
        }),
      ),
    ).toEqual({ type: 'redirect', to: '/login?redirect=%2Fuser%2Fchange_password%3Fuser_name%3Dann' });
  });

  it('sends unknown paths without a session to /login too', () => {
    expect(
      decideNavigation(state({ pathname: '/nope', route: routes.catchAll, hasSession: false, roles: null })),
    ).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fnope',
    });
  });

  it('asks for user info once a session exists but roles are unknown', () => {
    expect(decideNavigation(state({ roles: null }))).toEqual({ type: 'load-user' });
    expect(decideNavigation(state({ pathname: '/', route: routes.root, roles: null }))).toEqual({
      type: 'load-user',
    });
  });

  it('sends / to the website center', () => {
    expect(decideNavigation(state({ pathname: '/', route: routes.root }))).toEqual({
      type: 'redirect',
      to: '/system/web_manage',
    });
  });

  it('always lets the website center through, even without its role', () => {
    expect(decideNavigation(state({ roles: [] }))).toEqual({ type: 'allow' });
  });

  it('sends a user without permission to /401 without a way back', () => {
    expect(
      decideNavigation(state({ pathname: '/order/index', route: routes.orders, roles: ['pay.set'] })),
    ).toEqual({
      type: 'redirect',
      to: '/401?noGoBack=true',
    });
    expect(decideNavigation(state({ pathname: '/x', route: routes.nameless, roles: ['admin'] }))).toEqual({
      type: 'redirect',
      to: '/401?noGoBack=true',
    });
  });

  it('lets admin and role holders through', () => {
    expect(
      decideNavigation(state({ pathname: '/order/index', route: routes.orders, roles: ['admin'] })),
    ).toEqual({
      type: 'allow',
    });
    expect(
      decideNavigation(state({ pathname: '/order/index', route: routes.orders, roles: ['order.index'] })),
    ).toEqual({
      type: 'allow',
    });
  });

  it('sends website screens without a selected website to the website center', () => {
    expect(decideNavigation(state({ pathname: '/page/empty', route: routes.pages }))).toEqual({
      type: 'redirect',
      to: '/system/web_manage',
    });
    expect(
      decideNavigation(state({ pathname: '/page/empty', route: routes.pages, hasWebsite: true })),
    ).toEqual({
      type: 'allow',
    });
  });

  it('lets screens without roles through for any signed-in user', () => {
    expect(
      decideNavigation(state({ pathname: '/user/change_password', route: routes.password, roles: [] })),
    ).toEqual({
      type: 'allow',
    });
  });

  it('shows the 404 screen to signed-in users on unknown paths', () => {
    expect(decideNavigation(state({ pathname: '/nope', route: routes.catchAll }))).toEqual({ type: 'allow' });
  });

  it('sends paths no route matches to /401', () => {
    expect(decideNavigation(state({ pathname: '/nope', route: null }))).toEqual({
      type: 'redirect',
      to: '/401?noGoBack=true',
    });
  });
});

describe('loginRedirect', () => {
  it('encodes path and query into one parameter', () => {
    expect(loginRedirect('/a b', '?x=1&y=2')).toBe('/login?redirect=%2Fa%20b%3Fx%3D1%26y%3D2');
  });
});
