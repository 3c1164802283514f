/** Table rows as the grid field edits them: one row per line, cells separated by `|`. */
export function rowsToText(rows: unknown): string {
  if (!Array.isArray(rows)) return '';
  return rows.map((row) => (Array.isArray(row) ? row.map(String).join(' | ') : '')).join('\n');
}

export function textToRows(text: string): string[][] {
  return text.split('\n').map((line) => line.split('|').map((cell) => cell.trim()));
}
