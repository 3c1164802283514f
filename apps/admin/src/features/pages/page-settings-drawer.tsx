import { errorCodes } from '@sitewright/contract/paths';
import type { PageSettings } from '@sitewright/contract';
import { brandValues, fillBrandText } from '@sitewright/blocks';
import { brandContext } from '@sitewright/blocks/editor';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import { useT } from '../../shared/i18n/index.ts';
import { ImageField } from '../../shared/media-picker/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { FormDrawer } from '../../shared/ui/form-drawer/form-drawer.tsx';
import { useLeaveGuard } from '../../shared/ui/leave-guard/index.ts';
import { usePageSettings } from './api/get-page-settings.ts';
import { useSavePageSettings } from './api/save-page-settings.ts';
import {
  PAGE_DESCRIPTION_MAX,
  PAGE_FORM_ERROR_CODES,
  PAGE_KEYWORDS_MAX,
  PAGE_NAME_MAX,
  PAGE_PATH_SEGMENT_MAX,
  PAGE_SEO_TITLE_MAX,
  PAGE_SOCIAL_IMAGE_MAX,
  PATH_SEGMENT_PATTERN,
  type PageSettingsValues,
  pageFieldErrors,
  settingsFormValues,
  toPageSetBody,
} from './page-form.ts';
import { SeoPreviews } from './seo-previews.tsx';

const SHOWN_FIELDS = [
  'page_name',
  'path_segment',
  'seo_title',
  'keywords',
  'description',
  'social_image',
  'noindex',
  'hide_header',
  'hide_footer',
] as const;

interface SettingsFormProps {
  settings: PageSettings;
  /** A save was refused because someone else saved first: load theirs. */
  onConflict(): Promise<void>;
  onSaved(): void;
  /** Whether the form holds edits that are not saved. */
  onDirtyChange(dirty: boolean): void;
}

/** The page's address as published: its language's prefix, then the path segment being typed. */
export function addressWith(settings: Pick<PageSettings, 'url' | 'path_segment'>, segment: string): string {
  const prefix =
    settings.path_segment === ''
      ? settings.url.replace(/\/$/, '')
      : settings.url.slice(0, settings.url.length - settings.path_segment.length - 1);
  return `${prefix}/${segment.trim()}`;
}

/** The search and share previews, following the fields as they are typed. */
function LivePreviews({ settings }: { settings: PageSettings }) {
  const form = Form.useFormInstance<PageSettingsValues>();
  const website = useWebsite(settings.website_id).data;
  const selected = useWebsiteStore((s) => s.website);
  const seoTitle = Form.useWatch('seo_title', form) ?? settings.seo_title;
  const pageName = Form.useWatch('page_name', form) ?? settings.page_name;
  const description = Form.useWatch('description', form) ?? settings.description;
  const image = Form.useWatch('social_image', form) ?? settings.social_image;
  const segment = Form.useWatch('path_segment', form) ?? settings.path_segment;
  const site = website ?? (selected?.website_id === settings.website_id ? selected : undefined);
  const host = site?.domain || site?.fixed_domain || 'example.com';
  // What the published page carries, as the site build picks it, with the website's details in
  // place of the placeholders a template's texts hold ({{company.name}}).
  const values = website ? brandValues(website.name, brandContext(website.brand, website.theme)) : undefined;
  const filled = (text: string) => (values ? fillBrandText(text, values) : text);
  const title = filled(seoTitle.trim() || pageName.trim() || website?.seo.title || site?.name || '');
  return (
    <SeoPreviews
      title={title}
      description={filled(description.trim() || website?.seo.description || '')}
      image={/^(?:https?:\/\/|\/files\/)/i.test(image.trim()) ? image.trim() : ''}
      host={host}
      path={addressWith(settings, segment)}
    />
  );
}

function SettingsForm({ settings, onConflict, onSaved, onDirtyChange }: SettingsFormProps) {
  const t = useT();
  const [form] = Form.useForm<PageSettingsValues>();
  const mutation = useSavePageSettings();
  const max = (n: number) => ({ max: n, message: t('pages.max', { n }) });
  const baseline = useRef('');
  useEffect(() => {
    baseline.current = JSON.stringify(form.getFieldsValue());
    onDirtyChange(false);
  }, [form, onDirtyChange]);

  async function onFinish(values: PageSettingsValues) {
    try {
      await mutation.mutateAsync(toPageSetBody(settings.id, settings.version, values));
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.PAGE_CONFLICT) {
        // The client has shown the server's message; the form now shows the newer version.
        await onConflict();
        return;
      }
      const fields = pageFieldErrors(error, SHOWN_FIELDS);
      if (fields.length > 0) form.setFields(fields);
      else if (isApiError(error) && (PAGE_FORM_ERROR_CODES as readonly number[]).includes(error.code)) {
        toastError(error.message);
      }
      return;
    }
    onDirtyChange(false);
    toastSuccess(t('pages.saved'));
    onSaved();
  }

  return (
    <Form<PageSettingsValues>
      form={form}
      layout="vertical"
      initialValues={settingsFormValues(settings)}
      onFinish={onFinish}
      onValuesChange={() => onDirtyChange(JSON.stringify(form.getFieldsValue()) !== baseline.current)}
      data-testid="page-settings-form"
    >
      <Form.Item label={t('pages.pageName')} name="page_name" rules={[max(PAGE_NAME_MAX)]}>
        <Input maxLength={PAGE_NAME_MAX} data-testid="page-settings-name" />
      </Form.Item>
      <Form.Item
        label={t('pages.pathSegment')}
        name="path_segment"
        extra={t('pages.pathSegmentSettingsHelp')}
        rules={[
          max(PAGE_PATH_SEGMENT_MAX),
          { pattern: PATH_SEGMENT_PATTERN, message: t('pages.pathSegmentInvalid') },
        ]}
      >
        <Input maxLength={PAGE_PATH_SEGMENT_MAX} data-testid="page-settings-path" />
      </Form.Item>
      <Form.Item
        label={t('pages.seoTitle')}
        name="seo_title"
        rules={[max(PAGE_SEO_TITLE_MAX)]}
        extra={/\{\{/.test(settings.seo_title + settings.description) ? t('pages.seoTextsHelp') : undefined}
      >
        <Input maxLength={PAGE_SEO_TITLE_MAX} data-testid="page-settings-seo-title" />
      </Form.Item>
      <Form.Item label={t('pages.keywords')} name="keywords" rules={[max(PAGE_KEYWORDS_MAX)]}>
        <Input maxLength={PAGE_KEYWORDS_MAX} data-testid="page-settings-keywords" />
      </Form.Item>
      <Form.Item label={t('pages.description')} name="description" rules={[max(PAGE_DESCRIPTION_MAX)]}>
        <Input.TextArea
          maxLength={PAGE_DESCRIPTION_MAX}
          autoSize={{ minRows: 3, maxRows: 6 }}
          data-testid="page-settings-description"
        />
      </Form.Item>
      {/* Chosen from the media library (upload inside it), as every image field is. */}
      <Form.Item label={t('pages.socialImage')} name="social_image" rules={[max(PAGE_SOCIAL_IMAGE_MAX)]}>
        <ImageField
          websiteId={settings.website_id}
          removable
          label={t('pages.socialImage')}
          testId="page-settings-social-image"
        />
      </Form.Item>
      <Form.Item label={t('pages.noindex')} name="noindex" valuePropName="checked">
        <Switch data-testid="page-settings-noindex" />
      </Form.Item>
      <Form.Item
        label={t('pages.hideHeader')}
        name="hide_header"
        valuePropName="checked"
        extra={t('pages.hideSectionsHelp')}
      >
        <Switch data-testid="page-settings-hide-header" />
      </Form.Item>
      <Form.Item label={t('pages.hideFooter')} name="hide_footer" valuePropName="checked">
        <Switch data-testid="page-settings-hide-footer" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="page-settings-save">
        {t('common.save')}
      </Button>
      <LivePreviews settings={settings} />
    </Form>
  );
}

function SettingsContent({
  pageId,
  onSaved,
  onDirtyChange,
}: {
  pageId: number;
  onSaved(): void;
  onDirtyChange(dirty: boolean): void;
}) {
  const t = useT();
  const { data, isError, refetch } = usePageSettings(pageId);
  // Bumped after a conflict so the form starts again from the reloaded values.
  const [generation, setGeneration] = useState(0);

  async function reload() {
    await refetch();
    setGeneration((g) => g + 1);
  }

  if (data) {
    return (
      <SettingsForm
        key={`${data.id}:${data.version}:${generation}`}
        settings={data}
        onConflict={reload}
        onSaved={onSaved}
        onDirtyChange={onDirtyChange}
      />
    );
  }
  if (isError) {
    return (
      <>
        <p className="screen-muted">{t('pages.settingsLoadFailed')}</p>
        <Button onClick={() => refetch()}>{t('common.retry')}</Button>
      </>
    );
  }
  return <Skeleton active paragraph={{ rows: 6 }} />;
}

export interface PageSettingsDrawerProps {
  /** The page whose settings show; null closes the drawer. */
  pageId: number | null;
  onClose(): void;
}

/**
 * A page's name, address and SEO settings (page-set), saved with the version they were loaded at,
 * with previews of the search result and share card. Unsaved edits are asked about before the
 * drawer closes or the screen is left.
 */
function PageSettingsDrawer({ pageId, onClose }: PageSettingsDrawerProps) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const leaveGuard = useLeaveGuard({ dirty: pageId !== null && dirty });
  return (
    <FormDrawer
      open={pageId !== null}
      title={t('pages.settingsTitle')}
      dirty={dirty}
      onClose={() => {
        setDirty(false);
        onClose();
      }}
      width={520}
      testId="page-settings-drawer"
    >
      {pageId !== null ? (
        <SettingsContent key={pageId} pageId={pageId} onSaved={onClose} onDirtyChange={setDirty} />
      ) : null}
      {leaveGuard}
    </FormDrawer>
  );
}

export default PageSettingsDrawer;
