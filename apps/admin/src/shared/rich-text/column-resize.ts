import { EDITOR_TABLE_BORDER_DOUBLE_CLICK_MS } from '@sitewright/contract';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { columnResizingPluginKey } from '@tiptap/pm/tables';

/** A press on a column border: when (ms) and which border (the resize handle's cell position). */
export interface BorderPress {
  at: number;
  handle: number;
}

/**
 * Whether this press on a column border completes a double-click: the same border pressed again
 * within the spec's 360 ms. Counted here rather than left to the browser's dblclick, whose timing
 * is the operating system's setting.
 */
export function isBorderDoubleClick(
  previous: BorderPress | null,
  press: BorderPress,
  within: number = EDITOR_TABLE_BORDER_DOUBLE_CLICK_MS,
): boolean {
  if (!previous || previous.handle !== press.handle) return false;
  const gap = press.at - previous.at;
  return gap >= 0 && gap <= within;
}

/**
 * Clears the column widths of the table holding the cell at `cellPos`, so its columns share the
 * width evenly again. Answers null when the table has no widths to clear.
 */
export function clearColumnWidths(tr: Transaction, cellPos: number): Transaction | null {
  const $cell = tr.doc.resolve(cellPos);
  const table: PmNode = $cell.node(-1);
  if (table?.type.name !== 'table') return null;
  const tableStart = $cell.start(-1);
  let changed = false;
  table.descendants((node, pos) => {
    if (node.type.spec.tableRole !== 'cell' && node.type.spec.tableRole !== 'header_cell') return true;
    if (node.attrs.colwidth) {
      tr.setNodeMarkup(tableStart + pos, undefined, { ...node.attrs, colwidth: null });
      changed = true;
    }
    return false;
  });
  return changed ? tr : null;
}

/**
 * A double-click on a column border evens the table's columns out again (UEditor's behaviour).
 * It must run before the column-resizing plugin, which would otherwise start a drag on the second
 * press and write the border's width back.
 */
export function evenColumnsOnDoubleClick(): Plugin {
  let previous: BorderPress | null = null;
  return new Plugin({
    key: new PluginKey('evenColumnsOnDoubleClick'),
    props: {
      handleDOMEvents: {
        mousedown(view, event) {
          const resizing = columnResizingPluginKey.getState(view.state);
          if (!view.editable || !resizing || resizing.activeHandle < 0 || resizing.dragging) {
            previous = null;
            return false;
          }
          const press = { at: event.timeStamp, handle: resizing.activeHandle };
          if (!isBorderDoubleClick(previous, press)) {
            previous = press;
            return false;
          }
          previous = null;
          event.preventDefault();
          const tr = clearColumnWidths(view.state.tr, press.handle);
          if (tr) view.dispatch(tr);
          return true;
        },
      },
    },
  });
}
