import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { acquireNoteCode } from './api/acquire-note-code.ts';
import { usePhoneLogin } from './api/phone-login.ts';
import { CodeField } from './code-field.tsx';
import { CompanyChoice, useCompanyChoice } from './company-choice.tsx';
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
  const choice = useCompanyChoice();

  async function onFinish(values: PhoneLoginFields) {
    try {
      await mutation.mutateAsync({
        phone: e164Of(values) ?? values.phone,
        valid_code: values.valid_code.trim(),
        ...choice.companyField,
      });
    } catch (error) {
      if (choice.asked(error)) mutation.reset();
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
          if ('phone' in changed || 'country' in changed) choice.forget();
        }}
        data-testid="phone-login-form"
        size="large"
      >
        <PhoneField />
        <CodeField send={(phone) => acquireNoteCode(phone, 'login')} ifKnown />
        {choice.companies ? (
          <CompanyChoice companies={choice.companies} value={choice.chosen} onChange={choice.setChosen} />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={mutation.isPending}
          disabled={choice.waiting}
          data-testid="phone-login-submit"
        >
          {choice.companies ? t('account.chooseContinue') : t('account.phoneSubmit')}
        </Button>
      </Form>
    </>
  );
}
