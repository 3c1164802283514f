import type { PhoneCompanyChoice } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { acquireNoteCode } from './api/acquire-note-code.ts';
import { usePhoneLogin } from './api/phone-login.ts';
import { CodeField } from './code-field.tsx';
import { CompanyChoice, companiesToChoose } from './company-choice.tsx';
import { loginErrorText } from './login-error.ts';
import { defaultPhoneCountry, e164Of, PhoneField, type PhoneFields } from './phone-field.tsx';
import './account-i18n.ts';

interface PhoneLoginFields extends PhoneFields {
  valid_code: string;
}

/**
 * The SMS tab of /login: a code to the phone signs in like the password does. A phone with
 * accounts in several companies is asked which one, and the same code continues with it.
 */
export function PhoneSignIn(props: { onSignedIn: () => void }) {
  const t = useT();
  const lang = useLanguage();
  const mutation = usePhoneLogin();
  const [companies, setCompanies] = useState<PhoneCompanyChoice['companies'] | null>(null);
  const [chosen, setChosen] = useState<number | undefined>(undefined);

  async function onFinish(values: PhoneLoginFields) {
    try {
      await mutation.mutateAsync({
        phone: e164Of(values) ?? values.phone,
        valid_code: values.valid_code.trim(),
        ...(companies && chosen !== undefined ? { companyId: chosen } : {}),
      });
    } catch (error) {
      const choice = companiesToChoose(error);
      if (choice) {
        setCompanies(choice);
        mutation.reset();
      }
      return;
    }
    props.onSignedIn();
  }

  const error = mutation.error ? loginErrorText(mutation.error, lang) : null;
  return (
    <>
      {error ? (
        <Alert type="error" showIcon title={error} data-testid="login-error" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<PhoneLoginFields>
        layout="vertical"
        requiredMark={false}
        initialValues={{ country: defaultPhoneCountry(lang) }}
        onFinish={onFinish}
        // Another number or code is another question: the company asked for no longer applies.
        onValuesChange={(changed) => {
          if ('phone' in changed || 'country' in changed) setCompanies(null);
        }}
        data-testid="phone-login-form"
        size="large"
      >
        <PhoneField />
        <CodeField send={(phone) => acquireNoteCode(phone, 'login')} ifKnown />
        {companies ? <CompanyChoice companies={companies} value={chosen} onChange={setChosen} /> : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={mutation.isPending}
          disabled={companies !== null && chosen === undefined}
          data-testid="phone-login-submit"
        >
          {companies ? t('account.chooseContinue') : t('account.phoneSubmit')}
        </Button>
      </Form>
    </>
  );
}
