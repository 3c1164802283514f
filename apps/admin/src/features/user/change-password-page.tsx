import { errorCodes } from '@sitewright/contract/paths';
import { PASSWORD_MAX, PASSWORD_MIN } from '@sitewright/contract';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../shared/api/api-error.ts';
import { useUserInfo } from '../../shared/api/session/get-user-info.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useChangePassword } from './api/change-password.ts';

interface PasswordFields {
  old_password: string;
  new_password: string;
  confirm: string;
}

/** Change the signed-in user's password; the session stays signed in. */
export function ChangePasswordPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const { data: user } = useUserInfo();
  const [form] = Form.useForm<PasswordFields>();
  const mutation = useChangePassword();
  const account = searchParams.get('user_name') || user?.user_name || '';

  async function onFinish(values: PasswordFields) {
    try {
      await mutation.mutateAsync({ old_password: values.old_password, new_password: values.new_password });
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.OLD_PASSWORD_WRONG) {
        form.setFields([{ name: 'old_password', errors: [error.message] }]);
      }
      return;
    }
    toastSuccess(t('password.success'));
    form.resetFields();
  }

  return (
    <div style={{ background: '#fff', borderRadius: 8, padding: 24, maxWidth: 560 }}>
      <h1 style={{ margin: '0 0 16px', fontSize: 20, fontWeight: 600 }}>{t('password.title')}</h1>
      <Form<PasswordFields>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        data-testid="change-password-form"
      >
        <Form.Item label={t('password.account')} htmlFor="change-password-account">
          <Input
            id="change-password-account"
            value={account}
            disabled
            data-testid="change-password-account"
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item
          label={t('password.old')}
          name="old_password"
          rules={[{ required: true, message: t('password.oldRequired') }]}
        >
          <Input.Password
            autoComplete="current-password"
            data-testid="change-password-old"
            maxLength={PASSWORD_MAX}
          />
        </Form.Item>
        <Form.Item
          label={t('password.new')}
          name="new_password"
          rules={[
            { required: true, message: t('password.newRequired') },
            { min: PASSWORD_MIN, message: t('password.min', { n: PASSWORD_MIN }) },
            { max: PASSWORD_MAX, message: t('password.max', { n: PASSWORD_MAX }) },
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            data-testid="change-password-new"
            maxLength={PASSWORD_MAX}
          />
        </Form.Item>
        <Form.Item
          label={t('password.confirm')}
          name="confirm"
          dependencies={['new_password']}
          rules={[
            { required: true, message: t('password.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: string | undefined) => {
                if (value && value !== getFieldValue('new_password')) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            data-testid="change-password-confirm"
            maxLength={PASSWORD_MAX}
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={mutation.isPending}
          data-testid="change-password-submit"
        >
          {t('password.submit')}
        </Button>
      </Form>
    </div>
  );
}
