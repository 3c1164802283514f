import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import type { TeamRole } from '@sitewright/contract';
import Button, { type ButtonProps } from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { ConfirmDelete } from '../../shared/ui/data-table/confirm-delete.tsx';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useCreateRole, useDeleteRole, useEditRole, useRoles } from './api/team-api.ts';
import { FEATURE_GROUPS, featureLabel } from './role-groups.ts';
import { ROLE_PRESETS, type RolePreset } from './role-presets.ts';
import './team-i18n.ts';
import './team.css';

interface RoleFormValues {
  name: string;
  roles: string[];
}

/**
 * Adds or changes a named role: its name and its features, grouped as the left menu groups them. A
 * new role may start from a preset (Editor, Marketer, Sales) that says what it may do.
 */
function RoleDialog({ role, onClose }: { role: TeamRole | null; onClose(): void }) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<RoleFormValues>();
  const create = useCreateRole();
  const edit = useEditRole();
  const [preset, setPreset] = useState<RolePreset['key'] | null>(null);

  /** Fills the features, and the name unless the operator typed one of their own. */
  function choosePreset(key: RolePreset['key']) {
    const chosen = ROLE_PRESETS.find((p) => p.key === key);
    if (!chosen) return;
    const typed = (form.getFieldValue('name') as string | undefined)?.trim() ?? '';
    const presetNames = ROLE_PRESETS.map((p) => t(p.name));
    form.setFieldsValue({
      roles: [...chosen.roles],
      ...(typed === '' || presetNames.includes(typed) ? { name: t(chosen.name) } : {}),
    });
    setPreset(key);
  }

  async function submit(values: RoleFormValues) {
    try {
      if (role) await edit.mutateAsync({ id: role.id, name: values.name, roles: values.roles });
      else await create.mutateAsync(values);
      toastSuccess(t(role ? 'team.roleSaved' : 'team.roleAdded'));
      onClose();
    } catch {
      // The client has shown why.
    }
  }

  return (
    <Modal
      open
      title={t(role ? 'team.editRoleTitle' : 'team.addRoleTitle')}
      okText={t('team.save')}
      cancelText={t('team.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending || edit.isPending}
      width={720}
      okButtonProps={{ 'data-testid': 'role-form-submit' } as ButtonProps}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ name: role?.name ?? '', roles: role?.roles ?? [] }}
        onFinish={submit}
        data-testid="role-form"
      >
        {role ? null : (
          <Form.Item label={t('team.presets')} extra={t('team.presetsHelp')}>
            <Radio.Group
              className="team-presets"
              value={preset}
              onChange={(e) => choosePreset(e.target.value as RolePreset['key'])}
              data-testid="role-presets"
            >
              {ROLE_PRESETS.map((p) => (
                <Radio key={p.key} value={p.key} className="team-preset" data-testid={`role-preset-${p.key}`}>
                  <strong>{t(p.name)}</strong>
                  <span className="team-preset-text">{t(p.description)}</span>
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
        )}
        <Form.Item
          name="name"
          label={t('team.roleName')}
          rules={[{ required: true, whitespace: true, message: t('team.roleNameRequired') }, { max: 40 }]}
        >
          <Input data-testid="role-form-name" />
        </Form.Item>
        <Form.Item
          name="roles"
          label={t('team.features')}
          rules={[{ required: true, type: 'array', min: 1, message: t('team.featuresRequired') }]}
        >
          <Checkbox.Group className="team-feature-groups">
            {FEATURE_GROUPS.map((group) => (
              <fieldset key={group.title} className="team-feature-group">
                <legend>{t(group.title)}</legend>
                {group.features.map((feature) => (
                  <Checkbox
                    key={feature.role}
                    value={feature.role}
                    data-testid={`role-feature-${feature.role}`}
                  >
                    {feature.label[lang]}
                  </Checkbox>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Roles (spec §2 `/role/index`, administrators only): named sets of features users hold. */
export function RolesPage() {
  const t = useT();
  const lang = useLanguage();
  const { data, isPending, isError, refetch } = useRoles();
  const remove = useDeleteRole();
  const [editing, setEditing] = useState<{ role: TeamRole | null; session: number } | null>(null);

  const columns: DataColumn<TeamRole>[] = [
    {
      key: 'name',
      title: t('team.roleName'),
      render: (role) => (
        <span>
          <strong>{role.name}</strong> {role.built_in ? <Tag color="gold">{t('team.builtIn')}</Tag> : null}
        </span>
      ),
    },
    {
      key: 'features',
      title: t('team.features'),
      render: (role) =>
        role.built_in ? (
          t('team.allFeatures')
        ) : (
          <span className="team-feature-tags" title={role.roles.map((r) => featureLabel(r, lang)).join(', ')}>
            {role.roles.slice(0, 4).map((r) => (
              <Tag key={r}>{featureLabel(r, lang)}</Tag>
            ))}
            {role.roles.length > 4 ? <span className="screen-muted">+{role.roles.length - 4}</span> : null}
          </span>
        ),
    },
    {
      key: 'holders',
      title: t('team.holders'),
      cellTestId: 'role-row-holders',
      render: (role) => role.user_count,
    },
    {
      key: 'actions',
      title: t('team.actions'),
      className: 'data-table-actions',
      render: (role) =>
        role.built_in ? null : (
          <span className="data-table-actions-row">
            <Button
              size="small"
              onClick={() => setEditing((e) => ({ role, session: (e?.session ?? 0) + 1 }))}
              data-testid={`role-edit-${role.name}`}
            >
              {t('team.edit')}
            </Button>
            <ConfirmDelete
              label={t('team.delete')}
              title={t('team.roleDeleteConfirm', { name: role.name })}
              description={t('team.roleDeleteHint')}
              okText={t('team.delete')}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync(role.id);
                  toastSuccess(t('team.roleDeleted'));
                } catch {
                  // The client has shown why.
                }
              }}
              testId={`role-delete-${role.name}`}
              confirmTestId="role-delete-confirm"
            />
          </span>
        ),
    },
  ];

  return (
    <div className="screen" data-testid="roles-page">
      <header className="screen-header">
        <div>
          <h1>{t('team.rolesTitle')}</h1>
          <p className="screen-muted">{t('team.rolesIntro')}</p>
        </div>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing((e) => ({ role: null, session: (e?.session ?? 0) + 1 }))}
          data-testid="role-add"
        >
          {t('team.addRole')}
        </Button>
      </header>
      {isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : isError ? (
        <div className="screen-empty">
          <p className="screen-muted">{t('team.rolesLoadFailed')}</p>
          <Button onClick={() => refetch()}>{t('common.retry')}</Button>
        </div>
      ) : (
        <DataTable
          rows={data.list}
          rowKey={(role) => role.id}
          rowTestId={(role) => `role-row-${role.name}`}
          columns={columns}
          testId="roles-table"
        />
      )}
      {editing ? (
        <RoleDialog key={editing.session} role={editing.role} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
