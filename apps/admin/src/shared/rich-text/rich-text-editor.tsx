import type { Editor } from '@tiptap/core';
import { EditorContent, useEditorState } from '@tiptap/react';
import ConfigProvider from 'antd/es/config-provider';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AttachmentDialog } from './dialogs/attachment-dialog.tsx';
import { BackgroundDialog } from './dialogs/background-dialog.tsx';
import { ChartDialog } from './dialogs/chart-dialog.tsx';
import { ImageDialog } from './dialogs/image-dialog.tsx';
import { LinkDialog } from './dialogs/link-dialog.tsx';
import { MapDialog } from './dialogs/map-dialog.tsx';
import { TemplateDialog } from './dialogs/template-dialog.tsx';
import { VideoDialog } from './dialogs/video-dialog.tsx';
import { EDITOR_Z_INDEX, type Notify } from './editor-context.ts';
import { type RichTextT, useEditorLanguageStore } from './editor-language.ts';
import { MAX_WORDS } from './extensions.ts';
import { TABLE_MAX_COLUMNS, TABLE_MAX_ROWS } from './table-limits.ts';
import { Toolbar } from './toolbar.tsx';
import { type RichTextSession, useRichText } from './use-rich-text.ts';
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
  /** What the writing area is called to a screen reader: the field's label (a label's `for` cannot name it). */
  label?: string;
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
  label,
}: RichTextEditorProps) {
  const session = useRichText({
    value,
    onChange,
    websiteId,
    placeholder,
    label,
    className: 'sw-rich-text rte-content',
  });
  const { editor, t, language, dialog, setDialog, notify } = session;
  const setLanguage = useEditorLanguageStore((s) => s.setLanguage);
  const [fullScreen, setFullScreen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);

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
          onClearAll={() => confirmClearAll(session)}
          onTableRefused={(which) => notifyTableRefused(notify, which)}
        />
        <div className="rte-body" style={fullScreen ? undefined : { minHeight }}>
          <EditorContent editor={editor} />
        </div>
        <WordCount editor={editor} t={t} />
        <RichTextDialogs session={session} websiteId={websiteId} />
      </div>
    </ConfigProvider>
  );
}

/** The words of the text against the limit, and a warning past it. */
export function WordCount({ editor, t }: { editor: Editor; t: RichTextT }) {
  const words = useEditorState({ editor, selector: ({ editor: e }) => wordsOf(e) });
  const tooMany = words > MAX_WORDS;
  return (
    <div className={tooMany ? 'rte-footer rte-footer--warning' : 'rte-footer'} aria-live="polite">
      {tooMany ? <span className="rte-footer__warning">{t('tooManyWords', { max: MAX_WORDS })}</span> : null}
      <span className="rte-footer__count" data-testid="rich-text-word-count">
        {t('words', { n: words, max: MAX_WORDS })}
      </span>
    </div>
  );
}

/** The dialogs of spec §2 the toolbar opens, with the editor's messages. */
export function RichTextDialogs({ session, websiteId }: { session: RichTextSession; websiteId: number }) {
  const { editor, t, language, notify, dialog, setDialog } = session;
  const dialogProps = { editor, websiteId, t, language, notify, onClose: () => setDialog(null) };
  return (
    <>
      <ImageDialog open={dialog === 'image'} {...dialogProps} />
      <LinkDialog open={dialog === 'link'} {...dialogProps} />
      <VideoDialog open={dialog === 'video'} {...dialogProps} />
      <MapDialog open={dialog === 'map'} {...dialogProps} />
      <AttachmentDialog open={dialog === 'attachment'} {...dialogProps} />
      <TemplateDialog open={dialog === 'template'} {...dialogProps} />
      <BackgroundDialog open={dialog === 'background'} {...dialogProps} />
      <ChartDialog open={dialog === 'chart'} {...dialogProps} />
      {session.holders}
    </>
  );
}

/** Says which table limit a row or column more would pass. */
export function notifyTableRefused(notify: Notify, which: 'rows' | 'cols'): void {
  notify(which === 'rows' ? 'tableTooManyRows' : 'tableTooManyColumns', {
    n: which === 'rows' ? TABLE_MAX_ROWS : TABLE_MAX_COLUMNS,
  });
}

/** Asks before emptying the whole text (one undo step brings it back). */
export function confirmClearAll({ modal, t, editor }: RichTextSession): void {
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
}
