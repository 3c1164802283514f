import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';
import { useVisitedViewsStore } from '../stores/visited-views-store.ts';
import { useWebsiteStore } from '../stores/website-store.ts';
import { leaveSession, localLogout } from './local-logout.ts';

const website = {
  website_id: 2,
  name: 'Acme',
  flag_code: 'DE',
  domain: '',
  fixed_domain: 'acme.localhost',
  curr_preview_link: '',
};

function signedInState() {
  queryClient.setQueryData(['session', 'user-info'], { user_name: 'admin' });
  queryClient.setQueryData(['websites', 'list'], { list: [], total: 0 });
  useWebsiteStore.getState().select(website);
  useVisitedViewsStore.getState().add({
    path: '/page/empty',
    fullPath: '/page/empty',
    name: 'PageEmpty',
    title: 'route.pages',
    affix: false,
    noCache: false,
  });
}

describe('localLogout', () => {
  it('forgets cached server state (user and roles included), the website and the tabs', () => {
    signedInState();
    localLogout();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(useWebsiteStore.getState().website).toBeNull();
    expect(useVisitedViewsStore.getState().views).toEqual([]);
  });
});

describe('leaveSession', () => {
  it('navigates away before clearing, so mounted screens never see an empty cache', async () => {
    signedInState();
    const seen: number[] = [];
    const navigate = vi.fn(async () => {
      seen.push(queryClient.getQueryCache().getAll().length);
    });
    await leaveSession(navigate, '/login');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(seen[0]).toBeGreaterThan(0);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
