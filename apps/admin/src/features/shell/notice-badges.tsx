import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import { BADGE_MAX } from '@sitewright/contract';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { useFormUnreadCount } from './api/get-form-unread-count.ts';
import { useMessageCount } from './api/get-message-count.ts';

interface NoticeProps {
  testId: string;
  label: string;
  icon: ReactNode;
  count: number;
  text: string;
}

/**
 * A top-bar icon with an unread badge. Its own screen does not exist yet, so it opens a short note
 * instead of leading nowhere.
 */
function Notice({ testId, label, icon, count, text }: NoticeProps) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={label}
      content={<p style={{ margin: 0, maxWidth: 260 }}>{text}</p>}
    >
      <Button
        type="text"
        aria-label={count > 0 ? `${label} (${count})` : label}
        data-testid={`${testId}-button`}
      >
        <Badge count={count} overflowCount={BADGE_MAX} size="small" data-testid={testId}>
          <span style={{ fontSize: 18 }}>{icon}</span>
        </Badge>
      </Button>
    </Popover>
  );
}

/** Inquiry center entry with the company's unread form records. */
export function InquiryNotice() {
  const t = useT();
  const count = useFormUnreadCount().data?.not_read_count ?? 0;
  return (
    <Notice
      testId="badge-inquiry"
      label={t('shell.inquiryCenter')}
      icon={<MailOutlined />}
      count={count}
      text={count > 0 ? t('shell.inquiryUnread', { n: count }) : t('shell.inquiryEmpty')}
    />
  );
}

/** Message bell with the unread message count. */
export function MessageNotice() {
  const t = useT();
  const count = useMessageCount().data?.not_read_count ?? 0;
  return (
    <Notice
      testId="badge-messages"
      label={t('shell.messages')}
      icon={<BellOutlined />}
      count={count}
      text={count > 0 ? t('shell.messagesUnread', { n: count }) : t('shell.messagesEmpty')}
    />
  );
}
