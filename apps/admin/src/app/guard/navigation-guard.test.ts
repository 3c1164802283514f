import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/api-error.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { userInfoQueryKey } from '../../shared/api/session/get-user-info.ts';
import { toRouteObjects } from '../routing/route-objects.ts';
import { routeTable } from '../routing/route-table.ts';
import { createNavigationGuard } from './navigation-guard.ts';

const session = vi.hoisted(() => ({ cookie: false }));
vi.mock('../../shared/session/session-cookie.ts', () => ({
  hasSessionCookie: () => session.cookie,
  rememberedCompany: () => undefined,
}));

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../shared/ui/feedback.ts', () => ({
  toastError: (text: string) => toasts.push(text),
  toastSuccess: () => {},
  clearToasts: () => {},
  registerMessageApi: () => {},
}));

const guard = createNavigationGuard(toRouteObjects(routeTable));

const user = {
  id: 1,
  is_admin: 1,
  nick_name: 'Admin',
  user_name: 'admin',
  avatar_url: '',
  app_role: { id: 1, name: 'app', roles: ['system.web_manage'] },
  has_roles: [],
  company: { id: 1, code: 'demo', name: 'Demo' },
  website_init: true,
  setting: { articlePlatform: [] },
  sub_domain_suffix: 'demo.localhost',
  sub_account: false,
};

/** Runs the guard for a URL: the redirect target, or 'next' when the navigation went on. */
async function navigate(path: string): Promise<string> {
  const next = vi.fn(async () => ({}));
  try {
    await guard({ request: new Request(`http://admin.test${path}`) } as never, next);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location') ?? '?';
    throw thrown;
  }
  expect(next).toHaveBeenCalledOnce();
  return 'next';
}

beforeEach(() => {
  session.cookie = false;
  toasts.length = 0;
  queryClient.clear();
});

afterEach(() => vi.restoreAllMocks());

describe('navigation guard wiring', () => {
  it('lets the sign-in screen through and sends everything else to it', async () => {
    expect(await navigate('/login')).toBe('next');
    expect(await navigate('/401?noGoBack=true')).toBe('next');
    expect(await navigate('/system/web_manage?tab=1')).toBe(
      '/login?redirect=%2Fsystem%2Fweb_manage%3Ftab%3D1',
    );
    expect(await navigate('/no/such/page')).toBe('/login?redirect=%2Fno%2Fsuch%2Fpage');
  });

  it('loads user info once, then applies the route rules', async () => {
    session.cookie = true;
    const fetchQuery = vi.spyOn(queryClient, 'fetchQuery').mockImplementation(async () => {
      queryClient.setQueryData(userInfoQueryKey, user);
      return user;
    });
    expect(await navigate('/')).toBe('/system/web_manage');
    expect(await navigate('/system/web_manage')).toBe('next');
    expect(await navigate('/login')).toBe('/');
    expect(await navigate('/page/empty')).toBe('/system/web_manage');
    expect(await navigate('/user/change_password?user_name=admin')).toBe('next');
    expect(await navigate('/no/such/page')).toBe('next');
    expect(fetchQuery).toHaveBeenCalledOnce();
  });

  it('sends an expired session to sign-in with the way back', async () => {
    session.cookie = true;
    vi.spyOn(queryClient, 'fetchQuery').mockRejectedValue(new ApiError('Session expired', 401, 'server'));
    expect(await navigate('/page/empty?x=1')).toBe('/login?redirect=%2Fpage%2Fempty%3Fx%3D1');
    expect(toasts).toEqual(['Session expired']);
  });

  it('signs out and goes to the root when user info fails otherwise', async () => {
    session.cookie = true;
    vi.spyOn(queryClient, 'fetchQuery').mockRejectedValue(
      new ApiError('The app is not licensed', 1002, 'server'),
    );
    expect(await navigate('/system/web_manage')).toBe('/');
    expect(toasts).toEqual(['The app is not licensed']);
    expect(queryClient.getQueryData(userInfoQueryKey)).toBeUndefined();
  });

  it('refuses a user without roles', async () => {
    session.cookie = true;
    vi.spyOn(queryClient, 'fetchQuery').mockResolvedValue({ ...user, app_role: null, has_roles: [] });
    expect(await navigate('/system/web_manage')).toBe('/');
    expect(toasts).toEqual(['Roles must be a non-empty array!']);
  });
});
