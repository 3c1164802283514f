import { SIGNATURE_MAX } from '@sitewright/contract';
import type { ButtonProps } from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useSaveSignature } from './api/reply-settings-api.ts';

/** The company's signature under every reply: one text for everybody who answers inquiries. */
export function SignatureDialog({
  open,
  current,
  onClose,
}: {
  open: boolean;
  current: string;
  onClose(): void;
}) {
  const t = useT();
  const [text, setText] = useState(current);
  const save = useSaveSignature();

  async function submit() {
    try {
      await save.mutateAsync(text);
    } catch {
      return;
    }
    toastSuccess(t('forms.signatureSaved'));
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('forms.signature')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      afterOpenChange={(visible) => visible && setText(current)}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'signature-save' } as ButtonProps}
    >
      <p className="screen-muted">{t('forms.signatureHelp')}</p>
      <Input.TextArea
        value={text}
        maxLength={SIGNATURE_MAX}
        showCount
        autoSize={{ minRows: 4, maxRows: 10 }}
        onChange={(e) => setText(e.target.value)}
        aria-label={t('forms.signature')}
        data-testid="signature-text"
      />
    </Modal>
  );
}
