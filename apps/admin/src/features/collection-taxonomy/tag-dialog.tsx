import { SLUG_MAX, slugify, type Tag, TAXONOMY_NAME_MAX } from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { fieldErrors, isApiError } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { TranslatedNames } from '../../shared/ui/translated-names.tsx';
import type { AnyCollection } from './any-collection.ts';
import { useSaveTag } from './api/save-tag.ts';
import { filledNames } from './category-dialog.tsx';
import { SLUG_PATTERN } from './slug-pattern.ts';
import './taxonomy-i18n.ts';

interface TagFormValues {
  name: string;
  names: Record<string, string | undefined>;
  slug: string;
}

export interface TagDialogProps {
  definition: AnyCollection;
  websiteId: number;
  /** The tag to rename; a new one when null. */
  tag: Tag | null;
  onClose(): void;
}

/** Adds a tag or renames one (its names in the website's other languages and its address too). */
export function TagDialog({ definition, websiteId, tag, onClose }: TagDialogProps) {
  const t = useT();
  const [form] = Form.useForm<TagFormValues>();
  const save = useSaveTag(definition.name);
  const name = Form.useWatch('name', form) ?? '';

  async function onFinish(values: TagFormValues) {
    try {
      await save.mutateAsync({
        website_id: websiteId,
        ...(tag ? { id: tag.id } : {}),
        name: values.name.trim(),
        names: filledNames(values.names ?? {}),
        slug: (values.slug ?? '').trim(),
      });
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.TAG_NAME_TAKEN) {
        form.setFields([{ name: 'name', errors: [error.message] }]);
        return;
      }
      if (isApiError(error) && error.code === errorCodes.TAG_SLUG_TAKEN) {
        form.setFields([{ name: 'slug', errors: [error.message] }]);
        return;
      }
      const shown = Object.entries(fieldErrors(error)).filter(([key]) => key === 'name' || key === 'slug');
      if (shown.length > 0)
        form.setFields(
          shown.map(([key, message]) => ({ name: key as keyof TagFormValues, errors: [message] })),
        );
      return;
    }
    toastSuccess(t(tag ? 'taxonomy.tagSaved' : 'taxonomy.tagAdded'));
    onClose();
  }

  return (
    <Modal
      open
      title={t(tag ? 'taxonomy.tagEditTitle' : 'taxonomy.tagAddTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.isPending}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'tag-submit' } as Record<string, string>}
    >
      <Form<TagFormValues>
        form={form}
        layout="vertical"
        initialValues={{ name: tag?.name ?? '', names: tag?.names ?? {}, slug: tag?.slug ?? '' }}
        onFinish={onFinish}
        preserve={false}
        data-testid="tag-form"
      >
        <Form.Item
          label={t('taxonomy.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('taxonomy.nameRequired') },
            { max: TAXONOMY_NAME_MAX, message: t('taxonomy.nameTooLong', { n: TAXONOMY_NAME_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={TAXONOMY_NAME_MAX} data-testid="tag-name" />
        </Form.Item>
        <TranslatedNames
          websiteId={websiteId}
          name={['names']}
          label={(language) => t('taxonomy.namesIn', { language })}
          help={(language) => t('taxonomy.namesHelp', { language })}
          testIdPrefix="tag-name"
        />
        <Form.Item
          label={t('taxonomy.slug')}
          name="slug"
          extra={t('taxonomy.slugHelp', {
            example: `/${definition.site.segment}/tag/${slugify(name) || 'name'}/`,
          })}
          rules={[{ pattern: SLUG_PATTERN, message: t('taxonomy.slugInvalid') }]}
        >
          <Input maxLength={SLUG_MAX} placeholder={slugify(name)} spellCheck={false} data-testid="tag-slug" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
