import { PASSWORD_MAX, PASSWORD_MIN, USER_NAME_MAX, NICK_NAME_MAX } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Spin from 'antd/es/spin';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { queryClient } from '../../shared/api/query-client.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { safeRedirectPath } from '../../shared/lib/safe-redirect.ts';
import { LOGIN_PATH } from '../../shared/paths.ts';
import { clearToasts } from '../../shared/ui/feedback.ts';
import { useSignInWithCode } from './api/auth-redirect.ts';
import { useAcceptInvitation, useInvitation } from './api/invitation.ts';
import './auth-redirect-i18n.ts';
import { loginErrorText } from './login-error.ts';
import './login-page.css';

/** The way out of a refused link: the sign-in form, keeping where the link wanted to go. */
function LoginLink({ redirect }: { redirect: string }) {
  const t = useT();
  const to = redirect === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}`;
  return (
    <Link to={to} data-testid="auth-redirect-login">
      {t('authRedirect.toLogin')}
    </Link>
  );
}

/** `?code=`: exchanges the one-time code for a session once, then continues to `redirect`. */
function CodeSignIn({ code, redirect }: { code: string; redirect: string }) {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const signIn = useSignInWithCode();
  // A code works once: the exchange must not run again when the effect does (strict mode, re-render).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signIn
      .mutateAsync(code)
      .then(() => {
        // A new session starts from an empty cache; the guard loads user info and roles next.
        queryClient.clear();
        clearToasts();
        navigate(redirect, { replace: true });
      })
      .catch(() => {});
  }, [code, redirect, navigate, signIn]);

  if (signIn.error) {
    return (
      <>
        <h1 id="auth-redirect-title">{t('authRedirect.linkInvalid')}</h1>
        <Alert
          type="error"
          showIcon
          title={loginErrorText(signIn.error, lang)}
          data-testid="auth-redirect-error"
          style={{ marginBottom: 16 }}
        />
        <LoginLink redirect={redirect} />
      </>
    );
  }
  return (
    <div data-testid="auth-redirect-progress" style={{ textAlign: 'center' }}>
      <Spin />
      <p>{t('authRedirect.signingIn')}</p>
    </div>
  );
}

interface AcceptFields {
  user_name: string;
  nick_name: string;
  password: string;
  password_again: string;
}

/** `?invite=`: the invitee chooses a user name and password; accepting signs in through `?code=`. */
function AcceptInvitation({ token }: { token: string }) {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  if (invitation.isPending) {
    return (
      <div style={{ textAlign: 'center' }}>
        <Spin />
        <p>{t('authRedirect.checking')}</p>
      </div>
    );
  }
  if (invitation.error || !invitation.data) {
    return (
      <>
        <h1 id="auth-redirect-title">{t('authRedirect.inviteInvalid')}</h1>
        <Alert
          type="error"
          showIcon
          title={loginErrorText(invitation.error, lang)}
          data-testid="auth-redirect-error"
          style={{ marginBottom: 16 }}
        />
        <LoginLink redirect="/" />
      </>
    );
  }
  const info = invitation.data;
  const values = {
    company: info.company_name,
    inviter: info.invited_by,
    email: info.email,
    role: info.role_name,
  };

  async function onFinish(fields: AcceptFields) {
    try {
      const { code } = await accept.mutateAsync({
        token,
        user_name: fields.user_name.trim(),
        nick_name: fields.nick_name?.trim() ?? '',
        password: fields.password,
      });
      // The new account lands signed in through the one-time sign-in link, as any other would.
      navigate(`/auth-redirect?code=${encodeURIComponent(code)}`, { replace: true });
    } catch {
      // Shown inline below.
    }
  }

  return (
    <>
      <h1 id="auth-redirect-title">{t('authRedirect.inviteTitle', { company: info.company_name })}</h1>
      <p className="login-subtitle" data-testid="invite-intro">
        {info.invited_by
          ? t('authRedirect.inviteIntro', values)
          : t('authRedirect.inviteIntroNoInviter', values)}
      </p>
      {accept.error ? (
        <Alert
          type="error"
          showIcon
          title={loginErrorText(accept.error, lang)}
          data-testid="invite-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form<AcceptFields>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        data-testid="invite-form"
        size="large"
      >
        <Form.Item
          label={t('authRedirect.userName')}
          name="user_name"
          extra={t('authRedirect.userNameHelp', { company: info.company_code })}
          rules={[{ required: true, whitespace: true, min: 2, message: t('authRedirect.userNameRequired') }]}
        >
          <Input autoComplete="username" maxLength={USER_NAME_MAX} data-testid="invite-user-name" autoFocus />
        </Form.Item>
        <Form.Item label={t('authRedirect.nickName')} name="nick_name">
          <Input autoComplete="nickname" maxLength={NICK_NAME_MAX} data-testid="invite-nick-name" />
        </Form.Item>
        <Form.Item
          label={t('authRedirect.password')}
          name="password"
          extra={t('authRedirect.passwordHelp', { min: PASSWORD_MIN })}
          rules={[
            {
              required: true,
              min: PASSWORD_MIN,
              message: t('authRedirect.passwordRequired', { min: PASSWORD_MIN }),
            },
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            data-testid="invite-password"
          />
        </Form.Item>
        <Form.Item
          label={t('authRedirect.passwordAgain')}
          name="password_again"
          dependencies={['password']}
          rules={[
            { required: true, message: t('authRedirect.passwordMismatch') },
            ({ getFieldValue }) => ({
              validator: (_rule, value) =>
                value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('authRedirect.passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            data-testid="invite-password-again"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={accept.isPending} data-testid="invite-submit">
          {t('authRedirect.accept')}
        </Button>
      </Form>
    </>
  );
}

/**
 * Spec §2 /auth-redirect (public): the landing of one-time sign-in links. `?code=` signs in and
 * continues to `redirect` (same-origin paths only, else `/`); `?invite=` first lets an invitee
 * set up their account.
 */
export function AuthRedirectPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const invite = searchParams.get('invite');
  const redirect = safeRedirectPath(searchParams.get('redirect'));
  let content: React.ReactNode;
  if (code) content = <CodeSignIn key={code} code={code} redirect={redirect} />;
  else if (invite) content = <AcceptInvitation token={invite} />;
  else
    content = (
      <>
        <h1 id="auth-redirect-title">{t('authRedirect.linkInvalid')}</h1>
        <Alert
          type="error"
          showIcon
          title={t('authRedirect.noCode')}
          data-testid="auth-redirect-error"
          style={{ marginBottom: 16 }}
        />
        <LoginLink redirect={redirect} />
      </>
    );
  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="auth-redirect-title" data-testid="auth-redirect">
        <div className="login-brand" aria-hidden="true">
          SW
        </div>
        {content}
      </section>
    </main>
  );
}
