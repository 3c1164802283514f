import type { ButtonProps } from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useSaveCertificate } from './api/hosts.ts';
import {
  type CertificateValues,
  certificateFieldError,
  certificateInputProblem,
  toSaveSslBody,
} from './domains.ts';
import './web-set-i18n.ts';

export interface CertificateDialogProps {
  websiteId: number;
  /** The bound domain the certificate is for; null while closed. */
  domain: string | null;
  onClose(): void;
}

/**
 * Upload of a domain's certificate chain and private key. The key is write-only: the form starts
 * empty every time and is cleared on close, so a key never lingers in the page.
 */
export function CertificateDialog({ websiteId, domain, onClose }: CertificateDialogProps) {
  const t = useT();
  const [form] = Form.useForm<CertificateValues>();
  const mutation = useSaveCertificate();

  async function submit(values: CertificateValues) {
    if (!domain) return;
    const wrong = certificateInputProblem(values);
    if (wrong) {
      form.setFields([
        {
          name: wrong,
          errors: [t(wrong === 'certificate' ? 'webSet.certificateNotPem' : 'webSet.privateKeyNotPem')],
        },
      ]);
      return;
    }
    try {
      await mutation.mutateAsync(toSaveSslBody(websiteId, domain, values));
    } catch (error) {
      const field = certificateFieldError(error);
      if (field) form.setFields([field]);
      return;
    }
    toastSuccess(t('webSet.certificateSaved', { domain }));
    onClose();
  }

  return (
    <Modal
      open={domain !== null}
      title={domain ? t('webSet.certificateTitle', { domain }) : ''}
      okText={t('webSet.upload')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      afterClose={() => form.resetFields()}
      okButtonProps={{ 'data-testid': 'web-set-cert-submit' } as ButtonProps}
      width={640}
    >
      <Form<CertificateValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ certificate: '', private_key: '' }}
        preserve={false}
        data-testid="web-set-cert-form"
      >
        <Form.Item
          label={t('webSet.certificateChain')}
          name="certificate"
          extra={t('webSet.certificateChainHint')}
          rules={[{ required: true, whitespace: true, message: t('webSet.certificateRequired') }]}
        >
          <Input.TextArea
            rows={6}
            spellCheck={false}
            className="web-set-pem"
            placeholder="-----BEGIN CERTIFICATE-----"
            data-testid="web-set-cert-chain"
          />
        </Form.Item>
        <Form.Item
          label={t('webSet.privateKey')}
          name="private_key"
          extra={t('webSet.privateKeyHint')}
          rules={[{ required: true, whitespace: true, message: t('webSet.privateKeyRequired') }]}
        >
          <Input.TextArea
            rows={6}
            spellCheck={false}
            autoComplete="off"
            className="web-set-pem"
            placeholder="-----BEGIN PRIVATE KEY-----"
            data-testid="web-set-cert-key"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
