import type { ButtonProps } from 'antd/es/button';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { createPendingAction } from './pending-action.ts';

export interface PublishFirst {
  /** Runs the action now, or, when the page has changes not on the website, asks first. */
  guard(action: () => void): void;
  /** The publish succeeded: the waiting action runs. */
  published(): void;
  /** The publish dialog was closed without publishing. */
  cancelled(): void;
  dialog: ReactNode;
}

/**
 * Leaving a page whose changes are not published asks whether to publish first; choosing to do so
 * opens the publish dialog and keeps the action until the publish has succeeded.
 */
export function usePublishFirst({
  unpublished,
  openPublish,
}: {
  unpublished: boolean;
  /** Opens the publish dialog; false when it could not (the save before it failed). */
  openPublish(): Promise<boolean>;
}): PublishFirst {
  const t = useT();
  const pending = useRef(createPendingAction()).current;
  const [asking, setAsking] = useState<(() => void) | null>(null);

  const choose = (choice: 'publish' | 'leave' | 'stay') => {
    const action = asking;
    setAsking(null);
    if (!action || choice === 'stay') return;
    if (choice === 'leave') {
      action();
      return;
    }
    pending.hold(action);
    void openPublish().then((opened) => {
      if (!opened) pending.drop();
    });
  };

  const dialog = (
    <Modal
      open={asking !== null}
      title={t('pageEditor.publishFirstTitle')}
      onCancel={() => choose('stay')}
      footer={[
        <Button key="stay" onClick={() => choose('stay')} data-testid="publish-first-stay">
          {t('common.cancel')}
        </Button>,
        <Button key="leave" onClick={() => choose('leave')} data-testid="publish-first-leave">
          {t('pageEditor.publishFirstLeave')}
        </Button>,
        <Button
          key="publish"
          type="primary"
          onClick={() => choose('publish')}
          {...({ 'data-testid': 'publish-first-ok' } as ButtonProps)}
        >
          {t('pageEditor.publishFirstOk')}
        </Button>,
      ]}
      data-testid="publish-first-dialog"
    >
      {t('pageEditor.publishFirstText')}
    </Modal>
  );

  return {
    guard(action) {
      if (unpublished) setAsking(() => action);
      else action();
    },
    published: () => pending.run(),
    cancelled: () => pending.drop(),
    dialog,
  };
}
