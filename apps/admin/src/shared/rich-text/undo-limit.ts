import { Extension } from '@tiptap/core';
import { isHistoryTransaction, undoDepth } from '@tiptap/pm/history';
import { type EditorState, Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';

/** Spec §9: the undo history keeps 20 steps. */
export const UNDO_DEPTH = 20;

/**
 * How many of the oldest recorded steps may no longer be undone. ProseMirror's history only
 * trims itself once it holds 20 steps more than its depth, so without this floor up to 40 steps
 * could be undone.
 */
export function nextUndoFloor(
  floor: number,
  depthBefore: number,
  depthAfter: number,
  isUndoRedo: boolean,
): number {
  if (isUndoRedo) return floor;
  // The history dropped its oldest steps itself: what is left is at most the newest 20.
  if (depthAfter < depthBefore) return Math.max(0, depthAfter - UNDO_DEPTH);
  return Math.max(floor, depthAfter - UNDO_DEPTH);
}

const undoLimitKey = new PluginKey<number>('undoLimit');
/** prosemirror-history marks its own undo/redo transactions with this meta key. */
const HISTORY_META = 'history$';

function isUndo(tr: Transaction): boolean {
  const meta = tr.getMeta(HISTORY_META) as { redo?: boolean } | undefined;
  return meta !== undefined && meta.redo === false;
}

/** Whether one more step can be undone within the 20-step limit. */
export function canUndo(state: EditorState): boolean {
  return undoDepth(state) > (undoLimitKey.getState(state) ?? 0);
}

/** Keeps undo to the 20 most recent steps, from the keyboard, the toolbar or the browser menu. */
export const UndoLimit = Extension.create({
  name: 'undoLimit',
  // After the history plugin, so its state is already updated when the floor is computed.
  priority: 50,
  addProseMirrorPlugins() {
    return [
      new Plugin<number>({
        key: undoLimitKey,
        state: {
          init: () => 0,
          apply: (tr, floor, oldState, newState) =>
            nextUndoFloor(floor, undoDepth(oldState), undoDepth(newState), isHistoryTransaction(tr)),
        },
        filterTransaction: (tr, state) => !isUndo(tr) || canUndo(state),
      }),
    ];
  },
});
