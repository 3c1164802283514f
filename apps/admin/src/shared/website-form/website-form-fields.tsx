import { FLAG_CODES, SITE_LANGUAGES } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useMemo } from 'react';
import { useLanguage, useT } from '../i18n/index.ts';
import { NAME_MAX } from './website-form.ts';
import { FlagIcon } from '../ui/flag-icon.tsx';
import { siteLanguageLabel } from '../lib/site-languages.ts';

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
      return {
        value: code,
        label: (
          <span>
            <FlagIcon code={code} /> {country} ({code})
          </span>
        ),
        searchText: `${country} ${code}`,
      };
    });
  }, [lang]);
}

export interface WebsiteFormFieldsProps {
  /** Puts the cursor in the name at once: right for a dialog, not for a screen read top to bottom. */
  autoFocusName?: boolean;
}

/** Name, country flag and default language of a website, with their rules; inside a `Form`. */
export function WebsiteFormFields({ autoFocusName = false }: WebsiteFormFieldsProps) {
  const t = useT();
  const lang = useLanguage();
  const flagOptions = useFlagOptions(lang);
  const languageOptions = useMemo(
    () => SITE_LANGUAGES.map((l) => ({ value: l.code, label: siteLanguageLabel(l, lang) })),
    [lang],
  );
  return (
    <>
      <Form.Item
        label={t('websites.name')}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t('websites.nameRequired') },
          { max: NAME_MAX, message: t('websites.nameMax', { n: NAME_MAX }) },
        ]}
      >
        <Input
          placeholder={t('websites.namePlaceholder')}
          data-testid="website-form-name"
          autoFocus={autoFocusName}
        />
      </Form.Item>
      <Form.Item
        label={t('websites.flag')}
        name="flag_code"
        rules={[{ required: true, message: t('websites.flagRequired') }]}
      >
        <Select
          options={flagOptions}
          showSearch={{ optionFilterProp: 'searchText' }}
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
    </>
  );
}
