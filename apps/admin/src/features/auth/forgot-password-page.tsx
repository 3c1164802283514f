import { RESET_LINK_TTL_MINUTES } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Result from 'antd/es/result';
import { Link, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { rememberedCompany } from '../../shared/session/session-cookie.ts';
import { acquireNoteCode } from './api/acquire-note-code.ts';
import { useEditUserPwdByValidCode } from './api/edit-user-pwd-by-valid-code.ts';
import { useGetSendEmail } from './api/get-send-email.ts';
import { AuthCard, AuthTabs } from './auth-card.tsx';
import { CodeField } from './code-field.tsx';
import { CompanyChoice, useCompanyChoice } from './company-choice.tsx';
import { CompanyCodeReminder } from './company-code-reminder.tsx';
import { loginErrorText } from './login-error.ts';
import { PasswordFields } from './password-fields.tsx';
import { defaultPhoneCountry, e164Of, PhoneField, type PhoneFields } from './phone-field.tsx';
import './account-i18n.ts';
import { EmailField } from './email-field.tsx';

/** The way on once the password is set: signing in with it. */
export function PasswordChanged() {
  const t = useT();
  return (
    <Result
      status="success"
      title={t('account.resetDoneTitle')}
      subTitle={t('account.resetDoneText')}
      extra={
        <Link to="/login">
          <Button type="primary" data-testid="reset-sign-in">
            {t('account.signIn')}
          </Button>
        </Link>
      }
      data-testid="reset-done"
    />
  );
}

interface SmsResetFields extends PhoneFields {
  valid_code: string;
  password: string;
  confirm: string;
}

function BySms() {
  const t = useT();
  const lang = useLanguage();
  const mutation = useEditUserPwdByValidCode();
  const choice = useCompanyChoice();

  async function onFinish(values: SmsResetFields) {
    try {
      await mutation.mutateAsync({
        phone: e164Of(values) ?? values.phone,
        valid_code: values.valid_code.trim(),
        password: values.password,
        ...choice.companyField,
      });
    } catch (error) {
      if (choice.asked(error)) mutation.reset();
    }
  }

  if (mutation.isSuccess) return <PasswordChanged />;
  const error = mutation.error ? loginErrorText(mutation.error, lang) : null;
  return (
    <>
      {error ? (
        <Alert type="error" showIcon title={error} data-testid="reset-error" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<SmsResetFields>
        layout="vertical"
        requiredMark={false}
        initialValues={{ country: defaultPhoneCountry(lang) }}
        onFinish={onFinish}
        onValuesChange={(changed) => {
          if ('phone' in changed || 'country' in changed) choice.forget();
        }}
        data-testid="reset-sms-form"
      >
        <PhoneField />
        <CodeField send={(phone) => acquireNoteCode(phone, 'reset')} ifKnown />
        <PasswordFields label="newPassword" />
        {choice.companies ? (
          <CompanyChoice companies={choice.companies} value={choice.chosen} onChange={choice.setChosen} />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={mutation.isPending}
          disabled={choice.waiting}
          data-testid="reset-sms-submit"
        >
          {t('account.resetSubmit')}
        </Button>
      </Form>
    </>
  );
}

interface EmailFields {
  company: string;
  email: string;
}

function ByEmail() {
  const t = useT();
  const lang = useLanguage();
  const mutation = useGetSendEmail();

  if (mutation.isSuccess) {
    return (
      <Result
        status="info"
        title={t('account.linkSentTitle')}
        subTitle={t('account.linkSentText', {
          email: mutation.variables.email,
          company: String(mutation.variables.companyId),
          minutes: RESET_LINK_TTL_MINUTES,
        })}
        extra={<Link to="/login">{t('account.backToLogin')}</Link>}
        data-testid="reset-mail-sent"
      />
    );
  }
  const error = mutation.error ? loginErrorText(mutation.error, lang) : null;
  return (
    <>
      {error ? (
        <Alert type="error" showIcon title={error} data-testid="reset-error" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<EmailFields>
        layout="vertical"
        requiredMark={false}
        initialValues={{ company: rememberedCompany() ?? '' }}
        onFinish={(values) =>
          mutation.mutate({ companyId: values.company.trim(), email: values.email.trim() })
        }
        data-testid="reset-mail-form"
      >
        <Form.Item
          label={t('account.company')}
          name="company"
          rules={[{ required: true, whitespace: true, message: t('account.companyRequired') }]}
        >
          <Input
            autoComplete="organization"
            placeholder={t('account.companyPlaceholder')}
            maxLength={64}
            data-testid="reset-company"
          />
        </Form.Item>
        <EmailField testId="reset-email" />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={mutation.isPending}
          data-testid="reset-mail-submit"
        >
          {t('account.sendLink')}
        </Button>
      </Form>
    </>
  );
}

/** The tab a link opens (`?by=email`, `?by=company`); the SMS code otherwise. */
function openedTab(by: string | null): 'sms' | 'email' | 'company' {
  return by === 'email' || by === 'company' ? by : 'sms';
}

/**
 * /forget-the-password: a new password by SMS code, or a link by e-mail, or a forgotten company
 * code sent to the phone or e-mail address (`?by=email` and `?by=company` open those tabs).
 */
export function ForgotPasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  return (
    <AuthCard
      title={t('account.forgotTitle')}
      subtitle={t('account.forgotSubtitle')}
      footer={<Link to="/login">{t('account.backToLogin')}</Link>}
    >
      <AuthTabs
        defaultActiveKey={openedTab(searchParams.get('by'))}
        items={[
          { key: 'sms', label: t('account.bySms'), children: <BySms /> },
          { key: 'email', label: t('account.byEmail'), children: <ByEmail /> },
          { key: 'company', label: t('account.byCompanyCode'), children: <CompanyCodeReminder /> },
        ]}
      />
    </AuthCard>
  );
}
