import { PASSWORD_MAX } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { safeRedirectPath } from '../../shared/lib/safe-redirect.ts';
import { takeFlash } from '../../shared/session/flash.ts';
import { rememberedCompany } from '../../shared/session/session-cookie.ts';
import { useAppStore } from '../../shared/stores/app-store.ts';
import { clearToasts, toastError } from '../../shared/ui/feedback.ts';
import { useLogin } from './api/login.ts';
import { loginErrorText } from './login-error.ts';
import './login-page.css';

interface LoginFields {
  company: string;
  username: string;
  password: string;
}

const DEFAULT_COMPANY = 'demo';

function LanguageLinks() {
  const language = useAppStore((s) => s.language);
  const setLanguage = useAppStore((s) => s.setLanguage);
  // A toast in the language being left would stay stacked under the new one.
  const choose = (next: 'en' | 'zh') => {
    if (next === language) return;
    clearToasts();
    setLanguage(next);
  };
  return (
    <div className="login-languages" data-testid="login-language">
      <button type="button" aria-pressed={language === 'en'} onClick={() => choose('en')}>
        English
      </button>
      <span aria-hidden="true">·</span>
      <button type="button" aria-pressed={language === 'zh'} onClick={() => choose('zh')}>
        中文
      </button>
    </div>
  );
}

/** Sign-in with company, username and password; continues to the safe `redirect` afterwards. */
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
    // A new session starts from an empty cache; the guard loads user info and roles next.
    queryClient.clear();
    clearToasts();
    navigate(safeRedirectPath(searchParams.get('redirect')), { replace: true });
  }

  // The refusal shows once, inline, and follows a language switch (the call itself shows no toast).
  const error = loginMutation.error ? loginErrorText(loginMutation.error, lang) : null;

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <LanguageLinks />
        <div className="login-brand" aria-hidden="true">
          SW
        </div>
        <h1 id="login-title">{t('login.title')}</h1>
        <p className="login-subtitle">{t('login.subtitle')}</p>
        {error ? (
          <Alert type="error" showIcon title={error} data-testid="login-error" style={{ marginBottom: 16 }} />
        ) : null}
        <Form<LoginFields>
          layout="vertical"
          requiredMark={false}
          initialValues={{ company: rememberedCompany() ?? DEFAULT_COMPANY }}
          onFinish={onFinish}
          data-testid="login-form"
          size="large"
        >
          <Form.Item
            label={t('login.company')}
            name="company"
            rules={[{ required: true, whitespace: true, message: t('login.companyRequired') }]}
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
      </section>
    </main>
  );
}
