import { useQueryClient } from '@tanstack/react-query';
import type { ButtonProps } from 'antd/es/button';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import { type ReactElement, useState } from 'react';
import { useT } from '../i18n/index.ts';
import { navigateTo } from '../navigation.ts';
import type { SelectedWebsite } from '../stores/website-store.ts';
import { useWebsiteStore } from '../stores/website-store.ts';
import { toastError, toastInfo, toastSuccess } from '../ui/feedback.ts';
import { checkPublishLinks, publishWebsite, unpublishWebsite } from './api/publish.ts';
import { type PublishResult, runPublish } from './publish-flow.ts';
import type { LinkWarning } from './publish-links.ts';
import { fixPath, type PublishScope } from './publish-rules.ts';

export interface PublishActions {
  /** Runs the whole publish sequence for the website (see {@link runPublish}). */
  publish(website: SelectedWebsite, scope: PublishScope): Promise<PublishResult>;
  /** Asks, then takes the website offline; true when it went offline. */
  unpublish(website: SelectedWebsite): Promise<boolean>;
  /** The website whose publish or un-publish is under way, for spinners. */
  busyWebsiteId: number | null;
  /** Must be rendered: the confirmations follow the app's theme and locale through it. */
  contextHolder: ReactElement;
}

/** Publish and un-publish as both the website center and the page list offer them. */
export function usePublish(): PublishActions {
  const t = useT();
  const queryClient = useQueryClient();
  const [modal, contextHolder] = Modal.useModal();
  const [busyWebsiteId, setBusy] = useState<number | null>(null);

  async function ask(
    content: string,
    testId: string,
    danger = false,
    warning: LinkWarning | null = null,
  ): Promise<boolean> {
    const confirmed = await modal.confirm({
      title: t('publish.confirmTitle'),
      content: warning ? (
        <>
          <p>{content}</p>
          <Alert
            type="warning"
            showIcon
            title={t('publish.linkWarningTitle')}
            description={
              <>
                <p>{t('publish.linkWarningText')}</p>
                <ul>
                  {warning.lines.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                  {warning.more > 0 ? <li>{t('publish.linkWarningMore', { count: warning.more })}</li> : null}
                </ul>
              </>
            }
            data-testid="publish-link-warning"
          />
        </>
      ) : (
        content
      ),
      width: warning ? 520 : undefined,
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger, 'data-testid': `${testId}-ok` } as ButtonProps,
      cancelButtonProps: { 'data-testid': `${testId}-cancel` } as ButtonProps,
    });
    return confirmed === true;
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
        toastSuccess: (text) => toastSuccess(text),
        toastError: (text) => toastError(text),
        toastInfo: (text) => toastInfo(text),
        later: (run, ms) => void setTimeout(run, ms),
        openFix(place) {
          // The screens work on the selected website; from the website center none is.
          useWebsiteStore.getState().select(website);
          navigateTo(fixPath(place, website.website_id));
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
