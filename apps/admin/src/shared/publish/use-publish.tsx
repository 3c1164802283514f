import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { navigateTo } from '../navigation.ts';
import type { SelectedWebsite } from '../stores/website-store.ts';
import { useWebsiteStore } from '../stores/website-store.ts';
import { toastError, toastInfo, toastSuccess } from '../ui/feedback.ts';
import { checkPublishLinks, publishWebsite, unpublishWebsite } from './api/publish.ts';
import type { AskPublish } from './publish-confirm.tsx';
import { type PublishResult, runPublish } from './publish-flow.ts';
import type { LinkWarning } from './publish-links.ts';
import { fixPath, type PublishScope } from './publish-rules.ts';
import { usePublishedNews } from './published-news.tsx';

export interface PublishActions {
  /** Runs the whole publish sequence for the website (see {@link runPublish}). */
  publish(website: SelectedWebsite, scope: PublishScope): Promise<PublishResult>;
  /** Asks, then takes the website offline; true when it went offline. */
  unpublish(website: SelectedWebsite): Promise<boolean>;
  /** The website whose publish or un-publish is under way, for spinners. */
  busyWebsiteId: number | null;
  /** Must be rendered: the confirmations follow the app's theme and locale through it. */
  contextHolder: ReactElement | null;
}

const PublishConfirmHost = lazy(() => import('./publish-confirm.tsx'));

/** Publish and un-publish as both the website center and the page list offer them. */
export function usePublish(): PublishActions {
  const t = useT();
  const queryClient = useQueryClient();
  const [busyWebsiteId, setBusy] = useState<number | null>(null);
  // The confirmations' host (antd's modal) is loaded when the first question is asked.
  const [hostWanted, setHostWanted] = useState(false);
  const [host] = useState(() => {
    let resolve: (ask: AskPublish) => void = () => {};
    const ready = new Promise<AskPublish>((r) => {
      resolve = r;
    });
    return { ready, resolve };
  });
  const confirmHost = (): Promise<AskPublish> => {
    setHostWanted(true);
    return host.ready;
  };
  const contextHolder = hostWanted ? (
    <Suspense fallback={null}>
      <PublishConfirmHost onReady={host.resolve} />
    </Suspense>
  ) : null;

  async function ask(
    content: string,
    testId: string,
    danger = false,
    warning: LinkWarning | null = null,
  ): Promise<boolean> {
    const askPublish = await confirmHost();
    return askPublish({ t, content, testId, danger, warning });
  }

  async function publish(website: SelectedWebsite, scope: PublishScope): Promise<PublishResult> {
    const result = await runPublish(
      {
        t,
        confirm: (text, warning) => ask(text, 'publish-confirm', false, warning),
        checkLinks: checkPublishLinks,
        publish: async (websiteId, pages) => {
          setBusy(websiteId);
          try {
            return await publishWebsite(websiteId, pages);
          } finally {
            setBusy(null);
          }
        },
        showPublished: (text, published) => usePublishedNews.getState().tell({ text, published }, website),
        toastError: (text) => toastError(text),
        toastInfo: (text) => toastInfo(text),
        later: (run, ms) => void setTimeout(run, ms),
        openFix(place) {
          // The screens work on the selected website; from the website center none is.
          useWebsiteStore.getState().select(website);
          navigateTo(fixPath(place));
        },
      },
      website.website_id,
      scope,
    );
    // A publish changes what several screens show (website and page statuses, the pages' history):
    // everything loaded is read again, the lists on show at once.
    if (result === 'published') await queryClient.invalidateQueries();
    return result;
  }

  async function unpublish(website: SelectedWebsite): Promise<boolean> {
    if (!(await ask(t('publish.unpublishConfirm'), 'unpublish-confirm', true))) return false;
    setBusy(website.website_id);
    try {
      await unpublishWebsite(website.website_id);
    } catch {
      // The client has shown why; the site stays as it was.
      return false;
    } finally {
      setBusy(null);
    }
    toastSuccess(t('publish.unpublished'));
    await queryClient.invalidateQueries();
    return true;
  }

  return { publish, unpublish, busyWebsiteId, contextHolder };
}
