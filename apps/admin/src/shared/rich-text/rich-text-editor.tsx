import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import ConfigProvider from 'antd/es/config-provider';
import message from 'antd/es/message';
import Modal from 'antd/es/modal';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AttachmentDialog } from './dialogs/attachment-dialog.tsx';
import { BackgroundDialog } from './dialogs/background-dialog.tsx';
import { ChartDialog } from './dialogs/chart-dialog.tsx';
import { ImageDialog } from './dialogs/image-dialog.tsx';
import { LinkDialog } from './dialogs/link-dialog.tsx';
import { MapDialog } from './dialogs/map-dialog.tsx';
import { TemplateDialog } from './dialogs/template-dialog.tsx';
import { VideoDialog } from './dialogs/video-dialog.tsx';
import { EDITOR_Z_INDEX, makeNotify } from './editor-context.ts';
import { currentEditorLanguage, useEditorLanguageStore, useRichTextT } from './editor-language.ts';
import { MAX_WORDS, richTextExtensions } from './extensions.ts';
import { filterRichText } from './html-filter.ts';
import { TABLE_MAX_COLUMNS, TABLE_MAX_ROWS } from './table-limits.ts';
import { type DialogKind, Toolbar } from './toolbar.tsx';
import { screenshotFiles, useScreenshotPaste } from './use-screenshot-paste.ts';
import { countWords } from './word-count.ts';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** The HTML to edit; filtered through the sanitiser's whitelist before the editor sees it. */
  value: string;
  /** Called with the filtered HTML after every change. */
  onChange(html: string): void;
  /** Uploads go to this website's files. */
  websiteId: number;
  placeholder?: string;
  /** Height of the writing area in px (200 unless given). */
  minHeight?: number;
}

// Word counts of documents already counted; selection changes reuse the same document.
const wordCache = new WeakMap<object, number>();

function wordsOf(editor: Editor): number {
  const { doc } = editor.state;
  let n = wordCache.get(doc);
  if (n === undefined) {
    n = countWords(doc.textBetween(0, doc.content.size, '\n', ' '));
    wordCache.set(doc, n);
  }
  return n;
}

/** Alt+Z, by physical key so it also works where Alt+Z types a character (macOS). */
function isFullScreenKey(e: KeyboardEvent): boolean {
  return e.altKey && !e.ctrlKey && !e.metaKey && (e.code === 'KeyZ' || e.key.toLowerCase() === 'z');
}

/**
 * Sitewright's rich-text editor (TipTap 3): toolbar, dialogs of spec §2, a word counter with the
 * 10000 limit, 20 undo steps, full screen on Alt+Z, and a language of its own that follows the interface's unless switched.
 */
export function RichTextEditor({
  value,
  onChange,
  websiteId,
  placeholder,
  minHeight = 200,
}: RichTextEditorProps) {
  const { t, language } = useRichTextT();
  const setLanguage = useEditorLanguageStore((s) => s.setLanguage);
  const [messageApi, messageHolder] = message.useMessage({ maxCount: 3 });
  const [modal, modalHolder] = Modal.useModal();
  const notify = useMemo(() => makeNotify(messageApi, t), [messageApi, t]);
  const notifyRef = useRef(notify);
  notifyRef.current = notify;
  const [fullScreen, setFullScreen] = useState(false);
  const [dialog, setDialog] = useState<DialogKind | null>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string>(value);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const pasteScreenshot = useRef<(files: File[]) => void>(() => {});

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
      attributes: { class: 'sw-rich-text rte-content', 'data-testid': 'rich-text-content' },
    },
    onUpdate({ editor: e }) {
      const html = filterRichText(e.getHTML());
      lastEmitted.current = html;
      onChangeRef.current(html);
    },
  });

  // A new value from outside (another block selected, a reload) replaces the content; our own
  // echo does not, so the cursor and the undo history stay.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    // Not an undo step: the operator did not make this change.
    editor
      .chain()
      .setMeta('addToHistory', false)
      .setContent(filterRichText(value), { emitUpdate: false })
      .run();
  }, [value, editor]);

  const words = useEditorState({ editor, selector: ({ editor: e }) => wordsOf(e) });
  const tooMany = words > MAX_WORDS;

  pasteScreenshot.current = useScreenshotPaste(editor, websiteId, notify, modal, t, language);

  const toggleFullScreen = useCallback(() => setFullScreen((f) => !f), []);

  // Keys typed in the editor stay in the editor: the page editor's own shortcuts (undo, delete
  // block…) must not act on them. Alt+Z toggles full screen from anywhere inside.
  useEffect(() => {
    const el = wrapper.current;
    if (!el) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (isFullScreenKey(e)) {
        e.preventDefault();
        toggleFullScreen();
      } else if (e.key === 'Escape' && fullScreen && !dialog) {
        setFullScreen(false);
      }
      e.stopPropagation();
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [toggleFullScreen, fullScreen, dialog]);

  useEffect(() => {
    if (!fullScreen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    editor.commands.focus();
    return () => {
      document.body.style.overflow = previous;
    };
  }, [fullScreen, editor]);

  const clearAll = () => {
    modal.confirm({
      title: t('clearAllConfirm'),
      content: t('clearAllHint'),
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: { danger: true },
      onOk: () => {
        editor.chain().focus().clearContent(true).run();
      },
    });
  };

  const dialogProps = {
    editor,
    websiteId,
    t,
    language,
    notify,
    onClose: () => setDialog(null),
  };

  return (
    // Everything the editor opens (dialogs, menus, messages) must sit above its full-screen layer.
    <ConfigProvider theme={{ token: { zIndexPopupBase: EDITOR_Z_INDEX + 1 } }}>
      <div
        ref={wrapper}
        className={fullScreen ? 'rte rte--fullscreen' : 'rte'}
        style={fullScreen ? { zIndex: EDITOR_Z_INDEX } : undefined}
        data-testid="rich-text-editor"
        lang={language === 'zh' ? 'zh-CN' : 'en'}
      >
        <Toolbar
          editor={editor}
          t={t}
          language={language}
          fullScreen={fullScreen}
          onLanguage={setLanguage}
          onDialog={setDialog}
          onFullScreen={toggleFullScreen}
          onClearAll={clearAll}
          onTableRefused={(which) =>
            notify(which === 'rows' ? 'tableTooManyRows' : 'tableTooManyColumns', {
              n: which === 'rows' ? TABLE_MAX_ROWS : TABLE_MAX_COLUMNS,
            })
          }
        />
        <div className="rte-body" style={fullScreen ? undefined : { minHeight }}>
          <EditorContent editor={editor} />
        </div>
        <div className={tooMany ? 'rte-footer rte-footer--warning' : 'rte-footer'} aria-live="polite">
          {tooMany ? (
            <span className="rte-footer__warning">{t('tooManyWords', { max: MAX_WORDS })}</span>
          ) : null}
          <span className="rte-footer__count" data-testid="rich-text-word-count">
            {t('words', { n: words, max: MAX_WORDS })}
          </span>
        </div>
        <ImageDialog open={dialog === 'image'} {...dialogProps} />
        <LinkDialog open={dialog === 'link'} {...dialogProps} />
        <VideoDialog open={dialog === 'video'} {...dialogProps} />
        <MapDialog open={dialog === 'map'} {...dialogProps} />
        <AttachmentDialog open={dialog === 'attachment'} {...dialogProps} />
        <TemplateDialog open={dialog === 'template'} {...dialogProps} />
        <BackgroundDialog open={dialog === 'background'} {...dialogProps} />
        <ChartDialog open={dialog === 'chart'} {...dialogProps} />
        {messageHolder}
        {modalHolder}
      </div>
    </ConfigProvider>
  );
}
