import Checkbox from 'antd/es/checkbox';
import type { DataColumn } from './data-table.tsx';
import { selectAllState } from './selection.ts';

/** Ticking rows for a batch action. Keys may be shared with other tables (one selection, several groups). */
export interface DataSelection<Row> {
  /** The key a ticked row adds to `selected`. */
  keyOf(row: Row): number;
  /** Rows that cannot be ticked show a disabled checkbox. */
  isSelectable?(row: Row): boolean;
  selected: ReadonlySet<number>;
  onChange(keys: number[], checked: boolean): void;
  /** Accessible names: the header checkbox's, and each row's. */
  allLabel: string;
  rowLabel(row: Row): string;
  /** Shown on a row checkbox that cannot be ticked. */
  unselectableTitle?: string;
  allTestId?: string;
  rowTestId?(row: Row): string;
}

/**
 * The leading column of a table whose rows can be ticked: a checkbox per row and one in the header
 * for every row of the table that can be. A column of its own so that tables without ticking do
 * not load the checkbox.
 */
export function selectionColumn<Row>(rows: readonly Row[], selection: DataSelection<Row>): DataColumn<Row> {
  const canTick = (row: Row) => selection.isSelectable?.(row) ?? true;
  const selectable = rows.filter(canTick).map((row) => selection.keyOf(row));
  const all = selectAllState(selectable, selection.selected);
  return {
    key: 'tick',
    className: 'data-table-tick',
    title: (
      <Checkbox
        aria-label={selection.allLabel}
        disabled={all.disabled}
        checked={all.checked}
        indeterminate={all.indeterminate}
        onChange={(e) => selection.onChange(selectable, e.target.checked)}
        data-testid={selection.allTestId}
      />
    ),
    render: (row) => (
      <Checkbox
        aria-label={selection.rowLabel(row)}
        title={canTick(row) ? undefined : selection.unselectableTitle}
        disabled={!canTick(row)}
        checked={canTick(row) && selection.selected.has(selection.keyOf(row))}
        onChange={(e) => selection.onChange([selection.keyOf(row)], e.target.checked)}
        data-testid={selection.rowTestId?.(row)}
      />
    ),
  };
}
