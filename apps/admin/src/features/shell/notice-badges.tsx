import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import { BADGE_MAX } from '@sitewright/contract';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { useFormUnreadCount } from './api/get-form-unread-count.ts';
import { useNavigate } from 'react-router';
import { useMessageCount } from '../../shared/api/messages/get-message-count.ts';
import { MESSAGE_CENTER_PATH } from '../../shared/paths.ts';

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

/** Message bell with the unread message count; it opens the message centre. */
export function MessageNotice() {
  const t = useT();
  const navigate = useNavigate();
  const count = useMessageCount().data?.not_read_count ?? 0;
  const label = t('shell.messages');
  return (
    <Button
      type="text"
      aria-label={count > 0 ? t('shell.messagesUnread', { n: count }) : label}
      title={label}
      data-testid="badge-messages-button"
      onClick={() => navigate(MESSAGE_CENTER_PATH)}
    >
      <Badge count={count} overflowCount={BADGE_MAX} size="small" data-testid="badge-messages">
        <span style={{ fontSize: 18 }}>
          <BellOutlined />
        </span>
      </Badge>
    </Button>
  );
}
