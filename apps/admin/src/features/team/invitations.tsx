import { INVITATION_TTL_DAYS, type TeamInvitation } from '@sitewright/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import {
  useInvitations,
  useInvite,
  useRevokeInvitation,
  useSaveSubAccountSetting,
  useSubAccountSetting,
} from './api/invite-api.ts';
import { useRoles } from './api/team-api.ts';

interface InviteFields {
  email: string;
  role_id: number | undefined;
  lang: 'en' | 'zh';
}

/** "Invite by e-mail": an address, a role and the mail's language. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<InviteFields>();
  const roles = useRoles().data?.list ?? [];
  const invite = useInvite();

  async function submit(values: InviteFields) {
    try {
      await invite.mutateAsync({
        email: values.email.trim(),
        role_id: values.role_id ?? 0,
        lang: values.lang,
      });
      toastSuccess(t('team.inviteSent', { email: values.email.trim() }));
      form.resetFields();
      onClose();
    } catch {
      // The client has shown why.
    }
  }

  return (
    <Modal
      open={open}
      title={t('team.inviteTitle')}
      onCancel={onClose}
      okText={t('team.inviteSend')}
      cancelText={t('team.cancel')}
      onOk={() => form.submit()}
      confirmLoading={invite.isPending}
      okButtonProps={{ 'data-testid': 'invite-send' } as ButtonProps}
      destroyOnHidden
    >
      <p className="screen-muted">{t('team.inviteIntro', { days: INVITATION_TTL_DAYS })}</p>
      <Form<InviteFields>
        form={form}
        layout="vertical"
        initialValues={{ lang }}
        onFinish={submit}
        data-testid="invite-dialog-form"
      >
        <Form.Item name="email" label={t('team.inviteEmail')} rules={[{ required: true, type: 'email' }]}>
          <Input type="email" autoComplete="off" data-testid="invite-email" />
        </Form.Item>
        <Form.Item name="role_id" label={t('team.role')} rules={[{ required: true }]}>
          <Select options={roles.map((r) => ({ value: r.id, label: r.name }))} data-testid="invite-role" />
        </Form.Item>
        <Form.Item name="lang" label={t('team.inviteLang')}>
          <Select
            options={[
              { value: 'en', label: t('team.langEn') },
              { value: 'zh', label: t('team.langZh') },
            ]}
            data-testid="invite-lang"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Invitations nobody has answered yet, with "Send again" (a new link) and "Withdraw". */
export function PendingInvitations() {
  const t = useT();
  const lang = useLanguage();
  const list = useInvitations().data?.list ?? [];
  const invite = useInvite();
  const revoke = useRevokeInvitation();
  const [modal, holder] = Modal.useModal();
  const dates = new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en', { dateStyle: 'medium' });
  if (list.length === 0) return null;

  async function resend(item: TeamInvitation) {
    if (!item.role) return;
    try {
      await invite.mutateAsync({
        email: item.email,
        role_id: item.role.id,
        lang: item.lang === 'zh' ? 'zh' : 'en',
      });
      toastSuccess(t('team.inviteSent', { email: item.email }));
    } catch {
      // The client has shown why.
    }
  }

  async function withdraw(item: TeamInvitation) {
    const ok = await modal.confirm({
      title: t('team.revokeConfirm', { email: item.email }),
      okText: t('team.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('team.cancel'),
    });
    if (!ok) return;
    try {
      await revoke.mutateAsync(item.id);
      toastSuccess(t('team.revoked'));
    } catch {
      // The client has shown why.
    }
  }

  const columns: DataColumn<TeamInvitation>[] = [
    { key: 'email', title: t('team.email'), render: (item) => item.email },
    {
      key: 'role',
      title: t('team.role'),
      render: (item) =>
        item.role ? <Tag color={item.role.built_in ? 'gold' : 'blue'}>{item.role.name}</Tag> : null,
    },
    { key: 'by', title: t('team.invitedBy'), render: (item) => item.invited_by },
    { key: 'expires', title: t('team.expires'), render: (item) => dates.format(new Date(item.expire_time)) },
    {
      key: 'actions',
      title: t('team.actions'),
      className: 'data-table-actions',
      render: (item) => (
        <span className="team-actions">
          <Button
            size="small"
            onClick={() => void resend(item)}
            disabled={!item.role}
            data-testid="invitation-resend"
          >
            {t('team.resend')}
          </Button>
          <Button size="small" danger onClick={() => void withdraw(item)} data-testid="invitation-revoke">
            {t('team.revoke')}
          </Button>
        </span>
      ),
    },
  ];

  return (
    <section className="team-section" data-testid="invitations">
      {holder}
      <h2>{t('team.invitationsTitle')}</h2>
      <DataTable
        rows={list}
        rowKey={(item) => item.id}
        rowTestId={(item) => `invitation-row-${item.email}`}
        columns={columns}
        testId="invitations-table"
      />
    </section>
  );
}

/** The company's sub-account suffix, changeable while it has no sub-accounts. */
export function SubAccountSuffix() {
  const t = useT();
  const setting = useSubAccountSetting().data;
  const save = useSaveSubAccountSetting();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  if (!setting) return null;

  async function submit() {
    try {
      await save.mutateAsync(value.trim());
      toastSuccess(t('team.subAccountSuffixSaved'));
      setEditing(false);
    } catch {
      // The client has shown why.
    }
  }

  return (
    <div className="team-suffix" data-testid="sub-account-suffix">
      <span>{t('team.subAccountSuffix')}:</span>
      {editing ? (
        <>
          <Input
            value={value}
            onChange={(e) => setValue(e.target.value)}
            addonBefore="@"
            style={{ maxWidth: 280 }}
            data-testid="sub-account-suffix-input"
          />
          <Button
            type="primary"
            loading={save.isPending}
            onClick={() => void submit()}
            data-testid="sub-account-suffix-save"
          >
            {t('team.save')}
          </Button>
          <Button onClick={() => setEditing(false)}>{t('team.cancel')}</Button>
        </>
      ) : (
        <>
          <code data-testid="sub-account-suffix-value">@{setting.suffix}</code>
          {setting.sub_account_count === 0 ? (
            <Button
              size="small"
              type="link"
              onClick={() => {
                setValue(setting.suffix);
                setEditing(true);
              }}
              data-testid="sub-account-suffix-change"
            >
              {t('team.change')}
            </Button>
          ) : null}
          <span className="screen-muted">{t('team.subAccountSuffixHelp', { suffix: setting.suffix })}</span>
        </>
      )}
    </div>
  );
}
