import type { Lang } from '@sitewright/contract';
import type { Editor } from '@tiptap/core';
import type { HookAPI } from 'antd/es/modal/useModal';
import { useCallback } from 'react';
import { type Notify, notifyFailure } from './editor-context.ts';
import type { RichTextT } from './editor-language.ts';
import { insertAndContinue } from './insert-block.ts';
import { ScreenshotRefused, uploadScreenshot } from './screenshot.ts';

/** Images on the clipboard without HTML beside them: a screenshot, not copied page content. */
export function screenshotFiles(data: DataTransfer | null): File[] {
  if (!data || data.types.includes('text/html')) return [];
  return [...data.files].filter((f) => f.type.startsWith('image/'));
}

/**
 * Uploads pasted screenshots through the editor endpoint and inserts them. A state other than
 * SUCCESS is an alert the operator has to close (spec §8): the screenshot exists nowhere else.
 */
export function useScreenshotPaste(
  editor: Editor | null,
  websiteId: number,
  notify: Notify,
  modal: HookAPI,
  t: RichTextT,
  language: Lang,
): (files: File[]) => void {
  return useCallback(
    (files: File[]) => {
      void (async () => {
        for (const file of files) {
          try {
            const stored = await uploadScreenshot(file, websiteId, language);
            if (editor) insertAndContinue(editor, { type: 'image', attrs: { src: stored.url, alt: null } });
          } catch (error) {
            if (error instanceof ScreenshotRefused) {
              modal.error({ title: t('messages.screenshotFailed', { state: error.state }), okText: t('ok') });
            } else {
              notifyFailure(notify, error);
            }
          }
        }
      })();
    },
    [editor, websiteId, notify, modal, t, language],
  );
}
