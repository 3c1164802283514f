import { z } from 'zod';
import { PlainText } from './plain-text.ts';

/** Spec §9: tables allow at most 20 columns and 100 rows; a new table is 5×5. */
export const TABLE_MAX_COLUMNS = 20;
export const TABLE_MAX_ROWS = 100;
export const TABLE_DEFAULT_SIZE = 5;

/** Cells as rows of plain text; every row has the same number of cells. */
export const TableRows = z
  .array(
    z
      .array(PlainText.max(1000, 'A cell holds at most 1000 characters'))
      .min(1, 'A row needs at least one cell')
      .max(TABLE_MAX_COLUMNS, `At most ${TABLE_MAX_COLUMNS} columns`),
  )
  .min(1, 'A table needs at least one row')
  .max(TABLE_MAX_ROWS, `At most ${TABLE_MAX_ROWS} rows`)
  .refine(
    (rows) => rows.every((r) => r.length === rows[0]?.length),
    'Every row needs the same number of cells',
  );

export interface TableData {
  rows: string[][];
  headerRow: boolean;
  headerColumn: boolean;
}

/** A blank table of the default size with a header row and column. */
export function emptyTable(rows = TABLE_DEFAULT_SIZE, cols = TABLE_DEFAULT_SIZE): string[][] {
  return Array.from({ length: rows }, () => Array.from({ length: cols }, () => ''));
}
