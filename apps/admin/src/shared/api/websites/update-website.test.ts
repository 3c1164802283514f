import { DEFAULT_THEME, EMPTY_BRAND } from '@sitewright/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { useWebsiteStore } from '../../stores/website-store.ts';
import { websiteQueryOptions } from './get-website.ts';
import { websitesQueryOptions } from './get-websites.ts';
import { applySavedWebsite } from './update-website.ts';

const demo = {
  website_id: 1,
  name: 'Demo',
  domain: '',
  fixed_domain: 'demo.localhost',
  flag_code: 'US',
  default_language: 'en',
  curr_preview_link: 'http://demo.localhost/',
  create_time: '2026-01-01T00:00:00Z',
  theme: DEFAULT_THEME,
  seo: { title: '', keywords: '', description: '' },
  favicon: '',
  brand: EMPTY_BRAND,
  is_published: false,
  published_at: null,
};

afterEach(() => useWebsiteStore.getState().clear());

describe('applySavedWebsite', () => {
  it('renames the selected website in the store and the cached info at once', async () => {
    const queryClient = new QueryClient();
    useWebsiteStore.getState().select(demo);
    await applySavedWebsite(queryClient, { ...demo, name: 'Renamed', flag_code: 'DE' });
    expect(useWebsiteStore.getState().website).toMatchObject({
      website_id: 1,
      name: 'Renamed',
      flag_code: 'DE',
    });
    expect(queryClient.getQueryData(websiteQueryOptions(1).queryKey)?.name).toBe('Renamed');
  });

  it('leaves another selected website alone', async () => {
    const queryClient = new QueryClient();
    useWebsiteStore.getState().select({ ...demo, website_id: 2, name: 'Other' });
    await applySavedWebsite(queryClient, { ...demo, name: 'Renamed' });
    expect(useWebsiteStore.getState().website).toMatchObject({ website_id: 2, name: 'Other' });
  });

  it('selects nothing when no website is selected (the website center)', async () => {
    const queryClient = new QueryClient();
    await applySavedWebsite(queryClient, demo);
    expect(useWebsiteStore.getState().website).toBeNull();
  });

  it('marks the website list stale', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(websitesQueryOptions().queryKey, { list: [demo], total: 1 });
    await applySavedWebsite(queryClient, { ...demo, name: 'Renamed' });
    expect(queryClient.getQueryState(websitesQueryOptions().queryKey)?.isInvalidated).toBe(true);
  });
});
