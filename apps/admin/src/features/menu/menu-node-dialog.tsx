import { MENU_LABEL_MAX, type PageListItem } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { LinkField, samePath } from '../../shared/link-picker/index.ts';

export interface MenuNodeValues {
  label: string;
  /** 0: no page. */
  pageId: number;
  /** Where an item without a page leads ('' nowhere: it only groups the items under it). */
  link: string;
}

type Target = Pick<MenuNodeValues, 'pageId' | 'link'>;

export interface MenuNodeDialogProps {
  mode: 'add' | 'edit';
  initial: MenuNodeValues;
  websiteId: number;
  /** The menu's language: its pages are offered first. */
  lang: string;
  pages: readonly PageListItem[];
  /** Pages other items already open; a page belongs to one item at most (exam-menu: duplicate_page). */
  taken: ReadonlySet<number>;
  onSubmit(values: MenuNodeValues): void;
  onClose(): void;
}

/**
 * What an item opens, chosen in the link picker: a page of the menu's language is attached to the
 * item (so pages keep their place in the menu); anything else (an article, a file, a page another
 * item holds) is kept as the item's link.
 */
function TargetField({
  value = { pageId: 0, link: '' },
  onChange,
  websiteId,
  lang,
  pages,
  taken,
  onTitle,
}: {
  value?: Target;
  onChange?(value: Target): void;
  onTitle(title: string): void;
} & Pick<MenuNodeDialogProps, 'websiteId' | 'lang' | 'pages' | 'taken'>) {
  const t = useT();
  const [linkedTaken, setLinkedTaken] = useState(false);
  const href = value.pageId > 0 ? (pages.find((p) => p.id === value.pageId)?.url ?? '') : value.link;
  return (
    <>
      <LinkField
        websiteId={websiteId}
        lang={lang}
        value={href}
        removable
        label={t('menu.opens')}
        testId="menu-node-target"
        onChange={(next, title) => {
          const page = next ? pages.find((p) => samePath(p.url, next)) : undefined;
          const free = page !== undefined && !taken.has(page.id);
          setLinkedTaken(page !== undefined && !free);
          onChange?.(free ? { pageId: page.id, link: '' } : { pageId: 0, link: next });
          if (title) onTitle(title);
        }}
      />
      {linkedTaken ? <div className="screen-muted">{t('menu.opensTaken')}</div> : null}
    </>
  );
}

/** Name an item and choose what it opens (or nothing). Changes stay on screen until Save. */
export function MenuNodeDialog({
  mode,
  initial,
  websiteId,
  lang,
  pages,
  taken,
  onSubmit,
  onClose,
}: MenuNodeDialogProps) {
  const t = useT();
  const [form] = Form.useForm<{ label: string; target: Target }>();

  function named(title: string) {
    // A new item is usually named after what it opens.
    if (!form.getFieldValue('label')?.trim()) form.setFieldValue('label', title);
  }

  return (
    <Modal
      open
      title={t(mode === 'add' ? 'menu.addTitle' : 'menu.editTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'menu-node-submit' } as Record<string, string>}
    >
      <Form<{ label: string; target: Target }>
        form={form}
        layout="vertical"
        initialValues={{ label: initial.label, target: { pageId: initial.pageId, link: initial.link } }}
        onFinish={(values) =>
          onSubmit({
            label: values.label.trim(),
            pageId: values.target?.pageId ?? 0,
            link: values.target?.pageId ? '' : (values.target?.link ?? ''),
          })
        }
        data-testid="menu-node-form"
      >
        <Form.Item
          label={t('menu.name')}
          name="label"
          rules={[
            { required: true, whitespace: true, message: t('menu.nameRequired') },
            { max: MENU_LABEL_MAX, message: t('pages.max', { n: MENU_LABEL_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={MENU_LABEL_MAX} data-testid="menu-node-label" />
        </Form.Item>
        <Form.Item label={t('menu.opens')} name="target" extra={t('menu.opensHelp')}>
          <TargetField websiteId={websiteId} lang={lang} pages={pages} taken={taken} onTitle={named} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
