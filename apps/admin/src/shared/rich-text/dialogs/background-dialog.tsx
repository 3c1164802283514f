import Button from 'antd/es/button';
import ColorPicker from 'antd/es/color-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { EditorModal as Modal } from '../editor-modal.tsx';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useEffect, useState } from 'react';
import { isImageAddress } from '../addresses.ts';
import type { DialogProps } from '../editor-context.ts';
import { useUpload } from '../use-upload.ts';
import { LibraryButton } from './library-button.tsx';
import { UploadButton } from './upload-button.tsx';

type Target = 'document' | 'block';

/** Background dialog: a colour or an image behind the whole document or the current block. */
export function BackgroundDialog({ open, editor, websiteId, t, language, notify, onClose }: DialogProps) {
  const [target, setTarget] = useState<Target>('block');
  const [color, setColor] = useState<string | null>(null);
  const [image, setImage] = useState('');
  const { upload, uploading } = useUpload(websiteId, notify, language);

  useEffect(() => {
    if (!open) return;
    const current = editor.isActive('backgroundBox') ? editor.getAttributes('backgroundBox') : null;
    setColor((current?.color as string | null) ?? null);
    setImage((current?.image as string | null) ?? '');
  }, [open, editor]);

  const submit = () => {
    const src = image.trim();
    if (src && !isImageAddress(src)) {
      notify('messages.invalidImageUrl');
      return;
    }
    editor
      .chain()
      .focus()
      .setBackground({ color, image: src || null }, target === 'document')
      .run();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('background')}
      okText={t('ok')}
      cancelText={t('cancel')}
      onOk={submit}
      okButtonProps={{ disabled: uploading || (!color && !image.trim()) }}
      onCancel={onClose}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {editor.isActive('backgroundBox') ? (
            <Button
              style={{ float: 'left' }}
              onClick={() => {
                editor.chain().focus().unsetBackground().run();
                onClose();
              }}
            >
              {t('backgroundRemove')}
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Form layout="vertical">
        <Form.Item label={t('backgroundTarget')}>
          <Radio.Group
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            options={[
              { value: 'block', label: t('backgroundBlock') },
              { value: 'document', label: t('backgroundDocument') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('backgroundColor')}>
          <ColorPicker
            value={color}
            allowClear
            onChangeComplete={(c) => setColor(c.toHexString())}
            onClear={() => setColor(null)}
          />
        </Form.Item>
        <Form.Item label={t('backgroundImage')}>
          <Input
            value={image}
            placeholder="https://"
            onChange={(e) => setImage(e.target.value)}
            aria-label={t('backgroundImage')}
          />
        </Form.Item>
        <Space wrap>
          <LibraryButton
            t={t}
            websiteId={websiteId}
            kinds={['image', 'svg']}
            onPick={([file]) => {
              if (file) setImage(file.url);
            }}
          />
          <UploadButton
            t={t}
            accept="image/*"
            loading={uploading}
            onFiles={async (files) => {
              const [done] = await upload(files.slice(0, 1), 'image');
              if (done) setImage(done.url);
            }}
          />
        </Space>
      </Form>
    </Modal>
  );
}
