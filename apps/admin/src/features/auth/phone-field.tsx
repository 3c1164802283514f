import { asPhoneCountry, type PhoneCountry, phoneCountries, toE164 } from '@sitewright/contract';
import Form from 'antd/es/form';
import type { FormInstance } from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import './account-i18n.ts';

/** The form fields a phone number is typed in: the picked country and the number as typed. */
export interface PhoneFields {
  country: PhoneCountry;
  phone: string;
}

/** The country the picker starts with: China in Chinese, else the region of the browser's language. */
export function defaultPhoneCountry(lang: 'en' | 'zh'): PhoneCountry {
  if (lang === 'zh') return 'CN';
  const region = typeof navigator === 'undefined' ? undefined : navigator.language.split('-')[1];
  return asPhoneCountry(region) ?? 'US';
}

/** The number in E.164 (a `+` number keeps its own country), or undefined when it is not valid. */
export function e164Of(fields: Partial<PhoneFields>): string | undefined {
  const typed = fields.phone?.trim() ?? '';
  if (typed === '') return undefined;
  return toE164(typed, typed.startsWith('+') ? undefined : fields.country);
}

/** The E.164 number of the form, after checking the phone field (throws when it is not valid). */
export async function validPhone(form: FormInstance): Promise<string> {
  const values = (await form.validateFields(['country', 'phone'])) as PhoneFields;
  return e164Of(values) as string;
}

/** A country picker with calling codes beside the number (E.164 built with libphonenumber-js). */
export function PhoneField() {
  const t = useT();
  const lang = useLanguage();
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
    return phoneCountries()
      .map(({ country, callingCode }) => ({
        value: country,
        label: `${names.of(country) ?? country} +${callingCode}`,
        code: `+${callingCode}`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, lang === 'zh' ? 'zh-CN' : 'en'));
  }, [lang]);
  return (
    <Form.Item label={t('account.phone')} required>
      <Space.Compact block>
        <Form.Item name="country" noStyle>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={options}
            labelRender={(item) => options.find((o) => o.value === item.value)?.code ?? String(item.value)}
            popupMatchSelectWidth={280}
            style={{ width: 96 }}
            aria-label={t('account.country')}
            data-testid="phone-country"
          />
        </Form.Item>
        <Form.Item
          name="phone"
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('account.phoneRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim()) return;
                if (!e164Of({ phone: value, country: getFieldValue('country') })) {
                  throw new Error(t('account.phoneInvalid'));
                }
              },
            }),
          ]}
        >
          <Input
            type="tel"
            autoComplete="tel-national"
            placeholder={t('account.phonePlaceholder')}
            maxLength={32}
            data-testid="phone-number"
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
