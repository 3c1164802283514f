import { type CategoryNode, SLUG_MAX, SUMMARY_MAX, slugify, TAXONOMY_NAME_MAX } from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { TranslatedNames } from '../../shared/ui/translated-names.tsx';
import { useSaveCategory } from './api/save-category.ts';
import type { AnyCollection } from './any-collection.ts';
import { SLUG_PATTERN } from './slug-pattern.ts';
import './taxonomy-i18n.ts';

interface CategoryFormValues {
  name: string;
  names: Record<string, string | undefined>;
  slug: string;
  description: string;
}

export type CategoryDialogTarget =
  | { mode: 'add'; parent: CategoryNode | null }
  | { mode: 'edit'; category: CategoryNode };

export interface CategoryDialogProps {
  definition: AnyCollection;
  websiteId: number;
  target: CategoryDialogTarget;
  onClose(): void;
}

/** Names filled in only: an emptied language falls back to the main name on the site. */
export function filledNames(names: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(names)
      .map(([lang, name]) => [lang, (name ?? '').trim()] as const)
      .filter(([, name]) => name !== ''),
  );
}

/** Adds a category (at the top or under another) or changes one. */
export function CategoryDialog({ definition, websiteId, target, onClose }: CategoryDialogProps) {
  const t = useT();
  const [form] = Form.useForm<CategoryFormValues>();
  const save = useSaveCategory(definition.name);
  const name = Form.useWatch('name', form) ?? '';
  const editing = target.mode === 'edit' ? target.category : null;

  async function onFinish(values: CategoryFormValues) {
    try {
      await save.mutateAsync({
        website_id: websiteId,
        ...(editing ? { id: editing.id } : {}),
        parent_id: editing ? editing.parent_id : ((target.mode === 'add' ? target.parent?.id : 0) ?? 0),
        name: values.name.trim(),
        names: filledNames(values.names ?? {}),
        slug: (values.slug ?? '').trim(),
        description: (values.description ?? '').trim(),
      });
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.CATEGORY_SLUG_TAKEN) {
        form.setFields([{ name: 'slug', errors: [error.message] }]);
        return;
      }
      const fields = fieldErrors(error);
      const shown = Object.entries(fields).filter(([key]) => ['name', 'slug', 'description'].includes(key));
      if (shown.length > 0)
        form.setFields(
          shown.map(([key, message]) => ({ name: key as keyof CategoryFormValues, errors: [message] })),
        );
      return;
    }
    toastSuccess(t(editing ? 'taxonomy.saved' : 'taxonomy.added'));
    onClose();
  }

  const title = editing
    ? t('taxonomy.editTitle')
    : target.mode === 'add' && target.parent
      ? t('taxonomy.addChildTitle', { parent: target.parent.name })
      : t('taxonomy.addTitle');

  return (
    <Modal
      open
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'category-submit' } as Record<string, string>}
    >
      <Form<CategoryFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          name: editing?.name ?? '',
          names: editing?.names ?? {},
          slug: editing?.slug ?? '',
          description: editing?.description ?? '',
        }}
        onFinish={onFinish}
        preserve={false}
        data-testid="category-form"
      >
        <Form.Item
          label={t('taxonomy.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('taxonomy.nameRequired') },
            { max: TAXONOMY_NAME_MAX, message: t('taxonomy.nameTooLong', { n: TAXONOMY_NAME_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={TAXONOMY_NAME_MAX} data-testid="category-name" />
        </Form.Item>
        <TranslatedNames
          websiteId={websiteId}
          name={['names']}
          label={(language) => t('taxonomy.namesIn', { language })}
          help={(language) => t('taxonomy.namesHelp', { language })}
          testIdPrefix="category-name"
        />
        <Form.Item
          label={t('taxonomy.slug')}
          name="slug"
          extra={t('taxonomy.slugHelp', {
            example: `/${definition.site.segment}/category/${slugify(name) || 'name'}/`,
          })}
          rules={[{ pattern: SLUG_PATTERN, message: t('taxonomy.slugInvalid') }]}
        >
          <Input
            maxLength={SLUG_MAX}
            placeholder={slugify(name)}
            spellCheck={false}
            data-testid="category-slug"
          />
        </Form.Item>
        <Form.Item label={t('taxonomy.description')} name="description" extra={t('taxonomy.descriptionHelp')}>
          <Input.TextArea
            maxLength={SUMMARY_MAX}
            autoSize={{ minRows: 2, maxRows: 6 }}
            data-testid="category-description"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
