import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import { useRef } from 'react';
import { useMayUpload } from '../../api/session/get-user-info.ts';
import type { RichTextT } from '../editor-language.ts';

/**
 * A button that opens the file chooser; the chosen files go to `onFiles`. Uploads land in the
 * media library, so operators without its role (media.list) are not offered one.
 */
export function UploadButton({
  t,
  accept,
  multiple,
  loading,
  onFiles,
}: {
  t: RichTextT;
  accept?: string;
  multiple?: boolean;
  loading: boolean;
  onFiles(files: File[]): void;
}) {
  const input = useRef<HTMLInputElement>(null);
  if (!useMayUpload()) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} loading={loading} onClick={() => input.current?.click()}>
        {loading ? t('uploading') : t('upload')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        data-testid="rte-upload-input"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
