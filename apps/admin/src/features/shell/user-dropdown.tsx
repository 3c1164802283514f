import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import UserOutlined from '@ant-design/icons/es/icons/UserOutlined';
import type { UserInfo } from '@sitewright/contract';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import type { MessageKey } from '../../shared/i18n/index.ts';
import { useT } from '../../shared/i18n/index.ts';
import type { UserMenuEntry, UserMenuKey } from './user-menu.ts';

const LABELS: Record<UserMenuKey, MessageKey> = {
  users: 'shell.userManagement',
  audit: 'auditRoute.title',
  company: 'shell.companyInfo',
  orders: 'shell.orders',
  paySettings: 'shell.payAccounts',
  messages: 'shell.messageCenter',
  changePassword: 'shell.changePassword',
  logout: 'shell.logout',
};

export interface UserDropdownProps {
  user: UserInfo;
  entries: UserMenuEntry[];
  onSelect(entry: UserMenuEntry): void;
}

/** The signed-in user and the account menu. */
export function UserDropdown({ user, entries, onSelect }: UserDropdownProps) {
  const t = useT();
  const items = entries.flatMap((entry) => [
    ...(entry.key === 'logout' ? [{ type: 'divider' as const }] : []),
    { key: entry.key, label: t(LABELS[entry.key]), danger: entry.key === 'logout' },
  ]);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          const entry = entries.find((e) => e.key === key);
          if (entry) onSelect(entry);
        },
      }}
    >
      <Button type="text" data-testid="user-dropdown" style={{ height: 40 }}>
        {/* Read out as "Account" and the name shown (WCAG 2.5.3: the name holds the visible text). */}
        <span className="visually-hidden">{t('shell.account')} </span>
        {user.avatar_url ? (
          <img className="shell-avatar" src={user.avatar_url} alt="" />
        ) : (
          <span className="shell-avatar" aria-hidden="true">
            <UserOutlined />
          </span>
        )}
        <span
          className="shell-user-name"
          style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis' }}
        >
          {user.nick_name || user.user_name}
        </span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
