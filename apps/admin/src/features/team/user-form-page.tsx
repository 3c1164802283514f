import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import type { TeamUser } from '@sitewright/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useWebsites } from '../../shared/api/websites/get-websites.ts';
import { useNavigate, useSearchParams } from 'react-router';
import { useUserInfo } from '../../shared/api/session/get-user-info.ts';
import { useT } from '../../shared/i18n/index.ts';
import { USER_INDEX_PATH } from '../../shared/paths.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useSubAuth, useSubAuthSave } from './api/invite-api.ts';
import { useCreateUser, useEditUser, useRoles, useUser } from './api/team-api.ts';
import { AvatarField } from './avatar-field.tsx';
import './team-i18n.ts';
import './team.css';

interface UserFormValues {
  user_name: string;
  password: string;
  nick_name: string;
  email: string;
  phone: string;
  avatar_url: string;
  role_id: number | undefined;
  sub_account: boolean;
  website_ids: number[];
}

function initialValues(user: TeamUser | undefined, websiteIds: number[]): UserFormValues {
  return {
    avatar_url: user?.avatar_url ?? '',
    sub_account: user?.sub_account ?? false,
    website_ids: websiteIds,
    user_name: user?.user_name ?? '',
    password: '',
    nick_name: user?.nick_name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role_id: user?.role?.id,
  };
}

/** The part of a sub-account's user name after the `@`: the company's suffix. */
function withSuffix(name: string, suffix: string): string {
  const trimmed = name.trim();
  return trimmed.toLowerCase().endsWith(`@${suffix}`) ? trimmed : `${trimmed}@${suffix}`;
}

function UserForm({ user, websiteIds }: { user: TeamUser | undefined; websiteIds: number[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserFormValues>();
  const me = useUserInfo().data;
  const company = me?.company;
  const suffix = me?.sub_domain_suffix ?? '';
  const roles = useRoles().data?.list ?? [];
  const websites = useWebsites().data?.list ?? [];
  const create = useCreateUser();
  const edit = useEditUser();
  const grant = useSubAuthSave();
  const editing = user !== undefined;
  const subAccount = Form.useWatch('sub_account', form) ?? user?.sub_account ?? false;
  // A sub-account never holds the Administrator role.
  const roleOptions = roles
    .filter((r) => !(subAccount && r.built_in))
    .map((r) => ({ value: r.id, label: r.name }));

  async function submit(values: UserFormValues) {
    try {
      if (editing) {
        await edit.mutateAsync({
          id: user.id,
          nick_name: values.nick_name,
          email: values.email,
          phone: values.phone,
          avatar_url: values.avatar_url,
          ...(values.role_id ? { role_id: values.role_id } : {}),
          ...(values.password ? { password: values.password } : {}),
        });
        if (user.sub_account) {
          await grant.mutateAsync({ id: user.id, website_ids: values.website_ids ?? [] });
        }
        toastSuccess(t('team.saved'));
      } else {
        const made = await create.mutateAsync({
          user_name: values.sub_account ? withSuffix(values.user_name, suffix) : values.user_name,
          password: values.password,
          nick_name: values.nick_name,
          email: values.email,
          phone: values.phone,
          avatar_url: values.avatar_url,
          role_id: values.role_id ?? 0,
        });
        if (values.sub_account) {
          await grant.mutateAsync({ id: made.id, website_ids: values.website_ids ?? [] });
        }
        toastSuccess(t('team.added', { name: made.user_name, company: company?.code ?? '' }));
      }
      navigate(USER_INDEX_PATH);
    } catch {
      // The client has shown why (field errors land next to their fields).
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      className="team-form"
      initialValues={initialValues(user, websiteIds)}
      onFinish={submit}
      data-testid="user-form"
    >
      {editing ? null : (
        <Form.Item
          name="sub_account"
          label={t('team.subAccount')}
          extra={t('team.subAccountHelp', { suffix })}
          valuePropName="checked"
        >
          <Switch data-testid="user-form-sub-account" />
        </Form.Item>
      )}
      <Form.Item
        name="user_name"
        label={t('team.userName')}
        extra={t('team.userNameHelp', { company: company?.code ?? '' })}
        rules={[{ required: !editing, min: 2, max: 64 }]}
      >
        <Input
          disabled={editing}
          autoComplete="off"
          addonAfter={!editing && subAccount ? `@${suffix}` : undefined}
          data-testid="user-form-user-name"
        />
      </Form.Item>
      {subAccount ? (
        <Form.Item name="website_ids" label={t('team.websites')} extra={t('team.websitesHelp')}>
          <Select
            mode="multiple"
            options={websites.map((w) => ({ value: w.website_id, label: w.name }))}
            data-testid="user-form-websites"
          />
        </Form.Item>
      ) : null}
      <Form.Item name="avatar_url" label={t('team.avatar')}>
        <AvatarField />
      </Form.Item>
      <Form.Item
        name="password"
        label={t(editing ? 'team.newPassword' : 'team.password')}
        extra={t(editing ? 'team.newPasswordHelp' : 'team.passwordHelp')}
        rules={[{ required: !editing, min: 8, max: 128 }]}
      >
        <Input.Password autoComplete="new-password" data-testid="user-form-password" />
      </Form.Item>
      <Form.Item name="nick_name" label={t('team.nickName')} rules={[{ max: 50 }]}>
        <Input data-testid="user-form-nick-name" />
      </Form.Item>
      <Form.Item name="email" label={t('team.email')} rules={[{ type: 'email' }]}>
        <Input type="email" data-testid="user-form-email" />
      </Form.Item>
      <Form.Item name="phone" label={t('team.phone')} extra={t('team.phoneHelp')}>
        <Input type="tel" data-testid="user-form-phone" />
      </Form.Item>
      <Form.Item
        name="role_id"
        label={t('team.role')}
        extra={t('team.roleHelp')}
        rules={[{ required: true }]}
      >
        <Select options={roleOptions} data-testid="user-form-role" disabled={user?.is_self} />
      </Form.Item>
      <div className="team-form-actions">
        <Button onClick={() => navigate(USER_INDEX_PATH)}>{t('team.cancel')}</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending || edit.isPending || grant.isPending}
          data-testid="user-form-submit"
        >
          {t('team.save')}
        </Button>
      </div>
    </Form>
  );
}

/** `/user/add` and `/user/edit?id=`: one user's name, contact details, role and password. */
export function UserFormPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0) || undefined;
  const { data: user, isPending } = useUser(id);
  const grants = useSubAuth(user?.sub_account ? user.id : undefined);
  const waiting = id !== undefined && (isPending || (user?.sub_account === true && grants.isPending));
  return (
    <div className="screen" data-testid="user-form-page">
      <header className="screen-header">
        <div>
          <Button
            type="link"
            icon={<ArrowLeftOutlined />}
            onClick={() => navigate(USER_INDEX_PATH)}
            className="team-back"
          >
            {t('team.backToUsers')}
          </Button>
          <h1>{t(id ? 'team.editUserTitle' : 'team.addUserTitle')}</h1>
        </div>
      </header>
      {waiting ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <UserForm key={user?.id ?? 'new'} user={user} websiteIds={grants.data?.website_ids ?? []} />
      )}
    </div>
  );
}
