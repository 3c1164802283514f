import { createContext } from 'react';

/**
 * What a block typed into on the canvas needs from the editor around the canvas: where its
 * formatting toolbar goes (above the canvas, in the editor's own document) and the website its
 * uploads go to.
 */
export interface CanvasEditing {
  toolbarHost: HTMLElement | null;
  websiteId: number;
}

export const CanvasEditingContext = createContext<CanvasEditing>({ toolbarHost: null, websiteId: 0 });

/** How long typing on the canvas pauses before the text becomes an edit of the page (an undo step). */
export const CANVAS_TEXT_SETTLE_MS = 300;
