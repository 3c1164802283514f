import { MENU_LABEL_MAX, type PageListItem } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useT } from '../../shared/i18n/index.ts';

export interface MenuNodeValues {
  label: string;
  /** 0: no page. */
  pageId: number;
}

export interface MenuNodeDialogProps {
  mode: 'add' | 'edit';
  initial: MenuNodeValues;
  pages: readonly PageListItem[];
  /** Pages other items already open; a page belongs to one item at most (exam-menu: duplicate_page). */
  taken: ReadonlySet<number>;
  pagesLoading: boolean;
  onSubmit(values: MenuNodeValues): void;
  onClose(): void;
}

/** Name an item and choose the page it opens (or none). Changes stay on screen until Save. */
export function MenuNodeDialog({
  mode,
  initial,
  pages,
  taken,
  pagesLoading,
  onSubmit,
  onClose,
}: MenuNodeDialogProps) {
  const t = useT();
  const [form] = Form.useForm<MenuNodeValues>();

  function pageChosen(pageId: number | undefined) {
    // A new item is usually named after its page.
    const page = pages.find((p) => p.id === pageId);
    if (page && !form.getFieldValue('label')?.trim()) form.setFieldValue('label', page.display_name);
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
      <Form<MenuNodeValues>
        form={form}
        layout="vertical"
        initialValues={initial}
        onFinish={(values) => onSubmit({ label: values.label.trim(), pageId: values.pageId ?? 0 })}
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
        <Form.Item label={t('menu.page')} name="pageId" extra={t('menu.pageHelp')}>
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={pagesLoading}
            onChange={pageChosen}
            options={[
              { value: 0, label: t('menu.noPageOption') },
              // Free pages first: they are the ones that can be chosen.
              ...[...pages.filter((p) => !taken.has(p.id)), ...pages.filter((p) => taken.has(p.id))].map(
                (page) => ({
                  value: page.id,
                  label: taken.has(page.id)
                    ? `${page.display_name} (${t('menu.pageTaken')})`
                    : page.display_name,
                  disabled: taken.has(page.id),
                }),
              ),
            ]}
            aria-label={t('menu.page')}
            data-testid="menu-node-page-select"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
