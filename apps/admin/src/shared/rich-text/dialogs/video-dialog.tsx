import { parseVideoUrl } from '@sitewright/blocks';
import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import { EditorModal as Modal } from '../editor-modal.tsx';
import { useState } from 'react';
import type { DialogBaseProps, DialogProps } from '../editor-context.ts';
import { embedPreviewSrc } from '../embed-node.tsx';
import { useUpload } from '../use-upload.ts';
import { useLibraryPicker } from './library-button.tsx';
import { UploadButton } from './upload-button.tsx';
import { useResetOnOpen } from '../use-reset-on-open.ts';

export interface VideoValues {
  href: string;
  title: string;
}

/** The rich-text editor's video dialog: inserts the video as an embed. */
export function VideoDialog({ editor, ...props }: DialogProps) {
  return (
    <VideoValuesDialog
      {...props}
      initial={null}
      onSubmit={({ href, title }) =>
        editor
          .chain()
          .focus()
          .insertEmbed({ kind: 'video', href, title: title || props.t('video') })
          .run()
      }
    />
  );
}

/** Video dialog: an uploaded file or a YouTube, Vimeo or Bilibili address, as the video block reads them. */
export function VideoValuesDialog({
  open,
  websiteId,
  t,
  language,
  notify,
  onClose,
  initial,
  onSubmit,
}: DialogBaseProps & { initial: VideoValues | null; onSubmit(values: VideoValues): void }) {
  const [href, setHref] = useState('');
  const [title, setTitle] = useState('');
  const [touched, setTouched] = useState(false);
  const { upload, uploading } = useUpload(websiteId, notify, language);

  useResetOnOpen(open, () => {
    setHref(initial?.href ?? '');
    setTitle(initial?.title ?? '');
    setTouched(false);
  });

  const valid = parseVideoUrl(href) !== null;
  const preview = valid ? embedPreviewSrc({ kind: 'video', href: href.trim(), title }) : null;

  const submit = () => {
    setTouched(true);
    if (!valid) return;
    onSubmit({ href: href.trim(), title: title.trim() });
    onClose();
  };

  const library = useLibraryPicker({
    t,
    websiteId,
    kinds: ['video'],
    onPick: ([file]) => {
      if (file) {
        setHref(file.url);
        if (!title) setTitle(file.name.replace(/\.[^.]+$/, ''));
      }
    },
  });

  return (
    <>
      {library.picker}
      <Modal
        open={open && !library.browsing}
        title={t('video')}
        okText={t('insert')}
        cancelText={t('cancel')}
        onOk={submit}
        okButtonProps={{ disabled: uploading }}
        onCancel={onClose}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item>
            <Space wrap>
              {library.button}
              <UploadButton
                t={t}
                accept="video/mp4,video/webm,video/ogg"
                loading={uploading}
                onFiles={async (files) => {
                  const [done] = await upload(files.slice(0, 1), 'video');
                  if (done) {
                    setHref(done.url);
                    if (!title) setTitle(done.name.replace(/\.[^.]+$/, ''));
                  }
                }}
              />
            </Space>
          </Form.Item>
          <Form.Item
            label={t('address')}
            extra={t('videoHelp')}
            validateStatus={touched && !valid ? 'error' : undefined}
            help={touched && !valid ? t('videoInvalid') : undefined}
            required
          >
            <Input
              value={href}
              placeholder="https://www.youtube.com/watch?v=…"
              onChange={(e) => setHref(e.target.value)}
              onBlur={() => setTouched(true)}
              aria-label={t('address')}
            />
          </Form.Item>
          <Form.Item label={t('title')}>
            <Input value={title} onChange={(e) => setTitle(e.target.value)} aria-label={t('title')} />
          </Form.Item>
          {preview?.frame ? (
            <div className="rte-dialog__frame">
              <iframe src={preview.frame} title={title || t('video')} />
            </div>
          ) : preview?.file ? (
            // biome-ignore lint/a11y/useMediaCaption: a preview of the operator's own upload
            <video className="rte-dialog__video" src={preview.file} controls preload="metadata" />
          ) : touched && href && !valid ? (
            <Alert type="warning" showIcon title={t('videoInvalid')} />
          ) : null}
        </Form>
      </Modal>
    </>
  );
}
