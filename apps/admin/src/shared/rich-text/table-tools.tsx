import type { Editor } from '@tiptap/core';
import Button from 'antd/es/button';
import { selectedTable } from './dialogs/chart-dialog.tsx';
import type { RichTextT } from './editor-language.ts';
import { canAddColumn, canAddRow } from './table-limits.ts';

function sizeOf(editor: Editor): { rows: number; cols: number } {
  const table = selectedTable(editor);
  return { rows: table?.childCount ?? 0, cols: table?.firstChild?.childCount ?? 0 };
}

/** Row and column tools shown while the cursor is in a table; growth stops at 100 rows and 20 columns. */
export function TableTools({
  editor,
  t,
  onRefused,
}: {
  editor: Editor;
  t: RichTextT;
  onRefused(which: 'rows' | 'cols'): void;
}) {
  const run = (fn: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) =>
    fn(editor.chain().focus()).run();
  const button = (label: string, onClick: () => void) => (
    <Button size="small" type="text" onMouseDown={(e) => e.preventDefault()} onClick={onClick}>
      {label}
    </Button>
  );
  return (
    <fieldset className="rte-table-tools" aria-label={t('table')}>
      {button(t('tableAddRow'), () =>
        canAddRow(sizeOf(editor).rows) ? run((c) => c.addRowAfter()) : onRefused('rows'),
      )}
      {button(t('tableAddColumn'), () =>
        canAddColumn(sizeOf(editor).cols) ? run((c) => c.addColumnAfter()) : onRefused('cols'),
      )}
      {button(t('tableDeleteRow'), () => run((c) => c.deleteRow()))}
      {button(t('tableDeleteColumn'), () => run((c) => c.deleteColumn()))}
      {button(t('tableHeaderRow'), () => run((c) => c.toggleHeaderRow()))}
      {button(t('tableHeaderColumn'), () => run((c) => c.toggleHeaderColumn()))}
      {button(t('tableDelete'), () => run((c) => c.deleteTable()))}
    </fieldset>
  );
}
