import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useT } from '../i18n/index.ts';
import './image-field-i18n.ts';

/**
 * Asks for the text read instead of an image just chosen, offering the file's own description
 * from the media library when it has one.
 */
export function AltTextDialog({
  image,
  fileAlt,
  maxLength,
  onSubmit,
  onClose,
}: {
  /** The chosen image's address, shown so the operator sees what to describe. */
  image: string;
  /** The file's alternative text in the media library, '' for none. */
  fileAlt: string;
  maxLength: number;
  onSubmit(alt: string): void;
  onClose(): void;
}) {
  const t = useT();
  const [alt, setAlt] = useState(fileAlt);
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (alt.trim()) onSubmit(alt.trim());
  };
  return (
    <Modal
      open
      title={t('imageField.altTitle')}
      okText={t('common.ok')}
      cancelText={t('imageField.altSkip')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'alt-text-ok' } as Record<string, string>}
      data-testid="alt-text-dialog"
    >
      <img className="alt-text-preview" src={image} alt="" />
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t('imageField.altLabel')}
          extra={fileAlt ? t('imageField.altFromFile') : t('imageField.altHelp')}
          validateStatus={tried && !alt.trim() ? 'error' : undefined}
          help={tried && !alt.trim() ? t('imageField.altRequired') : undefined}
        >
          <Input
            autoFocus
            value={alt}
            maxLength={maxLength}
            onChange={(e) => setAlt(e.target.value)}
            onPressEnter={submit}
            data-testid="alt-text-input"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
