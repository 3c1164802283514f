import { BRAND_LIMITS, type Website } from '@sitewright/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { FORM_ERROR_CODES, useUpdateWebsite } from '../../shared/api/websites/update-website.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastError, toastSuccess } from '../../shared/ui/feedback.ts';
import { BrandImageField } from './brand-image-field.tsx';
import {
  type BrandValues,
  brandFieldErrors,
  brandValues,
  isBrandEmail,
  isBrandPhone,
  toBrandBody,
} from './brand-form.ts';
import './brand-i18n.ts';
import './brand-section.css';
import { useReportUnsaved } from './unsaved-sections.ts';

const IMAGES = [
  { name: ['brand', 'logo'], label: 'brand.logo', hint: 'brand.logoHint', testId: 'brand-logo' },
  {
    name: ['brand', 'logo_dark'],
    label: 'brand.logoDark',
    hint: 'brand.logoDarkHint',
    testId: 'brand-logo-dark',
  },
  { name: ['favicon'], label: 'brand.favicon', hint: 'brand.faviconHint', testId: 'brand-favicon' },
  {
    name: ['brand', 'social_image'],
    label: 'brand.socialImage',
    hint: 'brand.socialImageHint',
    testId: 'brand-social-image',
  },
] as const;

/**
 * Website settings → Brand: logos, favicon and social image from the media library, and the
 * business details, saved together by website-edit like the other sections.
 */
export default function BrandSection({ website }: { website: Website }) {
  const t = useT();
  const [form] = Form.useForm<BrandValues>();
  const mutation = useUpdateWebsite();
  // The values as loaded or last saved: the form is unsaved while it differs from them.
  const baseline = useRef('');
  const [dirty, setDirty] = useState(false);
  useReportUnsaved('brand', dirty);
  useEffect(() => {
    baseline.current = JSON.stringify(form.getFieldsValue());
  }, [form]);

  async function onFinish(values: BrandValues) {
    let saved: Website;
    try {
      saved = await mutation.mutateAsync(toBrandBody(website.website_id, values));
    } catch (error) {
      const fields = brandFieldErrors(error);
      if (fields.length > 0) form.setFields(fields);
      else if (isApiError(error) && (FORM_ERROR_CODES as readonly number[]).includes(error.code)) {
        toastError(error.message);
      }
      return;
    }
    // The server trims; the form shows what is stored.
    form.setFieldsValue(brandValues(saved));
    baseline.current = JSON.stringify(form.getFieldsValue());
    setDirty(false);
    toastSuccess(t('brand.saved'));
  }

  return (
    <Form<BrandValues>
      form={form}
      layout="vertical"
      initialValues={brandValues(website)}
      onFinish={onFinish}
      onValuesChange={() => setDirty(JSON.stringify(form.getFieldsValue()) !== baseline.current)}
      data-testid="brand-form"
    >
      <div className="web-set-grid">
        <section className="web-set-card" aria-labelledby="web-set-brand-images">
          <h2 id="web-set-brand-images">{t('brand.images')}</h2>
          <p className="screen-muted web-set-hint">{t('brand.intro')}</p>
          {IMAGES.map((image) => (
            <Form.Item key={image.testId} label={t(image.label)} name={[...image.name]} extra={t(image.hint)}>
              <BrandImageField websiteId={website.website_id} testId={image.testId} label={t(image.label)} />
            </Form.Item>
          ))}
        </section>
        <section className="web-set-card" aria-labelledby="web-set-brand-business">
          <h2 id="web-set-brand-business">{t('brand.business')}</h2>
          <p className="screen-muted web-set-hint">{t('brand.businessHint')}</p>
          <Form.Item
            label={t('brand.companyName')}
            name={['brand', 'company_name']}
            extra={t('brand.companyNameHint')}
          >
            <Input
              maxLength={BRAND_LIMITS.company_name}
              placeholder={website.name}
              data-testid="brand-company-name"
            />
          </Form.Item>
          <Form.Item label={t('brand.tagline')} name={['brand', 'tagline']}>
            <Input maxLength={BRAND_LIMITS.tagline} data-testid="brand-tagline" />
          </Form.Item>
          <Form.Item label={t('brand.address')} name={['brand', 'address']}>
            <Input maxLength={BRAND_LIMITS.address} data-testid="brand-address" />
          </Form.Item>
          <Form.Item
            label={t('brand.phone')}
            name={['brand', 'phone']}
            extra={t('brand.phoneHint')}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  isBrandPhone(value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('brand.phoneInvalid'))),
              },
            ]}
          >
            <Input maxLength={BRAND_LIMITS.phone} inputMode="tel" data-testid="brand-phone" />
          </Form.Item>
          <Form.Item
            label={t('brand.email')}
            name={['brand', 'email']}
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  isBrandEmail(value ?? '')
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('brand.emailInvalid'))),
              },
            ]}
          >
            <Input maxLength={BRAND_LIMITS.email} inputMode="email" data-testid="brand-email" />
          </Form.Item>
        </section>
      </div>
      <div className="web-set-card web-set-brand-save">
        <Button type="primary" htmlType="submit" loading={mutation.isPending} data-testid="brand-save">
          {t('brand.save')}
        </Button>
      </div>
    </Form>
  );
}
