import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import Result from 'antd/es/result';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { useSendCompanyCode } from './api/send-company-code.ts';
import { loginErrorText } from './login-error.ts';
import { defaultPhoneCountry, e164Of, PhoneField, type PhoneFields } from './phone-field.tsx';
import './account-i18n.ts';
import { EmailField } from './email-field.tsx';

interface ReminderFields extends PhoneFields {
  email: string;
}

type Channel = 'email' | 'phone';

/**
 * A forgotten company code: sent to the e-mail address or the phone the person signs in with, the
 * answer the same whether or not an account has it.
 */
export function CompanyCodeReminder() {
  const t = useT();
  const lang = useLanguage();
  const mutation = useSendCompanyCode();
  const [channel, setChannel] = useState<Channel>('email');
  const [target, setTarget] = useState('');

  function onFinish(values: ReminderFields) {
    if (channel === 'email') {
      const email = values.email.trim();
      setTarget(email);
      mutation.mutate({ email });
    } else {
      const phone = e164Of(values) ?? values.phone;
      setTarget(phone);
      mutation.mutate({ phone });
    }
  }

  if (mutation.isSuccess) {
    return (
      <Result
        status="info"
        title={t('account.companyCodeSentTitle')}
        subTitle={t('account.companyCodeSentText', { target })}
        extra={<Link to="/login">{t('account.backToLogin')}</Link>}
        data-testid="company-code-sent"
      />
    );
  }
  const error = mutation.error ? loginErrorText(mutation.error, lang) : null;
  return (
    <>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          data-testid="company-code-error"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <p className="login-subtitle">{t('account.codeHelp')}</p>
      <Form<ReminderFields>
        layout="vertical"
        requiredMark={false}
        initialValues={{ country: defaultPhoneCountry(lang) }}
        onFinish={onFinish}
        data-testid="company-code-form"
      >
        <Form.Item label={t('account.codeBy')}>
          <Radio.Group
            value={channel}
            onChange={(e) => setChannel(e.target.value as Channel)}
            optionType="button"
            options={[
              { value: 'email', label: t('account.codeByEmail') },
              { value: 'phone', label: t('account.codeByPhone') },
            ]}
            data-testid="company-code-channel"
          />
        </Form.Item>
        {channel === 'email' ? <EmailField testId="company-code-email" /> : <PhoneField />}
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          loading={mutation.isPending}
          data-testid="company-code-submit"
        >
          {t('account.sendCompanyCode')}
        </Button>
      </Form>
    </>
  );
}
