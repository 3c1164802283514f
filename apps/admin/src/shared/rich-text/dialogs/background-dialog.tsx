import Button from 'antd/es/button';
import ColorPicker from 'antd/es/color-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { EditorModal as Modal } from '../editor-modal.tsx';
import Radio from 'antd/es/radio';
import Space from 'antd/es/space';
import { useMemo, useState } from 'react';
import { isImageAddress } from '../addresses.ts';
import type { DialogBaseProps, DialogProps } from '../editor-context.ts';
import { useUpload } from '../use-upload.ts';
import { useLibraryPicker } from './library-button.tsx';
import { UploadButton } from './upload-button.tsx';
import { useResetOnOpen } from '../use-reset-on-open.ts';

type Target = 'document' | 'block';

export interface BackgroundValues {
  color: string | null;
  image: string | null;
}

/** The rich-text editor's background dialog: behind the whole document or the current block. */
export function BackgroundDialog({ editor, ...props }: DialogProps) {
  const active = props.open && editor.isActive('backgroundBox');
  const initial = useMemo<BackgroundValues | null>(() => {
    if (!active) return null;
    const current = editor.getAttributes('backgroundBox');
    return {
      color: (current.color as string | null) ?? null,
      image: (current.image as string | null) ?? null,
    };
  }, [active, editor]);
  return (
    <BackgroundValuesDialog
      {...props}
      initial={initial}
      withTarget
      onSubmit={(values, target) =>
        editor
          .chain()
          .focus()
          .setBackground(values, target === 'document')
          .run()
      }
      onRemove={active ? () => editor.chain().focus().unsetBackground().run() : undefined}
    />
  );
}

/** Background dialog: a colour or an image, from the media library, an upload or an address. */
export function BackgroundValuesDialog({
  open,
  websiteId,
  t,
  language,
  notify,
  onClose,
  initial,
  withTarget = false,
  onSubmit,
  onRemove,
}: DialogBaseProps & {
  initial: BackgroundValues | null;
  /** Offers the choice between the current block and the whole document. */
  withTarget?: boolean;
  onSubmit(values: BackgroundValues, target: Target): void;
  onRemove?: () => void;
}) {
  const [target, setTarget] = useState<Target>('block');
  const [color, setColor] = useState<string | null>(null);
  const [image, setImage] = useState('');
  const { upload, uploading } = useUpload(websiteId, notify, language);

  useResetOnOpen(open, () => {
    setColor(initial?.color ?? null);
    setImage(initial?.image ?? '');
  });

  const submit = () => {
    const src = image.trim();
    if (src && !isImageAddress(src)) {
      notify('messages.invalidImageUrl');
      return;
    }
    onSubmit({ color, image: src || null }, target);
    onClose();
  };

  const library = useLibraryPicker({
    t,
    websiteId,
    kinds: ['image', 'svg'],
    onPick: ([file]) => {
      if (file) setImage(file.url);
    },
  });

  return (
    <>
      {library.picker}
      <Modal
        open={open && !library.browsing}
        title={t('background')}
        okText={t('ok')}
        cancelText={t('cancel')}
        onOk={submit}
        okButtonProps={{ disabled: uploading || (!color && !image.trim()) }}
        onCancel={onClose}
        destroyOnHidden
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            {onRemove ? (
              <Button
                style={{ float: 'left' }}
                onClick={() => {
                  onRemove();
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
          {withTarget ? (
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
          ) : null}
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
            {library.button}
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
    </>
  );
}
