import { USER_NAME_MAX } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { Link, useNavigate } from 'react-router';
import { fieldErrors } from '../../shared/api/api-error.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { WEBSITE_CENTER_PATH } from '../../shared/paths.ts';
import { clearToasts, toastSuccess } from '../../shared/ui/feedback.ts';
import { acquireRegistrationCode } from './api/acquire-note-code-by-not-registered.ts';
import { usePhoneAddUser } from './api/phone-add-user.ts';
import { AuthCard } from './auth-card.tsx';
import { CodeField } from './code-field.tsx';
import { loginErrorText } from './login-error.ts';
import { PasswordFields } from './password-fields.tsx';
import { defaultPhoneCountry, e164Of, PhoneField, type PhoneFields } from './phone-field.tsx';
import './account-i18n.ts';

interface RegisterFields extends PhoneFields {
  valid_code: string;
  company_name: string;
  user_name: string;
  password: string;
  confirm: string;
}

/** The same rule as the contract's UserName: what the operator will type at sign-in. */
const USER_NAME_PATTERN = /^[\p{L}\p{N}._@-]{2,64}$/u;

/**
 * /phone-add-user: registers by phone. The visitor gets a company of their own, becomes its
 * administrator, is signed in and lands in the website center to create a first website.
 */
export function RegisterPage() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const mutation = usePhoneAddUser();
  const [form] = Form.useForm<RegisterFields>();

  async function onFinish(values: RegisterFields) {
    let user: Awaited<ReturnType<typeof mutation.mutateAsync>>;
    try {
      user = await mutation.mutateAsync({
        phone: e164Of(values) ?? values.phone,
        valid_code: values.valid_code.trim(),
        company_name: values.company_name.trim(),
        user_name: values.user_name.trim(),
        password: values.password,
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
    toastSuccess(t('account.registered', { code: user.company.code }), 10_000);
    navigate(WEBSITE_CENTER_PATH, { replace: true });
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
