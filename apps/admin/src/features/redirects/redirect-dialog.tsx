import {
  REDIRECT_SOURCE_MAX,
  REDIRECT_TARGET_MAX,
  type RedirectMatchKind,
  type RedirectRule,
} from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useSaveRedirect } from './api/save-redirect.ts';
import {
  checkRedirectValues,
  initialRedirectValues,
  type RedirectFormValues,
  saveFailure,
  shadowedPages,
  toSaveBody,
} from './redirect-form.ts';
import './redirects-i18n.ts';

export interface RedirectDialogProps {
  open: boolean;
  websiteId: number;
  /** The redirect to change; a new one when null. */
  rule: RedirectRule | null;
  onClose(): void;
}

/** Adds or changes one redirect, checked with the server's own rules before it is sent. */
function RedirectDialog({ open, websiteId, rule, onClose }: RedirectDialogProps) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<RedirectFormValues>();
  const mutation = useSaveRedirect();
  const [general, setGeneral] = useState<string | null>(null);
  const matchKind = Form.useWatch('match_kind', form) as RedirectMatchKind | undefined;
  const [modal, modalHolder] = Modal.useModal();

  /** Whether the operator, told which published pages the redirect would hide, still wants it. */
  async function confirmHiding(pages: { name: string; path: string }[]): Promise<boolean> {
    return await modal.confirm({
      title: t('redirects.livePageTitle'),
      content: (
        <div data-testid="redirect-live-page">
          <p>{t('redirects.livePageText')}</p>
          <ul>
            {pages.map((p) => (
              <li key={p.path}>
                {p.name} <code>{p.path}</code>
              </li>
            ))}
          </ul>
        </div>
      ),
      okText: t('redirects.livePageConfirm'),
      cancelText: t('common.cancel'),
      okButtonProps: {
        danger: true,
        ...({ 'data-testid': 'redirect-live-page-confirm' } as Record<string, string>),
      },
    });
  }

  async function onFinish(values: RedirectFormValues) {
    setGeneral(null);
    const problem = checkRedirectValues(values, lang);
    if (problem) {
      form.setFields([problem]);
      return;
    }
    try {
      try {
        await mutation.mutateAsync(toSaveBody(websiteId, rule?.id, values));
      } catch (error) {
        const pages = shadowedPages(error);
        if (pages === null) throw error;
        if (!(await confirmHiding(pages))) return;
        await mutation.mutateAsync(toSaveBody(websiteId, rule?.id, values, true));
      }
    } catch (error) {
      const failure = saveFailure(error, values);
      if (failure.fields.length > 0) form.setFields(failure.fields);
      setGeneral(failure.general);
      return;
    }
    toastSuccess(t(rule ? 'redirects.saved' : 'redirects.added'));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t(rule ? 'redirects.editTitle' : 'redirects.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'redirect-submit' } as Record<string, string>}
    >
      {modalHolder}
      {general ? (
        <Alert
          type="error"
          showIcon
          title={general}
          className="redirects-alert"
          data-testid="redirect-error"
        />
      ) : null}
      <Form<RedirectFormValues>
        form={form}
        layout="vertical"
        initialValues={initialRedirectValues(rule)}
        onFinish={onFinish}
        // A changed value may no longer be the refused one; the next save checks again.
        onValuesChange={() => setGeneral(null)}
        preserve={false}
        data-testid="redirect-form"
      >
        <Form.Item label={t('redirects.match')} name="match_kind" extra={t('redirects.matchHelp')}>
          <Radio.Group
            optionType="button"
            options={[
              { value: 'exact', label: t('redirects.matchExact') },
              { value: 'prefix', label: t('redirects.matchPrefix') },
              { value: 'regex', label: t('redirects.matchRegex') },
            ]}
            data-testid="redirect-match"
          />
        </Form.Item>
        <Form.Item
          label={t('redirects.source')}
          name="source"
          extra={t(matchKind === 'regex' ? 'redirects.sourceRegexHelp' : 'redirects.sourceHelp')}
          rules={[{ required: true, whitespace: true, message: t('redirects.sourceRequired') }]}
        >
          <Input
            autoFocus
            maxLength={REDIRECT_SOURCE_MAX}
            placeholder={matchKind === 'regex' ? '^/news/(\\d+)$' : '/old-page'}
            spellCheck={false}
            data-testid="redirect-source"
          />
        </Form.Item>
        <Form.Item name="ignore_case" valuePropName="checked" extra={t('redirects.ignoreCaseHelp')}>
          <Checkbox data-testid="redirect-ignore-case">{t('redirects.ignoreCase')}</Checkbox>
        </Form.Item>
        <Form.Item
          label={t('redirects.target')}
          name="target"
          extra={t('redirects.targetHelp')}
          rules={[{ required: true, whitespace: true, message: t('redirects.targetRequired') }]}
        >
          <Input
            maxLength={REDIRECT_TARGET_MAX}
            placeholder="/new-page"
            spellCheck={false}
            data-testid="redirect-target"
          />
        </Form.Item>
        <Form.Item label={t('redirects.status')} name="status_code" extra={t('redirects.statusHelp')}>
          <Select
            options={[
              { value: 301, label: t('redirects.status301') },
              { value: 302, label: t('redirects.status302') },
            ]}
            data-testid="redirect-status"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Loaded on demand: the list does not need the form until a redirect is added or edited. */
export default RedirectDialog;
