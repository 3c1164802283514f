import { lazy, Suspense, useCallback } from 'react';
import { create } from 'zustand';
import { useT } from '../i18n/index.ts';
import { navigateTo } from '../navigation.ts';
import { pageEditPath } from '../paths.ts';
import type { SelectedWebsite } from '../stores/website-store.ts';
import { useWebsiteStore } from '../stores/website-store.ts';
import type { PublishedNews } from './published-notice.tsx';

interface PublishedNewsState {
  /** The last publish's outcome, with the website it was for (the website center has none selected). */
  current: { news: PublishedNews; website: SelectedWebsite } | null;
  tell(news: Omit<PublishedNews, 'seq'>, website: SelectedWebsite): void;
}

/**
 * The last publish's news, kept above the screens: a publish that ends as the editor switches to
 * the page the operator asked for (or the operator leaves the screen) is still told.
 */
export const usePublishedNews = create<PublishedNewsState>()((set) => ({
  current: null,
  tell(news, website) {
    set((before) => ({ current: { news: { ...news, seq: (before.current?.news.seq ?? 0) + 1 }, website } }));
  },
}));

const PublishedNotice = lazy(() => import('./published-notice.tsx'));

/** Rendered once around every screen; loads the notice with the first publish. */
export function PublishedNewsHost() {
  const t = useT();
  const current = usePublishedNews((s) => s.current);
  const openPage = useCallback(
    (pageId: number) => {
      if (!current) return;
      useWebsiteStore.getState().select(current.website);
      navigateTo(pageEditPath(pageId, current.website.website_id));
    },
    [current],
  );
  if (!current) return null;
  return (
    <Suspense fallback={null}>
      <PublishedNotice news={current.news} t={t} openPage={openPage} />
    </Suspense>
  );
}
