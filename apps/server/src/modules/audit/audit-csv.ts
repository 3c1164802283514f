/**
 * CSV as spreadsheet programs open it: UTF-8 with a byte-order mark (without it Excel reads
 * Chinese as mojibake), CRLF line ends, every cell quoted, and cells that a spreadsheet would run
 * as a formula (starting with = + - @, or a tab or carriage return) prefixed with a quote.
 */

export const BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: defused if it could be read as a formula, then quoted. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole file: the header row, then one row per record. */
export function writeCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
