import { FLAG_CODES, flagEmoji, SITE_LANGUAGES, type Website } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { useCreateWebsite } from './api/create-website.ts';
import { useUpdateWebsite } from './api/update-website.ts';
import {
  formFieldErrors,
  initialWebsiteValues,
  NAME_MAX,
  SLUG_MAX,
  SLUG_MIN,
  SLUG_PATTERN,
  toAddBody,
  toEditBody,
  type WebsiteFormValues,
} from './website-form.ts';

export interface WebsiteFormModalProps {
  open: boolean;
  /** The website to edit; null creates a new one. */
  website: Website | null;
  onClose(): void;
}

function useFlagOptions(lang: 'en' | 'zh') {
  return useMemo(() => {
    let regionNames: Intl.DisplayNames | null = null;
    try {
      regionNames = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
    return FLAG_CODES.map((code) => {
      const country = regionNames?.of(code) ?? code;
      return { value: code, label: `${flagEmoji(code)} ${country} (${code})` };
    });
  }, [lang]);
}

const languageOptions = SITE_LANGUAGES.map((l) => ({
  value: l.code,
  label: l.native === l.name ? l.name : `${l.native} · ${l.name}`,
}));

/** Create or edit a website; server field errors land on the fields they concern. */
function WebsiteFormModal({ open, website, onClose }: WebsiteFormModalProps) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<WebsiteFormValues>();
  const createMutation = useCreateWebsite();
  const updateMutation = useUpdateWebsite();
  const flagOptions = useFlagOptions(lang);
  const editing = website !== null;
  const shownFields = editing
    ? ['name', 'flag_code', 'default_language']
    : ['name', 'flag_code', 'default_language', 'slug'];

  async function onFinish(values: WebsiteFormValues) {
    try {
      if (website) {
        await updateMutation.mutateAsync(toEditBody(website.website_id, values));
        toastSuccess(t('websites.saved'));
      } else {
        await createMutation.mutateAsync(toAddBody(values));
        toastSuccess(t('websites.created'));
      }
      onClose();
    } catch (error) {
      const fields = formFieldErrors(error, shownFields);
      if (fields.length > 0) form.setFields(fields);
      else if (isApiError(error) && (error.code === 400 || error.code === 1007)) toastError(error.message);
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
      okButtonProps={{ 'data-testid': 'website-form-submit' } as Record<string, string>}
    >
      <Form<WebsiteFormValues>
        form={form}
        layout="vertical"
        initialValues={initialWebsiteValues(website, lang)}
        onFinish={onFinish}
        data-testid="website-form"
        preserve={false}
      >
        <Form.Item
          label={t('websites.name')}
          name="name"
          rules={[
            { required: true, whitespace: true, message: t('websites.nameRequired') },
            { max: NAME_MAX, message: t('websites.nameMax', { n: NAME_MAX }) },
          ]}
        >
          <Input placeholder={t('websites.namePlaceholder')} data-testid="website-form-name" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('websites.flag')}
          name="flag_code"
          rules={[{ required: true, message: t('websites.flagRequired') }]}
        >
          <Select
            options={flagOptions}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="website-form-flag"
            aria-label={t('websites.flag')}
          />
        </Form.Item>
        <Form.Item
          label={t('websites.defaultLanguage')}
          name="default_language"
          rules={[{ required: true, message: t('websites.languageRequired') }]}
        >
          <Select
            options={languageOptions}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="website-form-language"
            aria-label={t('websites.defaultLanguage')}
          />
        </Form.Item>
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
      </Form>
    </Modal>
  );
}

/** Loaded on demand: the form, its inputs and the modal are not needed to list websites. */
export default WebsiteFormModal;
