import FolderOpenOutlined from '@ant-design/icons/es/icons/FolderOpenOutlined';
import type { MediaFile, MediaKind } from '@sitewright/contract';
import Button from 'antd/es/button';
import { type ReactNode, useState } from 'react';
import { MediaPickerDialog } from '../../media-picker/index.ts';
import type { RichTextT } from '../editor-language.ts';
import type { UploadedFile } from '../upload.ts';

export interface LibraryPicker {
  /** True while the media library is open: the dialog that opened it steps aside meanwhile. */
  browsing: boolean;
  /** The "choose from library" button, for inside the dialog. */
  button: ReactNode;
  /** The library itself, rendered beside (not inside) the dialog so hiding the dialog keeps it. */
  picker: ReactNode;
}

/**
 * Choosing from the website's media library inside a dialog: one modal at a time, the library
 * taking the dialog's place until a file is picked or the library is closed. The picked files come
 * back as the editor uses them.
 */
export function useLibraryPicker({
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
}): LibraryPicker {
  const [open, setOpen] = useState(false);
  return {
    browsing: open,
    button: (
      <Button icon={<FolderOpenOutlined />} onClick={() => setOpen(true)} data-testid="dialog-library">
        {t('chooseFromLibrary')}
      </Button>
    ),
    picker: (
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
    ),
  };
}
