import type { ButtonProps } from 'antd/es/button';
import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import { useEffect } from 'react';
import type { TFunction } from '../i18n/index.ts';
import type { LinkWarning } from './publish-links.ts';

/** One publish or un-publish question. */
export interface PublishQuestion {
  t: TFunction;
  content: string;
  testId: string;
  danger: boolean;
  warning: LinkWarning | null;
}

/** Asks a question; true when the operator agreed. */
export type AskPublish = (question: PublishQuestion) => Promise<boolean>;

/**
 * Holds the publish confirmations (a chunk of its own: a screen loads antd's modal only when it
 * first asks). Rendered inside the app's ConfigProvider, so the questions follow its theme and
 * locale; hands its `ask` to the screen's `usePublish` once mounted.
 */
export default function PublishConfirmHost({ onReady }: { onReady(ask: AskPublish): void }) {
  const [modal, contextHolder] = Modal.useModal();

  useEffect(() => {
    onReady(async ({ t, content, testId, danger, warning }) => {
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
                    {warning.more > 0 ? (
                      <li>{t('publish.linkWarningMore', { count: warning.more })}</li>
                    ) : null}
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
    });
  }, [modal, onReady]);

  return contextHolder;
}
