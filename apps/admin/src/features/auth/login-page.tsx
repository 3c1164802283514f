import { PASSWORD_MAX } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { safeRedirectPath } from '../../shared/lib/safe-redirect.ts';
import { takeFlash } from '../../shared/session/flash.ts';
import { rememberedCompany } from '../../shared/session/session-cookie.ts';
import { clearToasts, toastError } from '../../shared/ui/feedback.ts';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH } from './account-paths.ts';
import { useLogin } from './api/login.ts';
import { AuthCard, AuthTabs } from './auth-card.tsx';
import { loginErrorText } from './login-error.ts';
import './account-i18n.ts';

// The phone tab loads the country list and phone-number rules only when it is opened.
const PhoneSignIn = lazy(async () => ({ default: (await import('./phone-sign-in.tsx')).PhoneSignIn }));

interface LoginFields {
  company: string;
  username: string;
  password: string;
}

const DEFAULT_COMPANY = 'demo';

/**
 * Sign-in with company, username and password, or (second tab) with phone and SMS code; continues
 * to the safe `redirect` afterwards. Links lead to password recovery and registration by phone.
 */
export function LoginPage() {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const loginMutation = useLogin();

  useEffect(() => {
    // A session that ended elsewhere (401 and reload) explains itself here.
    const flash = takeFlash();
    if (flash) toastError(flash);
  }, []);

  function signedIn() {
    // A new session starts from an empty cache; the guard loads user info and roles next.
    queryClient.clear();
    clearToasts();
    navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
  }

  async function onFinish(values: LoginFields) {
    try {
      await loginMutation.mutateAsync({
        companyId: values.company,
        username: values.username,
        password: values.password,
      });
    } catch {
      return;
    }
    signedIn();
  }

  // The refusal shows once, inline, and follows a language switch (the call itself shows no toast).
  const error = loginMutation.error ? loginErrorText(loginMutation.error, lang) : null;

  const passwordForm = (
    <>
      {error ? (
        <Alert type="error" showIcon title={error} data-testid="login-error" style={{ marginBottom: 16 }} />
      ) : null}
      <Form<LoginFields>
        layout="vertical"
        requiredMark={false}
        initialValues={{
          // The welcome and company-code mails link here with the company filled in.
          company: searchParams.get('company') ?? rememberedCompany() ?? DEFAULT_COMPANY,
        }}
        onFinish={onFinish}
        data-testid="login-form"
        size="large"
      >
        <Form.Item
          label={t('login.company')}
          name="company"
          rules={[{ required: true, whitespace: true, message: t('login.companyRequired') }]}
          extra={
            <Link to={`${FORGOT_PASSWORD_PATH}?by=company`} data-testid="login-forgot-company">
              {t('account.forgotCode')}
            </Link>
          }
        >
          <Input
            autoComplete="organization"
            placeholder={t('login.companyPlaceholder')}
            maxLength={64}
            data-testid="login-company"
          />
        </Form.Item>
        <Form.Item
          label={t('login.username')}
          name="username"
          rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}
        >
          <Input
            autoComplete="username"
            placeholder={t('login.usernamePlaceholder')}
            maxLength={64}
            data-testid="login-username"
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label={t('login.password')}
          name="password"
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password
            autoComplete="current-password"
            placeholder={t('login.passwordPlaceholder')}
            maxLength={PASSWORD_MAX}
            data-testid="login-password"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={loginMutation.isPending}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
      </Form>
    </>
  );

  return (
    <AuthCard
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          <Link to={FORGOT_PASSWORD_PATH} data-testid="login-forgot">
            {t('account.forgot')}
          </Link>
          <span>
            {t('account.noAccount')}{' '}
            <Link to={REGISTER_PATH} data-testid="login-register">
              {t('account.register')}
            </Link>
          </span>
        </>
      }
    >
      <AuthTabs
        testId="login-tabs"
        items={[
          { key: 'password', label: t('account.tabPassword'), children: passwordForm },
          {
            key: 'sms',
            label: t('account.tabSms'),
            children: (
              <Suspense fallback={null}>
                <PhoneSignIn onSignedIn={signedIn} />
              </Suspense>
            ),
          },
        ]}
      />
    </AuthCard>
  );
}
