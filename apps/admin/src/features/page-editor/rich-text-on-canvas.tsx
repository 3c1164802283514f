import { registerOverlayPortal, useGetPuck } from '@puckeditor/core';
import { EditorContent } from '@tiptap/react';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import {
  confirmClearAll,
  notifyTableRefused,
  RichTextDialogs,
  RichTextToolbar,
  type RichTextSession,
  useEditorLanguageStore,
  useRichText,
  WordCount,
} from '../../shared/rich-text/index.ts';
import { CANVAS_TEXT_SETTLE_MS } from './canvas-editing.ts';
import type { CanvasPoint } from './canvas-rich-text.tsx';

/** A click older than this did not select the block now being edited (the outline did). */
const CLICK_FRESH_MS = 2000;

/**
 * The selected rich-text block typed into where it stands on the canvas. Its text becomes an edit
 * of the page (one step of the editor's history, sanitised as the side panel's was) once typing
 * pauses, or at once when the operator turns to anything outside the canvas.
 */
export default function RichTextOnCanvas({
  id,
  html,
  websiteId,
  toolbarHost,
  dragRef,
  clickedAt,
  onRest,
}: {
  id: string;
  html: string;
  websiteId: number;
  toolbarHost: HTMLElement;
  dragRef: ((element: Element | null) => void) | null;
  clickedAt: (CanvasPoint & { at: number }) | null;
  /** The operator went on in the side panel's editor of the same text. */
  onRest(): void;
}) {
  const getPuck = useGetPuck();
  const onChange = useCallback(
    (next: string) => {
      const { getItemById, getSelectorForId, dispatch } = getPuck();
      const item = getItemById(id);
      const at = getSelectorForId(id);
      if (!item || !at) return;
      dispatch({
        type: 'replace',
        destinationIndex: at.index,
        destinationZone: at.zone,
        data: { ...item, props: { ...item.props, html: next } },
      });
    },
    [getPuck, id],
  );
  const session = useRichText({
    value: html,
    onChange,
    websiteId,
    className: 'sw-rich-text__editor',
    settleMs: CANVAS_TEXT_SETTLE_MS,
  });
  const { editor, flush } = session;
  const area = useRef<HTMLDivElement>(null);

  // The text takes the pointer (selecting words, not dragging the block) and keeps its keys: the
  // canvas's own shortcuts (Puck's undo, delete block) must not act on what is typed.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    const unregister = registerOverlayPortal(el, { disableDrag: true });
    const keep = (e: KeyboardEvent) => e.stopPropagation();
    el.addEventListener('keydown', keep);
    return () => {
      unregister?.();
      el.removeEventListener('keydown', keep);
    };
  }, []);

  // The click that selected the block also puts the cursor where it landed, once the editor is up.
  const click = useRef(clickedAt);
  useEffect(() => {
    const point = click.current;
    if (!point || Date.now() - point.at > CLICK_FRESH_MS) return;
    const place = () => {
      click.current = null;
      const found = editor.view.posAtCoords({ left: point.x, top: point.y });
      editor
        .chain()
        .focus()
        .setTextSelection(found ? found.pos : 0)
        .run();
    };
    if (editor.isInitialized) {
      place();
      return;
    }
    editor.on('create', place);
    return () => {
      editor.off('create', place);
    };
  }, [editor]);

  // Anything done outside the canvas (save, publish, undo, another field) sees the latest text;
  // going on in the side panel's editor of it puts the canvas back to what visitors see.
  const onRestRef = useRef(onRest);
  onRestRef.current = onRest;
  useEffect(() => {
    const rest = (e: FocusEvent) => {
      if ((e.target as Element | null)?.closest?.('[data-testid="rich-text-editor"]')) {
        flush();
        onRestRef.current();
      }
    };
    window.addEventListener('pointerdown', flush, true);
    document.addEventListener('focusin', rest);
    return () => {
      window.removeEventListener('pointerdown', flush, true);
      document.removeEventListener('focusin', rest);
    };
  }, [flush]);

  return (
    <div
      ref={dragRef as (element: HTMLDivElement | null) => void}
      className="sw-block sw-rich-text sw-rich-text--editing"
      data-testid="canvas-rich-text"
    >
      <div ref={area}>
        <EditorContent editor={editor} />
      </div>
      {createPortal(<CanvasRichTextBar session={session} websiteId={websiteId} />, toolbarHost)}
    </div>
  );
}

/** The text's formatting toolbar above the canvas: the rich-text editor's own, less full screen. */
function CanvasRichTextBar({ session, websiteId }: { session: RichTextSession; websiteId: number }) {
  const { editor, t, language, notify, setDialog } = session;
  const setLanguage = useEditorLanguageStore((s) => s.setLanguage);
  return (
    // Rendered from inside the canvas, so its clicks (and its dialogs') reach the canvas's own
    // handlers through React, which take a click on anything but a block for "select nothing".
    // biome-ignore lint/a11y/noStaticElementInteractions: only keeps clicks from the canvas
    // biome-ignore lint/a11y/useKeyWithClickEvents: only keeps clicks from the canvas
    <div
      className="rte page-editor-rich-bar"
      data-testid="canvas-rich-text-toolbar"
      lang={language === 'zh' ? 'zh-CN' : 'en'}
      onClick={(e) => e.stopPropagation()}
    >
      <RichTextToolbar
        editor={editor}
        t={t}
        language={language}
        fullScreen={false}
        onLanguage={setLanguage}
        onDialog={setDialog}
        onClearAll={() => confirmClearAll(session)}
        onTableRefused={(which) => notifyTableRefused(notify, which)}
      />
      <WordCount editor={editor} t={t} />
      <RichTextDialogs session={session} websiteId={websiteId} />
    </div>
  );
}
