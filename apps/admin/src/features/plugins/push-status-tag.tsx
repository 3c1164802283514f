import type { PushStatus } from '@sitewright/contract';
import Tag from 'antd/es/tag';
import { type MessageKey, useT } from '../../shared/i18n/index.ts';
import { PUSH_STATUS_COLOR } from './push-log-view.ts';

const STATUS_TEXT: Record<PushStatus, MessageKey> = {
  queued: 'plugins.statusQueued',
  sent: 'plugins.statusSent',
  failed: 'plugins.statusFailed',
  retrying: 'plugins.statusRetrying',
  skipped: 'plugins.statusSkipped',
};

/** A push's status as a coloured tag. */
export function PushStatusTag({ status }: { status: PushStatus }) {
  const t = useT();
  return (
    <Tag color={PUSH_STATUS_COLOR[status]} data-testid="push-status">
      {t(STATUS_TEXT[status])}
    </Tag>
  );
}
