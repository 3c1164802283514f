import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { PublishedNewsHost } from '../../shared/publish/published-news.tsx';
import { useNavigationProgress, useProgressWhileMounted } from './navigation-progress.ts';
import { useRouteHandle } from './use-route-handle.ts';

/** Keeps the document title on the current screen's title, in the current language. */
function useDocumentTitle(): void {
  const t = useT();
  const handle = useRouteHandle();
  const title = handle?.title;
  const transient = Boolean(handle?.transient);
  useEffect(() => {
    // The screen being refreshed keeps its title while the refresh passes through.
    if (transient) return;
    const app = t('app.name');
    document.title = title ? `${t(title)} · ${app}` : app;
  }, [t, title, transient]);
}

/** Around every screen: navigation progress, document title and the last publish's notice. */
export function RootLayout() {
  useNavigationProgress();
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <PublishedNewsHost />
    </>
  );
}

/** Shown while the first screen loads. */
export function RootLoading() {
  useProgressWhileMounted();
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
