import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { EditorModal as Modal } from '../editor-modal.tsx';
import Segmented from 'antd/es/segmented';
import Space from 'antd/es/space';
import type { Editor } from '@tiptap/core';
import { useMemo, useState } from 'react';
import { IMAGE_DEFAULT_BORDER, isImageAddress } from '../addresses.ts';
import type { DialogBaseProps, DialogProps } from '../editor-context.ts';
import { insertAndContinue } from '../insert-block.ts';
import { useUpload } from '../use-upload.ts';
import { useLibraryPicker } from './library-button.tsx';
import { UploadButton } from './upload-button.tsx';
import { useResetOnOpen } from '../use-reset-on-open.ts';

type Source = 'library' | 'upload' | 'address';

export interface ImageValues {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  border: number;
}

const EMPTY: ImageValues = { src: '', alt: '', width: null, height: null, border: IMAGE_DEFAULT_BORDER };

function loads(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const img = new window.Image();
    img.onload = () => resolve(true);
    img.onerror = () => resolve(false);
    img.src = src;
  });
}

function imageOf(editor: Editor): ImageValues | null {
  if (!editor.isActive('image')) return null;
  const current = editor.getAttributes('image');
  return {
    src: String(current.src ?? ''),
    alt: String(current.alt ?? ''),
    width: current.width ? Number(current.width) : null,
    height: current.height ? Number(current.height) : null,
    border: Number(current.border ?? IMAGE_DEFAULT_BORDER),
  };
}

/** The rich-text editor's image dialog: edits the selected image, or inserts a new one. */
export function ImageDialog({ editor, ...props }: DialogProps) {
  const initial = useMemo(() => (props.open ? imageOf(editor) : null), [props.open, editor]);
  return (
    <ImageValuesDialog
      {...props}
      initial={initial}
      onSubmit={(values) =>
        insertAndContinue(editor, {
          type: 'image',
          attrs: { ...values, alt: values.alt || null },
        })
      }
    />
  );
}

/**
 * Image dialog: from the media library, an upload or an address; alt text, size and border
 * (default 1). Blocks without a border leave that field out.
 */
export function ImageValuesDialog({
  open,
  websiteId,
  t,
  language,
  notify,
  onClose,
  initial,
  onSubmit,
  withBorder = true,
}: DialogBaseProps & {
  initial: ImageValues | null;
  onSubmit(values: ImageValues): void;
  withBorder?: boolean;
}) {
  const [source, setSource] = useState<Source>('upload');
  const [values, setValues] = useState<ImageValues>(EMPTY);
  const [checking, setChecking] = useState(false);
  const { upload, uploading } = useUpload(websiteId, notify, language);

  useResetOnOpen(open, () => {
    setValues(initial ?? EMPTY);
    setSource(initial ? 'address' : 'library');
  });

  const set = (patch: Partial<ImageValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async () => {
    const src = values.src.trim();
    if (!isImageAddress(src)) {
      notify('messages.invalidImageUrl');
      return;
    }
    setChecking(true);
    const ok = await loads(src);
    setChecking(false);
    if (!ok) {
      notify('messages.imageLoadFailed');
      return;
    }
    onSubmit({ ...values, src, alt: values.alt.trim() });
    onClose();
  };

  const library = useLibraryPicker({
    t,
    websiteId,
    kinds: ['image', 'svg'],
    onPick: ([file]) => {
      if (file) set({ src: file.url, alt: values.alt || file.alt || file.name.replace(/\.[^.]+$/, '') });
    },
  });

  return (
    <>
      {library.picker}
      <Modal
        open={open && !library.browsing}
        title={t('image')}
        okText={t('insert')}
        cancelText={t('cancel')}
        onOk={submit}
        okButtonProps={{ loading: checking, disabled: uploading }}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item>
            <Segmented<Source>
              value={source}
              onChange={setSource}
              options={[
                { value: 'library', label: t('fromLibrary') },
                { value: 'upload', label: t('upload') },
                { value: 'address', label: t('byAddress') },
              ]}
            />
          </Form.Item>
          {source === 'library' ? <Form.Item>{library.button}</Form.Item> : null}
          {source === 'upload' ? (
            <Form.Item>
              <UploadButton
                t={t}
                accept="image/*"
                loading={uploading}
                onFiles={async (files) => {
                  const [done] = await upload(files.slice(0, 1), 'image');
                  if (done)
                    set({ src: done.url, alt: values.alt || done.alt || done.name.replace(/\.[^.]+$/, '') });
                }}
              />
            </Form.Item>
          ) : null}
          <Form.Item label={t('address')} required>
            <Input
              value={values.src}
              placeholder="https://"
              onChange={(e) => set({ src: e.target.value })}
              aria-label={t('address')}
            />
          </Form.Item>
          {isImageAddress(values.src) ? (
            <div className="rte-dialog__preview">
              <img src={values.src.trim()} alt={t('imagePreview')} />
            </div>
          ) : null}
          <Form.Item label={t('imageAlt')} extra={t('imageAltHelp')}>
            <Input
              value={values.alt}
              onChange={(e) => set({ alt: e.target.value })}
              aria-label={t('imageAlt')}
            />
          </Form.Item>
          <Space wrap>
            <Form.Item label={t('imageWidth')}>
              <InputNumber
                min={1}
                max={10000}
                value={values.width}
                onChange={(v) => set({ width: v })}
                aria-label={t('imageWidth')}
              />
            </Form.Item>
            <Form.Item label={t('imageHeight')}>
              <InputNumber
                min={1}
                max={10000}
                value={values.height}
                onChange={(v) => set({ height: v })}
                aria-label={t('imageHeight')}
              />
            </Form.Item>
            {withBorder ? (
              <Form.Item label={t('imageBorder')}>
                <InputNumber
                  min={0}
                  max={20}
                  value={values.border}
                  onChange={(v) => set({ border: v ?? 0 })}
                  aria-label={t('imageBorder')}
                />
              </Form.Item>
            ) : null}
          </Space>
        </Form>
      </Modal>
    </>
  );
}
