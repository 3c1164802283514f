/** Keyboard rules of the editor, kept apart from the DOM so they can be tested. */

/** Whether keys typed at this element are text (inputs, text areas, rich text) rather than commands. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    const input = element.closest('input');
    // Check boxes and radios take no text, so page shortcuts still apply there.
    return !(input && ['checkbox', 'radio', 'button', 'submit'].includes(input.type));
  }
  return element.isContentEditable === true;
}

export type EditorCommand =
  | 'undo'
  | 'redo'
  | 'duplicate'
  | 'copy'
  | 'paste'
  | 'remove'
  | 'moveUp'
  | 'moveDown'
  | 'fullScreen'
  | null;

interface KeyLike {
  key: string;
  code?: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The page-level command a key press asks for. */
export function editorCommand(e: KeyLike): EditorCommand {
  const mod = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (e.altKey && !mod && (e.code === 'KeyZ' || key === 'z')) return 'fullScreen';
  // Alt+arrows move the selected block among its neighbours; Delete or Backspace removes it.
  if (e.altKey && !mod && !e.shiftKey && key === 'arrowup') return 'moveUp';
  if (e.altKey && !mod && !e.shiftKey && key === 'arrowdown') return 'moveDown';
  if (!mod && !e.altKey && !e.shiftKey && (key === 'delete' || key === 'backspace')) return 'remove';
  if (!mod || e.altKey) return null;
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  if (key === 'd' && !e.shiftKey) return 'duplicate';
  if (key === 'c' && !e.shiftKey) return 'copy';
  if (key === 'v' && !e.shiftKey) return 'paste';
  return null;
}

/** Keys pressed in the canvas iframe reach the editor's handlers through this window event. */
export const CANVAS_KEY_EVENT = 'sw-canvas-key';
