import { describe, expect, it } from 'vitest';
import { resizeRows } from './table-grid.ts';

describe('a table block resized from the table picker', () => {
  it('keeps the cells that still fit and fills new ones with empty text', () => {
    const rows = [
      ['Position', 'Location'],
      ['Consultant', 'Leeds'],
    ];
    expect(resizeRows(rows, { rows: 3, cols: 1 })).toEqual([['Position'], ['Consultant'], ['']]);
    expect(resizeRows(rows, { rows: 1, cols: 3 })).toEqual([['Position', 'Location', '']]);
  });
});
