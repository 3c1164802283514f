import {
  PAY_ACCOUNT_NAME_MAX,
  PAY_PROVIDERS,
  type PayAccount,
  type PayProvider,
  PROVIDER_CURRENCIES,
  payProviderNames,
} from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { useState } from 'react';
import { type MessageKey, useLanguage, useT } from '../../shared/i18n/index.ts';
import { FormDrawer } from '../../shared/ui/form-drawer/form-drawer.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useSavePayAccount } from './api/save-pay-account.ts';
import {
  credentialInputs,
  defaultCurrency,
  initialPayAccountValues,
  missingCredentialFields,
  type PayAccountFormValues,
  payAccountFailure,
  toPayAccountBody,
} from './pay-account-form.ts';
import './payments-i18n.ts';

export interface PayAccountDrawerProps {
  open: boolean;
  /** The account to change; a new one when null. */
  account: PayAccount | null;
  onClose(): void;
}

/** Adds or changes a payment account: provider, name, currency and the provider's credentials. */
export function PayAccountDrawer({ open, account, onClose }: PayAccountDrawerProps) {
  const t = useT();
  const lang = useLanguage();
  const [form] = Form.useForm<PayAccountFormValues>();
  const mutation = useSavePayAccount();
  const [general, setGeneral] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const provider =
    (Form.useWatch('provider', form) as PayProvider | undefined) ?? account?.provider ?? 'sandbox';
  const fieldLabel = (key: string) => t(`payments.${key}` as MessageKey);

  async function onFinish(values: PayAccountFormValues) {
    setGeneral(null);
    const missing = missingCredentialFields(values, account);
    if (missing.length > 0) {
      form.setFields(
        missing.map((key) => ({
          name: ['credentials', key],
          errors: [t('payments.fieldRequired', { field: fieldLabel(key) })],
        })),
      );
      return;
    }
    try {
      await mutation.mutateAsync(toPayAccountBody(values, account));
    } catch (error) {
      const failure = payAccountFailure(error);
      if (failure.fields.length > 0) form.setFields(failure.fields);
      setGeneral(failure.general);
      return;
    }
    toastSuccess(t(account ? 'payments.saved' : 'payments.added'));
    onClose();
  }

  return (
    <FormDrawer
      open={open}
      title={account ? t('payments.editTitle', { name: account.name }) : t('payments.addTitle')}
      dirty={dirty}
      saving={mutation.isPending}
      onClose={onClose}
      width={560}
      testId="pay-account-drawer"
      footer={
        <div className="pay-drawer-footer">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={mutation.isPending}
            onClick={() => form.submit()}
            data-testid="pay-account-submit"
          >
            {t('common.save')}
          </Button>
        </div>
      }
    >
      {general ? <Alert type="error" showIcon title={general} data-testid="pay-account-error" /> : null}
      <Form<PayAccountFormValues>
        form={form}
        layout="vertical"
        initialValues={initialPayAccountValues(account)}
        onFinish={onFinish}
        onValuesChange={(changed: Partial<PayAccountFormValues>) => {
          setDirty(true);
          setGeneral(null);
          if (changed.provider) {
            form.setFieldValue('currency', defaultCurrency(changed.provider, form.getFieldValue('currency')));
          }
        }}
        preserve={false}
        data-testid="pay-account-form"
      >
        <Form.Item
          label={t('payments.provider')}
          name="provider"
          extra={provider === 'sandbox' ? t('payments.sandboxHelp') : undefined}
        >
          <Select
            options={PAY_PROVIDERS.map((p) => ({ value: p, label: payProviderNames[p][lang] }))}
            data-testid="pay-account-provider"
          />
        </Form.Item>
        <Form.Item
          label={t('payments.name')}
          name="name"
          rules={[{ required: true, whitespace: true, message: t('payments.nameRequired') }]}
        >
          <Input maxLength={PAY_ACCOUNT_NAME_MAX} data-testid="pay-account-name" />
        </Form.Item>
        <Form.Item
          label={t('payments.currency')}
          name="currency"
          extra={t('payments.currencyHelp', { provider: payProviderNames[provider][lang] })}
        >
          <Select
            showSearch
            options={PROVIDER_CURRENCIES[provider].map((c) => ({ value: c, label: c }))}
            data-testid="pay-account-currency"
          />
        </Form.Item>
        {credentialInputs(provider, account).map((field) => (
          <Form.Item
            key={`${provider}-${field.key}`}
            label={fieldLabel(field.key)}
            name={['credentials', field.key]}
            extra={
              field.secret
                ? field.storedHint
                  ? t('payments.secretKeep', { hint: field.storedHint })
                  : t('payments.secretNew')
                : undefined
            }
          >
            {field.multiline ? (
              <Input.TextArea
                rows={4}
                spellCheck={false}
                autoComplete="off"
                placeholder={field.storedHint ?? '-----BEGIN … KEY-----'}
                data-testid={`pay-credential-${field.key}`}
              />
            ) : field.secret ? (
              <Input.Password
                autoComplete="new-password"
                placeholder={field.storedHint ?? undefined}
                data-testid={`pay-credential-${field.key}`}
              />
            ) : (
              <Input spellCheck={false} autoComplete="off" data-testid={`pay-credential-${field.key}`} />
            )}
          </Form.Item>
        ))}
      </Form>
    </FormDrawer>
  );
}
