import type { Lang } from '@sitewright/contract';
import type { Editor } from '@tiptap/core';
import type { MessageInstance } from 'antd/es/message/interface';
import { EDITOR_MESSAGE_MS } from '@sitewright/contract';
import type { RichTextKey, RichTextT } from './editor-language.ts';
import { EditorMessage } from './upload.ts';

/** Spec §9: editor overlays (full screen and what opens above it) sit at z-index 999999. */
export const EDITOR_Z_INDEX = 999_999;

/** What every dialog of the editor gets from it. */
/** What every dialog needs, with or without a rich-text editor behind it. */
export type DialogBaseProps = Omit<DialogProps, 'editor'>;

export interface DialogProps {
  open: boolean;
  editor: Editor;
  websiteId: number;
  t: RichTextT;
  language: Lang;
  notify: Notify;
  onClose(): void;
}

export type Notify = (
  key: RichTextKey | EditorMessage,
  vars?: Readonly<Record<string, string | number>>,
) => void;

/** Spec §8: editor messages show for 4 seconds, in the editor's language. */
export function makeNotify(api: MessageInstance, t: RichTextT): Notify {
  return (what, vars) => {
    let text: string;
    if (!(what instanceof EditorMessage)) text = t(what, vars);
    else if (!what.detail) text = t(what.key, what.vars);
    // The server's refusal already names the limit or the type; other failures keep their heading.
    else if (what.key === 'messages.loadError') text = `${t(what.key)} ${what.detail}`;
    else text = what.detail;
    api.open({ type: 'warning', content: text, duration: EDITOR_MESSAGE_MS / 1000, key: text });
  };
}

/** Shows what went wrong in an editor action: our own messages as they are, anything else as a load error. */
export function notifyFailure(notify: Notify, error: unknown): void {
  notify(error instanceof EditorMessage ? error : new EditorMessage('messages.loadError'));
}
