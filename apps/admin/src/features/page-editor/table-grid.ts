/** Table rows as the grid field edits them: one row per line, cells separated by `|`. */
export function rowsToText(rows: unknown): string {
  if (!Array.isArray(rows)) return '';
  return rows.map((row) => (Array.isArray(row) ? row.map(String).join(' | ') : '')).join('\n');
}

export function textToRows(text: string): string[][] {
  return text.split('\n').map((line) => line.split('|').map((cell) => cell.trim()));
}

/** The rows at a new size: cells that still fit keep their text, new ones start empty. */
export function resizeRows(rows: unknown, size: { rows: number; cols: number }): string[][] {
  const current = Array.isArray(rows) ? rows : [];
  return Array.from({ length: size.rows }, (_, r) => {
    const row: unknown[] = Array.isArray(current[r]) ? current[r] : [];
    return Array.from({ length: size.cols }, (_, c) => (typeof row[c] === 'string' ? row[c] : ''));
  });
}
