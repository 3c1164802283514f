import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import type { MediaFile, MediaKind } from '@sitewright/contract';
import Button from 'antd/es/button';
import { useState } from 'react';
import { MediaPickerDialog } from '../../media-picker/index.ts';
import type { RichTextT } from '../editor-language.ts';
import type { UploadedFile } from '../upload.ts';

/** Opens the website's media library; the picked files come back as the editor uses them. */
export function LibraryButton({
  t,
  websiteId,
  kinds,
  max = 1,
  onPick,
}: {
  t: RichTextT;
  websiteId: number;
  kinds?: MediaKind[];
  max?: number;
  onPick(files: UploadedFile[]): void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<FolderOpenOutlined />} onClick={() => setOpen(true)}>
        {t('chooseFromLibrary')}
      </Button>
      <MediaPickerDialog
        open={open}
        websiteId={websiteId}
        kinds={kinds}
        multiple={max > 1}
        max={max}
        onClose={() => setOpen(false)}
        onPick={(files: MediaFile[]) => {
          setOpen(false);
          onPick(files.map((f) => ({ url: f.url, name: f.name, alt: f.alt })));
        }}
      />
    </>
  );
}
