import BellOutlined from '@ant-design/icons/es/icons/BellOutlined';
import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import { BADGE_MAX, ROLES } from '@sitewright/contract';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import { useT } from '../../shared/i18n/index.ts';
import { useFormUnreadCount } from '../../shared/api/forms/get-form-unread-count.ts';
import { useNavigate } from 'react-router';
import { useMessageCount } from '../../shared/api/messages/get-message-count.ts';
import { useRoles } from '../../shared/api/session/get-user-info.ts';
import { FORM_CENTER_PATH, MESSAGE_CENTER_PATH } from '../../shared/paths.ts';
import { hasRole } from '../../shared/session/roles.ts';

/** The inquiry centre's entry with the company's unread inquiries (spec §2: needs form.form_list). */
export function InquiryNotice() {
  const t = useT();
  const navigate = useNavigate();
  const allowed = hasRole(useRoles(), ROLES.formList);
  const count = useFormUnreadCount(allowed).data?.not_read_count ?? 0;
  if (!allowed) return null;
  const label = t('shell.inquiryCenter');
  return (
    <Button
      type="text"
      aria-label={count > 0 ? t('shell.inquiryUnread', { n: count }) : label}
      title={label}
      data-testid="badge-inquiry-button"
      onClick={() => navigate(FORM_CENTER_PATH)}
    >
      <Badge count={count} overflowCount={BADGE_MAX} size="small" data-testid="badge-inquiry">
        <span style={{ fontSize: 18 }}>
          <MailOutlined />
        </span>
      </Badge>
    </Button>
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
