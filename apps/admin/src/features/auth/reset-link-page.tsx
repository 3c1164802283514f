import { RESET_LINK_TTL_MINUTES } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { FORGOT_PASSWORD_PATH } from './account-paths.ts';
import { useEditUserPwdByEmail } from './api/edit-user-pwd-by-email.ts';
import { useResetLink } from './api/get-check-get-back-url.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordChanged } from './forgot-password-page.tsx';
import { loginErrorText } from './login-error.ts';
import { PasswordFields } from './password-fields.tsx';
import './account-i18n.ts';

/** /forget?token=…: the link from the reset mail. Says when it is no longer good, else sets the password once. */
export function ResetLinkPage() {
  const t = useT();
  const lang = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const link = useResetLink(token);
  const mutation = useEditUserPwdByEmail();

  let content: ReactNode;
  if (mutation.isSuccess) {
    content = <PasswordChanged />;
  } else if (token !== '' && link.isPending) {
    content = (
      <div role="status" aria-label={t('account.linkChecking')}>
        <Skeleton active paragraph={{ rows: 3 }} />
      </div>
    );
  } else if (token === '' || !link.data?.valid) {
    content = (
      <Result
        status="warning"
        title={t('account.linkInvalidTitle')}
        subTitle={
          link.error
            ? loginErrorText(link.error, lang)
            : t('account.linkInvalidText', { minutes: RESET_LINK_TTL_MINUTES })
        }
        extra={
          <Link to={`${FORGOT_PASSWORD_PATH}?by=email`}>
            <Button type="primary">{t('account.requestNew')}</Button>
          </Link>
        }
        data-testid="reset-link-invalid"
      />
    );
  } else {
    const error = mutation.error ? loginErrorText(mutation.error, lang) : null;
    content = (
      <>
        <p data-testid="reset-link-for">
          {t('account.linkFor', { user: link.data.user_name, company: link.data.company_code })}
        </p>
        {error ? (
          <Alert type="error" showIcon title={error} data-testid="reset-error" style={{ marginBottom: 16 }} />
        ) : null}
        <Form<{ password: string; confirm: string }>
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => mutation.mutate({ token, password: values.password })}
          data-testid="reset-link-form"
        >
          <PasswordFields label="newPassword" />
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={mutation.isPending}
            data-testid="reset-link-submit"
          >
            {t('account.resetSubmit')}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <AuthCard title={t('account.linkTitle')} footer={<Link to="/login">{t('account.backToLogin')}</Link>}>
      {content}
    </AuthCard>
  );
}
