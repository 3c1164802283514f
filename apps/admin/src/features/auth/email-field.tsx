import Form from 'antd/es/form';
import Input from 'antd/es/input';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import './account-i18n.ts';

/** The e-mail address of an account, required and checked, as every sign-in screen asks for it. */
export function EmailField({ testId, label, extra }: { testId: string; label?: string; extra?: ReactNode }) {
  const t = useT();
  return (
    <Form.Item
      label={label ?? t('account.email')}
      name="email"
      extra={extra}
      rules={[
        { required: true, whitespace: true, message: t('account.emailRequired') },
        { type: 'email', message: t('account.emailInvalid') },
      ]}
    >
      <Input
        type="email"
        autoComplete="email"
        placeholder={t('account.emailPlaceholder')}
        maxLength={254}
        data-testid={testId}
      />
    </Form.Item>
  );
}
