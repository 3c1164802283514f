import type { Lang } from '@sitewright/contract';
import type { Editor } from '@tiptap/core';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useCallback, useRef } from 'react';
import type { Notify } from './editor-context.ts';
import type { RichTextT } from './editor-language.ts';
import { insertAndContinue } from './insert-block.ts';
import { EditorMessage } from './upload.ts';
import { useUpload } from './use-upload.ts';

/** Images on the clipboard without HTML beside them: a screenshot, not copied page content. */
export function screenshotFiles(data: DataTransfer | null): File[] {
  if (!data || data.types.includes('text/html')) return [];
  return [...data.files].filter((f) => f.type.startsWith('image/'));
}

/**
 * Uploads pasted screenshots and inserts them; an answer other than SUCCESS is shown as an alert
 * (spec §8), other failures as editor messages.
 */
export function useScreenshotPaste(
  editor: Editor | null,
  websiteId: number,
  notify: Notify,
  modal: HookAPI,
  t: RichTextT,
  language: Lang,
): (files: File[]) => void {
  const report = useRef<Notify>(notify);
  report.current = (what, vars) => {
    if (what instanceof EditorMessage && what.key === 'messages.loadError' && what.vars?.state) {
      modal.error({
        title: t('messages.screenshotFailed', { state: String(what.vars.state) }),
        okText: t('ok'),
      });
    } else {
      notify(what, vars);
    }
  };
  const stableReport = useCallback<Notify>((what, vars) => report.current(what, vars), []);
  const { upload } = useUpload(websiteId, stableReport, language);
  return useCallback(
    (files: File[]) => {
      void upload(files, 'image').then((done) => {
        for (const file of done) {
          if (editor)
            insertAndContinue(editor, { type: 'image', attrs: { src: file.url, alt: file.alt || null } });
        }
      });
    },
    [editor, upload],
  );
}
