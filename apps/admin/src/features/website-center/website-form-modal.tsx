import type { Website } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { useTemplates } from '../../shared/api/templates/get-templates.ts';
import { useUpdateWebsite } from '../../shared/api/websites/update-website.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { TemplateChoice } from '../../shared/templates/template-choice.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import {
  initialWebsiteValues,
  SLUG_MAX,
  SLUG_MIN,
  SLUG_PATTERN,
  toAddBody,
  toEditBody,
  type WebsiteFormValues,
} from '../../shared/website-form/website-form.ts';
import { showWebsiteFormFailure } from '../../shared/website-form/website-form-failure.ts';
import { WebsiteFormFields } from '../../shared/website-form/website-form-fields.tsx';
import { useCreateWebsite } from './api/create-website.ts';

export interface WebsiteFormModalProps {
  open: boolean;
  /** The website to edit; null creates a new one. */
  website: Website | null;
  /** The template a new website starts from (the app centre's "Use it"). */
  template?: string | undefined;
  onClose(): void;
  /** A new website was created: the center opens it. */
  onCreated?(website: Website): void;
}

/** Create or edit a website; server field errors land on the fields they concern. */
function WebsiteFormModal({ open, website, template, onClose, onCreated }: WebsiteFormModalProps) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<WebsiteFormValues>();
  const createMutation = useCreateWebsite();
  const updateMutation = useUpdateWebsite();
  const editing = website !== null;
  const shownFields = editing
    ? ['name', 'flag_code', 'default_language']
    : ['name', 'flag_code', 'default_language', 'slug', 'template_id'];
  const templates = useTemplates();

  async function onFinish(values: WebsiteFormValues) {
    try {
      if (website) {
        await updateMutation.mutateAsync(toEditBody(website.website_id, values));
        toastSuccess(t('websites.saved'));
      } else {
        const created = await createMutation.mutateAsync(toAddBody(values));
        toastSuccess(t('websites.created'));
        onClose();
        onCreated?.(created);
        return;
      }
      onClose();
    } catch (error) {
      showWebsiteFormFailure(error, shownFields, form);
    }
  }

  return (
    <Modal
      open={open}
      title={editing ? t('websites.editTitle') : t('websites.createTitle')}
      okText={editing ? t('common.save') : t('common.create')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={createMutation.isPending || updateMutation.isPending}
      destroyOnHidden
      width={editing ? undefined : 640}
      okButtonProps={{ 'data-testid': 'website-form-submit' } as Record<string, string>}
    >
      <Form<WebsiteFormValues>
        form={form}
        layout="vertical"
        initialValues={{
          ...initialWebsiteValues(website, lang),
          ...(template && !website ? { template_id: template } : {}),
        }}
        onFinish={onFinish}
        data-testid="website-form"
        preserve={false}
      >
        <WebsiteFormFields autoFocusName />
        {editing ? null : (
          <Form.Item
            label={`${t('websites.slug')} (${t('common.optional')})`}
            name="slug"
            extra={t('websites.slugHelp')}
            rules={[
              {
                validator: async (_rule, value: string | undefined) => {
                  const slug = value?.trim().toLowerCase() ?? '';
                  if (!slug) return;
                  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug)) {
                    throw new Error(t('websites.slugInvalid'));
                  }
                },
              },
            ]}
          >
            <Input
              placeholder={t('websites.slugPlaceholder')}
              data-testid="website-form-slug"
              maxLength={SLUG_MAX}
            />
          </Form.Item>
        )}
        {editing ? null : (
          <Form.Item label={t('websites.template')} name="template_id" extra={t('websites.templateHelp')}>
            {templates.isPending ? (
              <Skeleton.Image active />
            ) : (
              <TemplateChoice templates={templates.data?.list ?? []} />
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** Loaded on demand: the form, its inputs and the modal are not needed to list websites. */
export default WebsiteFormModal;
