import { USER_NAME_MAX } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { fieldErrors } from '../../shared/api/api-error.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { WEBSITE_CENTER_PATH } from '../../shared/paths.ts';
import { clearToasts } from '../../shared/ui/feedback.ts';
import { acquireRegistrationCode } from './api/acquire-note-code-by-not-registered.ts';
import { usePhoneAddUser } from './api/phone-add-user.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeField } from './code-field.tsx';
import { loginErrorText } from './login-error.ts';
import { PasswordFields } from './password-fields.tsx';
import { defaultPhoneCountry, e164Of, PhoneField, type PhoneFields } from './phone-field.tsx';
import { RegisteredWelcome } from './registered-welcome.tsx';
import './account-i18n.ts';
import { EmailField } from './email-field.tsx';

interface RegisterFields extends PhoneFields {
  valid_code: string;
  company_name: string;
  user_name: string;
  email: string;
  password: string;
  confirm: string;
}

/** The company just opened, for the welcome screen. */
interface Opened {
  companyName: string;
  companyCode: string;
  email: string;
}

/** The same rule as the contract's UserName: what the operator will type at sign-in. */
const USER_NAME_PATTERN = /^[\p{L}\p{N}._@-]{2,64}$/u;

/**
 * /phone-add-user: registers by phone and e-mail address. The visitor gets a company of their own,
 * becomes its administrator and is signed in; a welcome screen shows the company code (mailed too)
 * before the website center, where a first website is created.
 */
export function RegisterPage() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const mutation = usePhoneAddUser();
  const [form] = Form.useForm<RegisterFields>();
  const [opened, setOpened] = useState<Opened | null>(null);

  async function onFinish(values: RegisterFields) {
    let user: Awaited<ReturnType<typeof mutation.mutateAsync>>;
    try {
      user = await mutation.mutateAsync({
        phone: e164Of(values) ?? values.phone,
        valid_code: values.valid_code.trim(),
        company_name: values.company_name.trim(),
        user_name: values.user_name.trim(),
        password: values.password,
        email: values.email.trim(),
      });
    } catch (error) {
      const fields = fieldErrors(error);
      form.setFields(
        Object.entries(fields).map(([name, message]) => ({
          name: name as keyof RegisterFields,
          errors: [message],
        })),
      );
      return;
    }
    queryClient.clear();
    clearToasts();
    setOpened({ companyName: user.company.name, companyCode: user.company.code, email: values.email.trim() });
  }

  if (opened) {
    return (
      <AuthCard title={t('account.welcomeTitle')}>
        <RegisteredWelcome
          companyName={opened.companyName}
          companyCode={opened.companyCode}
          email={opened.email}
          onContinue={() => navigate(WEBSITE_CENTER_PATH, { replace: true })}
        />
      </AuthCard>
    );
  }

  const error = mutation.error ? loginErrorText(mutation.error, lang) : null;
  return (
    <AuthCard
      title={t('account.registerTitle')}
      subtitle={t('account.registerSubtitle')}
      footer={
        <span>
          {t('account.haveAccount')} <Link to="/login">{t('account.signIn')}</Link>
        </span>
      }
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          data-testid="register-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<RegisterFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ country: defaultPhoneCountry(lang) }}
        onFinish={onFinish}
        data-testid="register-form"
      >
        <PhoneField />
        <CodeField send={acquireRegistrationCode} ifKnown={false} />
        <Form.Item
          label={t('account.companyName')}
          name="company_name"
          rules={[{ required: true, whitespace: true, message: t('account.companyNameRequired') }]}
        >
          <Input
            autoComplete="organization"
            placeholder={t('account.companyNamePlaceholder')}
            maxLength={100}
            data-testid="register-company"
          />
        </Form.Item>
        <Form.Item
          label={t('account.userName')}
          name="user_name"
          extra={t('account.userNameHelp')}
          rules={[
            { required: true, whitespace: true, message: t('account.userNameRequired') },
            { pattern: USER_NAME_PATTERN, message: t('account.userNameInvalid') },
          ]}
        >
          <Input autoComplete="username" maxLength={USER_NAME_MAX} data-testid="register-username" />
        </Form.Item>
        <EmailField
          testId="register-email"
          label={t('account.registerEmail')}
          extra={t('account.registerEmailHelp')}
        />
        <PasswordFields label="password" />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={mutation.isPending}
          data-testid="register-submit"
        >
          {t('account.registerSubmit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
