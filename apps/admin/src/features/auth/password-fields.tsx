import { PASSWORD_MAX, PASSWORD_MIN } from '@sitewright/contract';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useT } from '../../shared/i18n/index.ts';
import './account-i18n.ts';

/** A new password typed twice (`password` and `confirm`), with the contract's length rules. */
export function PasswordFields(props: { label: 'password' | 'newPassword' }) {
  const t = useT();
  return (
    <>
      <Form.Item
        label={t(`account.${props.label}`)}
        name="password"
        extra={t('account.passwordHelp', { min: PASSWORD_MIN })}
        rules={[
          { required: true, message: t('account.passwordRequired') },
          { min: PASSWORD_MIN, message: t('account.passwordTooShort', { min: PASSWORD_MIN }) },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="new-password" />
      </Form.Item>
      <Form.Item
        label={t('account.confirmPassword')}
        name="confirm"
        dependencies={['password']}
        rules={[
          { required: true, message: t('account.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue('password'))
                throw new Error(t('account.passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX} data-testid="confirm-password" />
      </Form.Item>
    </>
  );
}
