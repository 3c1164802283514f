import type { Website } from '@sitewright/contract';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Form from 'antd/es/form';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense } from 'react';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import { useUpdateWebsite } from '../../shared/api/websites/update-website.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { type SelectedWebsite, useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import {
  initialWebsiteValues,
  toEditBody,
  type WebsiteFormValues,
} from '../../shared/website-form/website-form.ts';
import { showWebsiteFormFailure } from '../../shared/website-form/website-form-failure.ts';
import { WebsiteFormFields } from '../../shared/website-form/website-form-fields.tsx';
import './website-settings-page.css';

const PreviewQrCode = lazy(() => import('./preview-qr-code.tsx'));

const SHOWN_FIELDS = ['name', 'flag_code', 'default_language'] as const;

/** Name, flag and default language, saved with the same rules as the website center's form. */
function BasicsForm({ website }: { website: Website }) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<WebsiteFormValues>();
  const mutation = useUpdateWebsite();

  async function onFinish(values: WebsiteFormValues) {
    let saved: Website;
    try {
      saved = await mutation.mutateAsync(toEditBody(website.website_id, values));
    } catch (error) {
      showWebsiteFormFailure(error, SHOWN_FIELDS, form);
      return;
    }
    // The server trims; the form shows what is stored.
    form.setFieldsValue(initialWebsiteValues(saved, lang));
    toastSuccess(t('websites.saved'));
  }

  return (
    <Form<WebsiteFormValues>
      form={form}
      layout="vertical"
      initialValues={initialWebsiteValues(website, lang)}
      onFinish={onFinish}
      data-testid="web-set-form"
    >
      <WebsiteFormFields />
      <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="web-set-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** Where the website can be reached; read-only here. */
function Addresses({ website }: { website: SelectedWebsite }) {
  const t = useT();
  const link = website.curr_preview_link;
  return (
    <>
      <Descriptions
        column={1}
        items={[
          {
            key: 'fixed',
            label: t('webSet.fixedDomain'),
            children: <span data-testid="web-set-fixed-domain">{website.fixed_domain}</span>,
          },
          {
            key: 'bound',
            label: t('webSet.boundDomain'),
            children: (
              <span data-testid="web-set-bound-domain">{website.domain || t('webSet.notBound')}</span>
            ),
          },
          {
            key: 'preview',
            label: t('webSet.previewLink'),
            children: link ? (
              <a
                href={link}
                target="_blank"
                rel="noopener noreferrer"
                className="web-set-link"
                data-testid="web-set-preview-link"
              >
                {link}
              </a>
            ) : (
              t('webSet.noPreview')
            ),
          },
        ]}
      />
      {link ? (
        <div className="web-set-qr">
          <Suspense fallback={<div className="web-set-qr-placeholder" aria-busy="true" />}>
            <PreviewQrCode link={link} label={t('webSet.qrCode')} />
          </Suspense>
          <p className="screen-muted">{t('webSet.qrHint')}</p>
        </div>
      ) : null}
    </>
  );
}

/** Website settings (spec §2, /page/web_set): the selected website's basics and addresses. */
export function WebsiteSettingsPage() {
  const t = useT();
  const selected = useWebsiteStore((s) => s.website);
  const { data, isError, refetch } = useWebsite(selected?.website_id);

  if (!selected) return null;

  return (
    <div className="web-set" data-testid="web-set">
      <header className="web-set-header">
        <h1>{t('webSet.title')}</h1>
        <p className="screen-muted">{t('webSet.intro')}</p>
      </header>
      <div className="web-set-grid">
        <section className="web-set-card" aria-labelledby="web-set-basics">
          <h2 id="web-set-basics">{t('webSet.basics')}</h2>
          {data ? (
            // A fresh form per website: switching websites must not keep the other one's values.
            <BasicsForm key={data.website_id} website={data} />
          ) : isError ? (
            <>
              <p className="screen-muted">{t('webSet.loadFailed')}</p>
              <Button onClick={() => refetch()}>{t('common.retry')}</Button>
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} />
          )}
        </section>
        <section className="web-set-card" aria-labelledby="web-set-addresses">
          <h2 id="web-set-addresses">{t('webSet.addresses')}</h2>
          <Addresses website={data ?? selected} />
        </section>
      </div>
    </div>
  );
}
