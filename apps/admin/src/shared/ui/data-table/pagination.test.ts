import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageRows } from './pagination.ts';

describe('paging a list', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('keeps the page within the pages there are, so deleting the last row of the last page shows the one before', () => {
    expect(clampPage(3, 40, 20)).toBe(2);
    expect(clampPage(0, 40, 20)).toBe(1);
    expect(clampPage(2, 40, 20)).toBe(2);
  });

  it('shows the rows of the page', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i + 1);
    expect(pageRows(rows, 1, 20)).toEqual(rows.slice(0, 20));
    expect(pageRows(rows, 3, 20)).toEqual([41, 42, 43, 44, 45]);
    expect(pageRows(rows, 9, 20)).toEqual([41, 42, 43, 44, 45]);
  });
});
