import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import Button from 'antd/es/button';
import List from 'antd/es/list';
import { EditorModal as Modal } from '../editor-modal.tsx';
import Space from 'antd/es/space';
import { useState } from 'react';
import type { DialogBaseProps, DialogProps } from '../editor-context.ts';
import { ATTACHMENT_MAX_FILES, type AttachmentFile, addAttachments, attachmentList } from '../attachments.ts';
import { shortenLink } from '../link-text.ts';
import { useUpload } from '../use-upload.ts';
import { useLibraryPicker } from './library-button.tsx';
import { UploadButton } from './upload-button.tsx';
import { useResetOnOpen } from '../use-reset-on-open.ts';

/** The rich-text editor's attachment dialog: inserts the files as a list of links. */
export function AttachmentDialog({ editor, ...props }: DialogProps) {
  return (
    <AttachmentValuesDialog
      {...props}
      initial={null}
      onSubmit={(files) => editor.chain().focus().insertContent(attachmentList(files)).run()}
    />
  );
}

/** Attachment dialog: up to 100 files from the media library or uploaded. */
export function AttachmentValuesDialog({
  open,
  websiteId,
  t,
  language,
  notify,
  onClose,
  initial,
  onSubmit,
}: DialogBaseProps & { initial: AttachmentFile[] | null; onSubmit(files: AttachmentFile[]): void }) {
  const [files, setFiles] = useState<AttachmentFile[]>([]);
  const { upload, uploading } = useUpload(websiteId, notify, language);

  useResetOnOpen(open, () => setFiles(initial ?? []));

  const add = (more: AttachmentFile[]) => {
    const next = addAttachments(files, more);
    if (next.refused) notify('attachmentTooMany', { n: ATTACHMENT_MAX_FILES });
    setFiles(next.files);
  };

  const submit = () => {
    if (files.length === 0) return;
    onSubmit(files);
    onClose();
  };

  const library = useLibraryPicker({
    t,
    websiteId,
    max: Math.max(1, ATTACHMENT_MAX_FILES - files.length),
    onPick: (picked) => add(picked.map((f) => ({ name: f.name, url: f.url }))),
  });

  return (
    <>
      {library.picker}
      <Modal
        open={open && !library.browsing}
        title={t('attachment')}
        okText={t('insert')}
        cancelText={t('cancel')}
        onOk={submit}
        okButtonProps={{ disabled: files.length === 0 || uploading }}
        onCancel={onClose}
        destroyOnHidden
      >
        <p className="rte-dialog__hint">{t('attachmentHelp', { n: ATTACHMENT_MAX_FILES })}</p>
        <Space wrap>
          {library.button}
          <UploadButton
            t={t}
            multiple
            loading={uploading}
            onFiles={async (chosen) => {
              if (files.length + chosen.length > ATTACHMENT_MAX_FILES) {
                notify('attachmentTooMany', { n: ATTACHMENT_MAX_FILES });
              }
              const room = Math.max(0, ATTACHMENT_MAX_FILES - files.length);
              const done = await upload(chosen.slice(0, room), 'file');
              add(done.map((d) => ({ name: d.name, url: d.url })));
            }}
          />
        </Space>
        <List
          className="rte-attachment-list"
          size="small"
          locale={{ emptyText: t('attachmentNone') }}
          dataSource={files}
          renderItem={(f, i) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('cancel')}
                  onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}
                />,
              ]}
            >
              {f.name || shortenLink(f.url)}
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
