import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { userInfoQueryKey } from '../../shared/api/session/get-user-info.ts';
import { refreshView } from './refresh-view.ts';

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  queryClient.setQueryData(userInfoQueryKey, { user_name: 'admin' });
  queryClient.setQueryData(['pages', 7, 'en'], { pages: [] });
  const navigate = vi.fn();
  const stale = (key: readonly unknown[]) => queryClient.getQueryCache().find({ queryKey: key })?.isStale();
  return { queryClient, navigate, stale };
}

describe('refreshView', () => {
  it('opens the tab on show anew through /redirect, in place of its history entry', () => {
    const { queryClient, navigate } = setup();
    refreshView({ path: '/page/index', fullPath: '/page/index?lang=en' }, '/page/index', {
      queryClient,
      navigate,
    });
    expect(navigate).toHaveBeenCalledWith('/redirect/page/index?lang=en', { replace: true });
  });

  it('opens another tab anew as a new history entry', () => {
    const { queryClient, navigate } = setup();
    refreshView({ path: '/page/menu', fullPath: '/page/menu' }, '/page/index', { queryClient, navigate });
    expect(navigate).toHaveBeenCalledWith('/redirect/page/menu', { replace: false });
  });

  it('makes the screen fetch its data again but keeps the signed-in user', () => {
    const { queryClient, navigate, stale } = setup();
    expect(stale(['pages', 7, 'en'])).toBe(false);
    refreshView({ path: '/page/index', fullPath: '/page/index' }, '/page/index', { queryClient, navigate });
    expect(stale(['pages', 7, 'en'])).toBe(true);
    expect(stale(userInfoQueryKey)).toBe(false);
  });
});
