import { TABLE_DEFAULT_SIZE, TABLE_MAX_COLUMNS, TABLE_MAX_ROWS } from '@sitewright/blocks';

export { TABLE_DEFAULT_SIZE, TABLE_MAX_COLUMNS, TABLE_MAX_ROWS };

/** Spec §9: the table picker shows 10×10 cells of 22 px and grows up to 20×20. */
export const TABLE_PICKER_DEFAULT = 10;
export const TABLE_PICKER_MAX = 20;
export const TABLE_PICKER_CELL_PX = 22;

export interface GridSize {
  rows: number;
  cols: number;
}

/**
 * The picker's grid while the pointer is over cell (row, col), both 1-based: one spare row and
 * column beyond the hovered cell, never under the default and never over the maximum.
 */
export function pickerGrid(hovered: GridSize | null): GridSize {
  const grow = (n: number) => Math.min(TABLE_PICKER_MAX, Math.max(TABLE_PICKER_DEFAULT, n + 1));
  return hovered
    ? { rows: grow(hovered.rows), cols: grow(hovered.cols) }
    : { rows: TABLE_PICKER_DEFAULT, cols: TABLE_PICKER_DEFAULT };
}

/** A requested table size brought within 1…20 columns and 1…100 rows. */
export function clampTableSize(size: GridSize): GridSize {
  const clamp = (n: number, max: number) =>
    Math.min(max, Math.max(1, Math.trunc(Number.isFinite(n) ? n : 1)));
  return { rows: clamp(size.rows, TABLE_MAX_ROWS), cols: clamp(size.cols, TABLE_MAX_COLUMNS) };
}

export function canAddRow(rows: number): boolean {
  return rows < TABLE_MAX_ROWS;
}

export function canAddColumn(cols: number): boolean {
  return cols < TABLE_MAX_COLUMNS;
}
