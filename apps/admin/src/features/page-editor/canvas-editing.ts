import { createContext } from 'react';

/**
 * What a block typed into on the canvas needs from the editor around the canvas: where its
 * formatting toolbar goes (above the canvas, in the editor's own document), the website its
 * uploads go to, and whether the wide editor has the text instead.
 */
export interface CanvasEditing {
  toolbarHost: HTMLElement | null;
  websiteId: number;
  /** The id of the block whose text is open in the wide editor, if any. */
  wideBlock: string | null;
  setWideBlock(id: string | null): void;
}

export const CanvasEditingContext = createContext<CanvasEditing>({
  toolbarHost: null,
  websiteId: 0,
  wideBlock: null,
  setWideBlock: () => undefined,
});

/** How long typing on the canvas pauses before the text becomes an edit of the page (an undo step). */
export const CANVAS_TEXT_SETTLE_MS = 300;
