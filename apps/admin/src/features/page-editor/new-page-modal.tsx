import type { ButtonProps } from 'antd/es/button';
import type { MenuNode, PageDocument } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { useEditorMenu } from './api/get-editor-pages.ts';
import { createEditorPage } from './api/create-editor-page.ts';
import { useTemplateLayouts } from './api/get-template-layouts.ts';

interface Values {
  name: string;
  template: 'blank' | 'current' | 'layout';
  /** `<template id>/<page key>` when starting from a template's page. */
  layout?: string;
  menuParent: string;
}

/** Top-level and second-level menu nodes, where a new page may hang (the menu has three levels). */
function parentOptions(
  nodes: readonly MenuNode[],
  depth = 1,
  prefix = '',
): { value: string; label: string }[] {
  if (depth > 2) return [];
  return nodes.flatMap((n) => [
    { value: String(n.value), label: `${prefix}${n.label}` },
    ...parentOptions(n.children, depth + 1, `${prefix}${n.label} / `),
  ]);
}

/** Spec §2 Add → new page: a name, what it starts from and where it sits in the menu. */
export function NewPageModal({
  open,
  websiteId,
  lang,
  currentDocument,
  onClose,
  onCreated,
}: {
  open: boolean;
  websiteId: number;
  lang: string;
  currentDocument: () => PageDocument;
  onClose(): void;
  onCreated(pageId: number): void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { data: menu } = useEditorMenu(websiteId, open ? lang : undefined);
  const { data: layouts } = useTemplateLayouts(open);
  const startFrom = Form.useWatch('template', form);

  function startingDocument(values: Values): PageDocument | null {
    if (values.template === 'current') return currentDocument();
    if (values.template !== 'layout') return null;
    const [templateId, key] = (values.layout ?? '').split('/');
    const template = layouts?.list.find((x) => x.template_id === templateId);
    return template?.pages.find((p) => p.key === key)?.document ?? null;
  }

  async function submit(values: Values) {
    setBusy(true);
    try {
      const page = await createEditorPage({
        websiteId,
        lang,
        name: values.name.trim(),
        document: startingDocument(values),
        menuParent: values.menuParent === 'none' ? 'none' : Number(values.menuParent),
      });
      onCreated(page.id);
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('pageEditor.newPageTitle')}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={busy}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'new-page-ok' } as ButtonProps}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: '', template: 'blank', menuParent: 'none' }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="name"
          label={t('pageEditor.pageName')}
          rules={[{ required: true, whitespace: true, message: t('pageEditor.pageNameRequired') }]}
        >
          <Input maxLength={100} data-testid="new-page-name" />
        </Form.Item>
        <Form.Item name="template" label={t('pageEditor.template')}>
          <Radio.Group>
            <Radio value="blank">{t('pageEditor.templateBlank')}</Radio>
            <Radio value="current">{t('pageEditor.templateCurrent')}</Radio>
            <Radio value="layout" data-testid="new-page-from-layout">
              {t('pageEditor.templateLayout')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        {startFrom === 'layout' ? (
          <Form.Item
            name="layout"
            rules={[{ required: true, message: t('pageEditor.templateLayoutRequired') }]}
          >
            <Select
              placeholder={t('pageEditor.templateLayoutPick')}
              loading={!layouts}
              options={(layouts?.list ?? []).map((template) => ({
                label: template.template_name,
                title: template.template_name,
                options: template.pages.map((p) => ({
                  value: `${template.template_id}/${p.key}`,
                  label: p.name,
                })),
              }))}
              data-testid="new-page-layout"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="menuParent" label={t('pageEditor.menuPosition')}>
          <Select
            options={[
              { value: 'none', label: t('pageEditor.menuNone') },
              { value: '0', label: t('pageEditor.menuTop') },
              ...parentOptions(menu?.data ?? []).map((o) => ({
                value: o.value,
                label: t('pageEditor.menuUnder', { label: o.label }),
              })),
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
