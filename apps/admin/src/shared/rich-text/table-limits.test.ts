import { describe, expect, it } from 'vitest';
import { canAddColumn, canAddRow, clampTableSize, pickerGrid } from './table-limits.ts';

describe('table picker grid', () => {
  it('starts at 10×10', () => {
    expect(pickerGrid(null)).toEqual({ rows: 10, cols: 10 });
    expect(pickerGrid({ rows: 3, cols: 4 })).toEqual({ rows: 10, cols: 10 });
  });

  it('grows one past the hovered cell up to 20×20', () => {
    expect(pickerGrid({ rows: 10, cols: 12 })).toEqual({ rows: 11, cols: 13 });
    expect(pickerGrid({ rows: 20, cols: 20 })).toEqual({ rows: 20, cols: 20 });
  });
});

describe('table limits', () => {
  it('keeps tables within 20 columns and 100 rows', () => {
    expect(clampTableSize({ rows: 150, cols: 30 })).toEqual({ rows: 100, cols: 20 });
    expect(clampTableSize({ rows: 0, cols: Number.NaN })).toEqual({ rows: 1, cols: 1 });
    expect(canAddRow(99)).toBe(true);
    expect(canAddRow(100)).toBe(false);
    expect(canAddColumn(19)).toBe(true);
    expect(canAddColumn(20)).toBe(false);
  });
});
