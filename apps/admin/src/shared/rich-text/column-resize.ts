import { EDITOR_TABLE_BORDER_DOUBLE_CLICK_MS, EDITOR_TABLE_BORDER_TOLERANCE_PX } from '@sitewright/contract';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state';
import { columnResizingPluginKey } from '@tiptap/pm/tables';
import { TableView } from '@tiptap/extension-table';

/**
 * A press on a column border: when (ms), which border (the resize handle's cell position) and
 * where across (px).
 */
export interface BorderPress {
  at: number;
  handle: number;
  x: number;
}

/**
 * Whether this press on a column border completes a double-click: the same border pressed again
 * within the spec's 360 ms, at the same spot (within the 5 px the border is grabbed by; a press
 * that dragged the border away is no first click). Counted here rather than left to the
 * browser's dblclick, whose timing is the operating system's setting.
 */
export function isBorderDoubleClick(previous: BorderPress | null, press: BorderPress): boolean {
  if (!previous || previous.handle !== press.handle) return false;
  if (Math.abs(press.x - previous.x) > EDITOR_TABLE_BORDER_TOLERANCE_PX) return false;
  const gap = press.at - previous.at;
  return gap >= 0 && gap <= EDITOR_TABLE_BORDER_DOUBLE_CLICK_MS;
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
          const press = { at: event.timeStamp, handle: resizing.activeHandle, x: event.clientX };
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

/** The width of each column of `table` as its first row sets it (0 where none is set). */
function columnWidths(table: PmNode): number[] {
  const widths: number[] = [];
  table.firstChild?.forEach((cell) => {
    const colspan = (cell.attrs.colspan as number | undefined) ?? 1;
    const colwidth = cell.attrs.colwidth as number[] | null;
    for (let i = 0; i < colspan; i++) widths.push(colwidth?.[i] ?? 0);
  });
  return widths;
}

/**
 * The editor's table view. TipTap's gives a column whose width was cleared a min-width but leaves
 * its old width in place, so the columns would not even out on screen; this drops the old width
 * first.
 */
export class RichTableView extends TableView {
  override update(node: PmNode): boolean {
    if (node.type === this.node.type) {
      const widths = columnWidths(node);
      this.colgroup.querySelectorAll('col').forEach((col, i) => {
        if (!widths[i]) col.style.removeProperty('width');
      });
    }
    return super.update(node);
  }
}
