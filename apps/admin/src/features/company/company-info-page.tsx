import type { CompanyInfo, SaveCompanyInfoBody } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { useUserInfo } from '../../shared/api/session/get-user-info.ts';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useCompanyInfo, useSaveCompanyInfo } from './api/company-info.ts';
import { LogoField } from './logo-field.tsx';
import './company-i18n.ts';

type CompanyFormValues = Required<SaveCompanyInfoBody>;

const valuesOf = (info: CompanyInfo): CompanyFormValues => ({
  name: info.name,
  logo: info.logo,
  contact_name: info.contact_name,
  phone: info.phone,
  email: info.email,
  address: info.address,
  tax_id: info.tax_id,
});

function CompanyForm({ info, editable }: { info: CompanyInfo; editable: boolean }) {
  const t = useT();
  const save = useSaveCompanyInfo();
  const [form] = Form.useForm<CompanyFormValues>();

  async function onFinish(values: CompanyFormValues) {
    try {
      await save.mutateAsync(values);
      toastSuccess(t('company.saved'));
    } catch {
      // The client has shown the server's reason.
    }
  }

  return (
    <Form<CompanyFormValues>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={valuesOf(info)}
      onFinish={onFinish}
      disabled={!editable}
      data-testid="company-form"
    >
      <Form.Item label={t('company.code')} htmlFor="company-code">
        <Input id="company-code" value={info.code} disabled />
      </Form.Item>
      <Form.Item
        label={t('company.name')}
        name="name"
        rules={[{ required: true, whitespace: true, message: t('company.nameRequired') }, { max: 100 }]}
      >
        <Input data-testid="company-name" maxLength={100} />
      </Form.Item>
      <Form.Item label={t('company.logo')} name="logo" extra={t('company.logoHelp')}>
        <LogoField disabled={!editable} />
      </Form.Item>
      <Form.Item label={t('company.contactName')} name="contact_name">
        <Input maxLength={100} data-testid="company-contact" />
      </Form.Item>
      <Form.Item label={t('company.phone')} name="phone">
        <Input maxLength={40} data-testid="company-phone" />
      </Form.Item>
      <Form.Item
        label={t('company.email')}
        name="email"
        rules={[{ type: 'email', message: t('company.emailInvalid') }]}
      >
        <Input maxLength={200} data-testid="company-email" />
      </Form.Item>
      <Form.Item label={t('company.address')} name="address">
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} data-testid="company-address" />
      </Form.Item>
      <Form.Item label={t('company.taxId')} name="tax_id">
        <Input maxLength={60} data-testid="company-tax-id" />
      </Form.Item>
      <Form.Item label={t('company.suffix')} htmlFor="company-suffix">
        <Input id="company-suffix" value={`@${info.sub_account_suffix}`} disabled />
      </Form.Item>
      {editable ? (
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="company-save">
          {t('company.save')}
        </Button>
      ) : null}
    </Form>
  );
}

/** Company information (user dropdown): read by every operator, changed by administrators. */
export function CompanyInfoPage() {
  const t = useT();
  const info = useCompanyInfo();
  const { data: user } = useUserInfo();
  const editable = (user?.is_admin ?? 0) > 0;
  if (info.isPending) return <Skeleton active />;
  if (info.isError) {
    return (
      <Alert
        type="error"
        title={t('company.loadFailed')}
        action={<Button onClick={() => info.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  return (
    <div className="company-page" data-testid="company-page">
      <header className="screen-header">
        <div>
          <h1>{t('commerceRoute.company')}</h1>
          <p className="screen-muted">{t('company.intro')}</p>
        </div>
      </header>
      {editable ? null : (
        <Alert type="info" showIcon title={t('company.readOnly')} style={{ marginBottom: 16 }} />
      )}
      <CompanyForm info={info.data} editable={editable} />
    </div>
  );
}
