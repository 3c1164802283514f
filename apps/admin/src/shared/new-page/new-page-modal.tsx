import { errorCodes } from '@sitewright/contract/paths';
import type { MenuNode, PageDetail, PageDocument } from '@sitewright/contract';
import { useQuery } from '@tanstack/react-query';
import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useState } from 'react';
import { fieldErrors, isApiError } from '../api/api-error.ts';
import { useT } from '../i18n/index.ts';
import { createPageWithContent, getMenuTree } from './create-page.ts';
import { useTemplateLayouts } from './template-layouts.ts';

// The contract's limits for a page's name and address segment (page.ts).
const PAGE_NAME_MAX = 100;
const PATH_SEGMENT_MAX = 100;
const PATH_SEGMENT_PATTERN = /^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

interface Values {
  name: string;
  path_segment?: string;
  template: 'blank' | 'current' | 'layout';
  /** `<template id>/<page key>` when starting from a template's page. */
  layout?: string;
  menuParent: string;
}

/** Top-level and second-level menu nodes, where a new page may hang (the menu has three levels). */
export function parentOptions(
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

export interface NewPageModalProps {
  open: boolean;
  websiteId: number;
  /** The language the page is made in; the website's default when absent. */
  lang?: string | undefined;
  /** The page open in the editor, offered as "a copy of this page"; absent outside the editor. */
  currentDocument?: () => PageDocument;
  /** Asks for the page's address segment too (the page list does; the editor derives it). */
  withPathSegment?: boolean;
  onClose(): void;
  onCreated(page: PageDetail): void;
}

/**
 * Spec §2 Add → new page, in the editor and on the page list alike: a name, what it starts from
 * (blank, a copy of the open page, a template page) and where it sits in the menu.
 */
export function NewPageModal({
  open,
  websiteId,
  lang,
  currentDocument,
  withPathSegment = false,
  onClose,
  onCreated,
}: NewPageModalProps) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const { data: menu } = useQuery({
    queryKey: ['new-page-menu', websiteId, lang ?? ''],
    queryFn: ({ signal }) => getMenuTree(websiteId, lang, signal),
    staleTime: 0,
    enabled: open,
  });
  const { data: layouts } = useTemplateLayouts(websiteId, open);
  const startFrom = Form.useWatch('template', form);

  function startingDocument(values: Values): PageDocument | null {
    if (values.template === 'current') return currentDocument?.() ?? null;
    if (values.template !== 'layout') return null;
    const [templateId, key] = (values.layout ?? '').split('/');
    const template = layouts?.list.find((x) => x.template_id === templateId);
    return template?.pages.find((p) => p.key === key)?.document ?? null;
  }

  function showOnFields(error: unknown) {
    if (!isApiError(error)) return;
    const shown: { name: 'name' | 'path_segment'; errors: string[] }[] = [];
    if (error.code === errorCodes.PAGE_PATH_TAKEN)
      shown.push({ name: 'path_segment', errors: [error.message] });
    if (error.code === errorCodes.VALIDATION) {
      const fields = fieldErrors(error);
      if (fields.page_name) shown.push({ name: 'name', errors: [fields.page_name] });
      if (fields.path_segment) shown.push({ name: 'path_segment', errors: [fields.path_segment] });
      if (shown.length === 0) shown.push({ name: 'name', errors: [error.message] });
    }
    if (shown.length > 0) form.setFields(shown);
  }

  async function submit(values: Values) {
    setBusy(true);
    try {
      const page = await createPageWithContent({
        websiteId,
        lang,
        name: values.name.trim(),
        ...(withPathSegment ? { pathSegment: values.path_segment ?? '' } : {}),
        document: startingDocument(values),
        menuParent: values.menuParent === 'none' ? 'none' : Number(values.menuParent),
      });
      onCreated(page);
    } catch (error) {
      // Field refusals go on the fields; the API client has shown anything else.
      showOnFields(error);
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
        initialValues={{ name: '', path_segment: '', template: 'blank', menuParent: 'none' }}
        onFinish={(values) => void submit(values)}
        data-testid="new-page-form"
        preserve={false}
      >
        <Form.Item
          name="name"
          label={t('pageEditor.pageName')}
          rules={[
            { required: true, whitespace: true, message: t('pageEditor.pageNameRequired') },
            { max: PAGE_NAME_MAX, message: t('pages.max', { n: PAGE_NAME_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={PAGE_NAME_MAX} data-testid="new-page-name" />
        </Form.Item>
        {withPathSegment ? (
          <Form.Item
            label={`${t('pages.pathSegment')} (${t('common.optional')})`}
            name="path_segment"
            extra={t('pages.pathSegmentHelp')}
            rules={[
              { max: PATH_SEGMENT_MAX, message: t('pages.max', { n: PATH_SEGMENT_MAX }) },
              { pattern: PATH_SEGMENT_PATTERN, message: t('pages.pathSegmentInvalid') },
            ]}
          >
            <Input maxLength={PATH_SEGMENT_MAX} data-testid="new-page-path" />
          </Form.Item>
        ) : null}
        <Form.Item name="template" label={t('pageEditor.template')}>
          <Radio.Group>
            <Radio value="blank">{t('pageEditor.templateBlank')}</Radio>
            {currentDocument ? <Radio value="current">{t('pageEditor.templateCurrent')}</Radio> : null}
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
            data-testid="new-page-menu-position"
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
