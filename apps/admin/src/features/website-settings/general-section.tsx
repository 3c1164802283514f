import type { Website } from '@sitewright/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { FORM_ERROR_CODES, useUpdateWebsite } from '../../shared/api/websites/update-website.ts';
import { useWebsiteLanguages } from '../../shared/api/languages/get-website-languages.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { orderedLanguages, siteLanguageName } from '../../shared/lib/site-languages.ts';
import { ADD_LANGUAGE_PATH } from '../../shared/paths.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { WebsiteFormFields } from '../../shared/website-form/website-form-fields.tsx';
import {
  type GeneralValues,
  generalFieldErrors,
  generalValues,
  SEO_DESCRIPTION_MAX,
  SEO_KEYWORDS_MAX,
  SEO_TITLE_MAX,
  toGeneralBody,
} from './general-form.ts';
import { useReportUnsaved } from './unsaved-sections.ts';
import './web-set-i18n.ts';

/** Name, flag, default language and SEO defaults, saved together by website-edit. */
export function GeneralForm({ website }: { website: Website }) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<GeneralValues>();
  const mutation = useUpdateWebsite();
  // The values as loaded or last saved: the form is unsaved while it differs from them.
  const baseline = useRef('');
  const [dirty, setDirty] = useState(false);
  useReportUnsaved('general', dirty);
  useEffect(() => {
    baseline.current = JSON.stringify(form.getFieldsValue());
  }, [form]);

  async function onFinish(values: GeneralValues) {
    let saved: Website;
    try {
      saved = await mutation.mutateAsync(toGeneralBody(website.website_id, values));
    } catch (error) {
      const fields = generalFieldErrors(error);
      if (fields.length > 0) form.setFields(fields);
      else if (isApiError(error) && (FORM_ERROR_CODES as readonly number[]).includes(error.code)) {
        toastError(error.message);
      }
      return;
    }
    // The server trims; the form shows what is stored.
    form.setFieldsValue(generalValues(saved, lang));
    baseline.current = JSON.stringify(form.getFieldsValue());
    setDirty(false);
    toastSuccess(t('websites.saved'));
  }

  return (
    <Form<GeneralValues>
      form={form}
      layout="vertical"
      initialValues={generalValues(website, lang)}
      onFinish={onFinish}
      onValuesChange={() => setDirty(JSON.stringify(form.getFieldsValue()) !== baseline.current)}
      data-testid="web-set-form"
    >
      <WebsiteFormFields />
      <h3 className="web-set-subtitle">{t('webSet.seo')}</h3>
      <p className="screen-muted web-set-hint">{t('webSet.seoHint')}</p>
      <Form.Item label={t('webSet.seoTitle')} name={['seo', 'title']}>
        <Input maxLength={SEO_TITLE_MAX} showCount data-testid="web-set-seo-title" />
      </Form.Item>
      <Form.Item label={t('webSet.seoKeywords')} name={['seo', 'keywords']}>
        <Input maxLength={SEO_KEYWORDS_MAX} data-testid="web-set-seo-keywords" />
      </Form.Item>
      <Form.Item label={t('webSet.seoDescription')} name={['seo', 'description']}>
        <Input.TextArea
          maxLength={SEO_DESCRIPTION_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          data-testid="web-set-seo-description"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="web-set-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** The website's languages at a glance; adding one happens on the language screen. */
export function LanguagesSummary({ websiteId }: { websiteId: number }) {
  const t = useT();
  const { data } = useWebsiteLanguages(websiteId);
  return (
    <div data-testid="web-set-languages">
      <p className="screen-muted web-set-hint">{t('webSet.languagesHint')}</p>
      {data ? (
        <div className="web-set-tags">
          {orderedLanguages(data.list).map((l) => (
            <Tag key={l.lang} color={l.is_default ? 'blue' : undefined}>
              {siteLanguageName(l.lang)} ({l.lang}){l.is_default ? ` · ${t('webSet.defaultLanguage')}` : ''}
            </Tag>
          ))}
        </div>
      ) : (
        <Skeleton active title={false} paragraph={{ rows: 1 }} />
      )}
      <Link to={ADD_LANGUAGE_PATH} data-testid="web-set-manage-languages">
        {t('webSet.manageLanguages')}
      </Link>
    </div>
  );
}
