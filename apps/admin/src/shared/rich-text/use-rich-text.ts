import type { Lang } from '@sitewright/contract';
import type { Editor } from '@tiptap/core';
import { useEditor } from '@tiptap/react';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import type { HookAPI } from 'antd/es/modal/useModal';
import {
  createElement,
  Fragment,
  type ReactElement,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { makeNotify, type Notify } from './editor-context.ts';
import { currentEditorLanguage, type RichTextT, useRichTextT } from './editor-language.ts';
import { richTextExtensions } from './extensions.ts';
import { filterRichText } from './html-filter.ts';
import { TABLE_MAX_COLUMNS, TABLE_MAX_ROWS } from './table-limits.ts';
import type { DialogKind } from './toolbar.tsx';
import { screenshotFiles, useScreenshotPaste } from './use-screenshot-paste.ts';

export interface RichTextOptions {
  /** The HTML to edit; filtered through the sanitiser's whitelist before the editor sees it. */
  value: string;
  /** Called with the filtered HTML after a change. */
  onChange(html: string): void;
  /** Uploads go to this website's files. */
  websiteId: number;
  placeholder?: string | undefined;
  /** What the writing area is called to a screen reader. */
  label?: string | undefined;
  /** Classes of the writing area. */
  className: string;
  /**
   * Hands the HTML back once typing has paused this long (or at {@link RichTextSession.flush})
   * instead of after every change: on a long text, writing the whole document out as filtered
   * HTML costs more than the keystroke itself.
   */
  settleMs?: number;
}

/** One rich-text editor and what its toolbar and dialogs share, wherever its writing area stands. */
export interface RichTextSession {
  editor: Editor;
  t: RichTextT;
  language: Lang;
  notify: Notify;
  modal: HookAPI;
  dialog: DialogKind | null;
  setDialog(kind: DialogKind | null): void;
  /** The editor's messages and confirmations; rendered once beside its toolbar. */
  holders: ReactElement;
  /** Hands back a change still settling at once. */
  flush(): void;
}

/** Sitewright's rich-text editor (TipTap 3) with its whitelist, screenshot paste and messages. */
export function useRichText({
  value,
  onChange,
  websiteId,
  placeholder,
  label,
  className,
  settleMs = 0,
}: RichTextOptions): RichTextSession {
  const { t, language } = useRichTextT();
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [modal, modalHolder] = Modal.useModal();
  const notify = useMemo(() => makeNotify(messageApi, t), [messageApi, t]);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const lastEmitted = useRef<string>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pasteScreenshot = useRef<(files: File[]) => void>(() => {});
  // The editor is made once; its attributes are read again on every update, so they see the latest label.
  const labelRef = useRef(label);
  labelRef.current = label;
  const settle = useRef<{ timer: ReturnType<typeof setTimeout> | undefined; pending: Editor | null }>({
    timer: undefined,
    pending: null,
  });

  const emit = useCallback((e: Editor) => {
    const html = filterRichText(e.getHTML());
    lastEmitted.current = html;
    onChangeRef.current(html);
  }, []);

  const flush = useCallback(() => {
    const { timer, pending } = settle.current;
    clearTimeout(timer);
    settle.current = { timer: undefined, pending: null };
    if (pending && !pending.isDestroyed) emit(pending);
  }, [emit]);

  const editor = useEditor({
    extensions: richTextExtensions({
      placeholder,
      language: currentEditorLanguage,
      onTableRefused: () =>
        notifyRef.current('tableLimits', { cols: TABLE_MAX_COLUMNS, rows: TABLE_MAX_ROWS }),
    }),
    content: filterRichText(value),
    editorProps: {
      // Pasted HTML goes through the same whitelist the server applies on save.
      transformPastedHTML: filterRichText,
      handlePaste(_view, event) {
        const files = screenshotFiles(event.clipboardData);
        if (files.length === 0) return false;
        pasteScreenshot.current(files);
        return true;
      },
      attributes: (): Record<string, string> => ({
        class: className,
        'data-testid': 'rich-text-content',
        ...(labelRef.current ? { 'aria-label': labelRef.current } : {}),
      }),
    },
    onUpdate({ editor: e }) {
      if (settleMs <= 0) {
        emit(e);
        return;
      }
      clearTimeout(settle.current.timer);
      settle.current = { timer: setTimeout(flush, settleMs), pending: e };
    },
    onBlur: flush,
  });

  // A new value from outside (another block selected, an undo, a reload) replaces the content; our
  // own echo does not, so the cursor and the undo history stay.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    clearTimeout(settle.current.timer);
    settle.current = { timer: undefined, pending: null };
    lastEmitted.current = value;
    // Not an undo step: the operator did not make this change.
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(filterRichText(value), { emitUpdate: false })
      .run();
  }, [value, editor]);

  // What is still settling is handed back when the editor goes.
  useEffect(() => flush, [flush]);

  pasteScreenshot.current = useScreenshotPaste(editor, websiteId, notify, modal, t, language);

  return {
    editor,
    t,
    language,
    notify,
    modal,
    dialog,
    setDialog,
    holders: createElement(Fragment, null, messageHolder, modalHolder),
    flush,
  };
}
