import MailOutlined from '@ant-design/icons/es/icons/MailOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import TeamOutlined from '@ant-design/icons/es/icons/TeamOutlined';
import type { TeamUser, TeamUserStatus } from '@sitewright/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../shared/api/session/get-user-info.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { ROLE_INDEX_PATH, USER_ADD_PATH, USER_EDIT_PATH } from '../../shared/paths.ts';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { FilterBar } from '../../shared/ui/data-table/filter-bar.tsx';
import { Pager } from '../../shared/ui/data-table/pager.tsx';
import { RowActions } from '../../shared/ui/data-table/row-actions.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useDeleteUser, useRoles, useSetUserStatus, useUsers } from './api/team-api.ts';
import { InviteDialog, PendingInvitations, SubAccountSuffix } from './invitations.tsx';
import './team-i18n.ts';
import './team.css';

const PAGE_SIZE = 20;

/** User management (spec §2 `/user/index`, administrators only): the company's users and their roles. */
export function UsersPage() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const company = useUserInfo().data?.company;
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<TeamUserStatus | undefined>();
  const [roleId, setRoleId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const query = {
    page,
    page_size: PAGE_SIZE,
    keyword: keyword.trim(),
    ...(status ? { status } : {}),
    ...(roleId ? { role_id: roleId } : {}),
  };
  const { data, isPending, isError, refetch } = useUsers(query);
  const roles = useRoles().data?.list ?? [];
  const setStatusMutation = useSetUserStatus();
  const deleteMutation = useDeleteUser();
  const [modal, modalHolder] = Modal.useModal();
  const [inviting, setInviting] = useState(false);
  const dates = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium' });

  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
  };

  async function toggle(user: TeamUser) {
    const name = user.nick_name || user.user_name;
    if (user.status === 'active') {
      const ok = await modal.confirm({
        title: t('team.disableConfirm', { name }),
        content: t('team.disableHint'),
        okText: t('team.disable'),
        okButtonProps: { danger: true },
        cancelText: t('team.cancel'),
      });
      if (!ok) return;
    }
    try {
      const next = user.status === 'active' ? 'disabled' : 'active';
      await setStatusMutation.mutateAsync({ id: user.id, status: next });
      toastSuccess(t(next === 'disabled' ? 'team.disabledDone' : 'team.enabledDone', { name }));
    } catch {
      // The client has shown why.
    }
  }

  async function remove(user: TeamUser) {
    const ok = await modal.confirm({
      title: t('team.deleteConfirm', { name: user.nick_name || user.user_name }),
      content: t('team.deleteHint'),
      okText: t('team.delete'),
      okButtonProps: { danger: true, 'data-testid': 'user-delete-confirm' } as ButtonProps,
      cancelText: t('team.cancel'),
    });
    if (!ok) return;
    try {
      await deleteMutation.mutateAsync(user.id);
      toastSuccess(t('team.deleted'));
    } catch {
      // The client has shown why.
    }
  }

  const columns: DataColumn<TeamUser>[] = [
    {
      key: 'name',
      title: t('team.userName'),
      render: (user) => (
        <span className="team-user-name">
          <strong>{user.nick_name || user.user_name}</strong>
          <span className="screen-muted">
            {user.user_name}
            {user.is_self ? ` (${t('team.you')})` : ''}
          </span>
        </span>
      ),
    },
    {
      key: 'role',
      title: t('team.role'),
      cellTestId: 'user-row-role',
      render: (user) => (
        <>
          {user.role ? <Tag color={user.role.built_in ? 'gold' : 'blue'}>{user.role.name}</Tag> : null}
          {user.sub_account ? <Tag data-testid="user-row-sub-account">{t('team.subAccount')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'contact',
      title: `${t('team.email')} / ${t('team.phone')}`,
      render: (user) => (
        <span className="team-user-name">
          <span>{user.email}</span>
          <span className="screen-muted">{user.phone}</span>
        </span>
      ),
    },
    {
      key: 'status',
      title: t('team.status'),
      cellTestId: 'user-row-status',
      render: (user) =>
        user.status === 'active' ? (
          <Tag color="green">{t('team.active')}</Tag>
        ) : (
          <Tag>{t('team.disabled')}</Tag>
        ),
    },
    { key: 'created', title: t('team.created'), render: (user) => dates.format(new Date(user.create_time)) },
    {
      key: 'actions',
      title: t('team.actions'),
      className: 'data-table-actions',
      render: (user) => (
        <RowActions
          rowName={user.user_name}
          moreTestId={`user-more-${user.user_name}`}
          more={[
            !user.is_self && {
              key: 'status',
              label: t(user.status === 'active' ? 'team.disable' : 'team.enable'),
              onClick: () => void toggle(user),
              testId: 'user-toggle-status',
            },
            !user.is_self && {
              key: 'delete',
              label: t('team.delete'),
              danger: true,
              onClick: () => void remove(user),
              testId: 'user-delete',
            },
          ]}
        >
          <Button
            size="small"
            onClick={() => navigate(`${USER_EDIT_PATH}?id=${user.id}`)}
            data-testid={`user-edit-${user.user_name}`}
          >
            {t('team.edit')}
          </Button>
        </RowActions>
      ),
    },
  ];

  const users = data?.list ?? [];
  return (
    <div className="screen" data-testid="users-page">
      {modalHolder}
      <header className="screen-header">
        <div>
          <h1>{t('team.usersTitle')}</h1>
          <p className="screen-muted">{t('team.usersIntro', { company: company?.name ?? '' })}</p>
        </div>
        <div className="team-actions">
          <Button icon={<TeamOutlined />} onClick={() => navigate(ROLE_INDEX_PATH)} data-testid="users-roles">
            {t('team.manageRoles')}
          </Button>
          <Button icon={<MailOutlined />} onClick={() => setInviting(true)} data-testid="user-invite">
            {t('team.invite')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => navigate(USER_ADD_PATH)}
            data-testid="user-add"
          >
            {t('team.addUser')}
          </Button>
        </div>
      </header>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <SubAccountSuffix />
      <FilterBar
        search={{
          value: keyword,
          onChange: (v) => filtered(() => setKeyword(v)),
          placeholder: t('team.search'),
          testId: 'users-search',
        }}
      >
        <Select
          allowClear
          placeholder={t('team.anyStatus')}
          aria-label={t('team.status')}
          value={status}
          onChange={(v) => filtered(() => setStatus(v))}
          options={[
            { value: 'active', label: t('team.active') },
            { value: 'disabled', label: t('team.disabled') },
          ]}
          className="team-filter"
          data-testid="users-status-filter"
        />
        <Select
          allowClear
          placeholder={t('team.anyRole')}
          aria-label={t('team.role')}
          value={roleId}
          onChange={(v) => filtered(() => setRoleId(v))}
          options={roles.map((r) => ({ value: r.id, label: r.name }))}
          className="team-filter"
          data-testid="users-role-filter"
        />
      </FilterBar>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 5 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('team.loadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : users.length === 0 ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('team.empty')}</p>
        </div>
      ) : (
        <>
          <p className="screen-muted" data-testid="users-count">
            {data.total === 1 ? t('team.countOne') : t('team.count', { n: data.total })}
          </p>
          <DataTable
            rows={users}
            rowKey={(user) => user.id}
            rowTestId={(user) => `user-row-${user.user_name}`}
            columns={columns}
            testId="users-table"
          />
          <Pager page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
        </>
      )}
      <PendingInvitations />
    </div>
  );
}
