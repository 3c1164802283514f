import { describe, expect, it } from 'vitest';
import {
  chartClass,
  chartKindOf,
  chartTableMessages,
  type GridCell,
  tableDataFromGrid,
} from './chart-table.ts';

const h = (text: string): GridCell => ({ header: true, text });
const d = (text: string): GridCell => ({ header: false, text });

describe('chart from a table', () => {
  it('accepts a table with header row, header column and numbers', () => {
    const table = tableDataFromGrid([
      [h(''), h('Sales'), h('Costs')],
      [h('Q1'), d('1,200'), d('80')],
      [h('Q2'), d('150'), d('9.5%')],
    ]);
    expect(table.headerRow && table.headerColumn).toBe(true);
    expect(chartTableMessages(table, 'en')).toEqual([]);
  });

  it('says a header row and column are needed', () => {
    const table = tableDataFromGrid([
      [d('x'), d('Sales')],
      [d('Q1'), d('1')],
    ]);
    expect(chartTableMessages(table, 'en')).toEqual([
      'A chart needs a table with a header row and a header column',
    ]);
    expect(chartTableMessages(table, 'zh')).toEqual(['图表需要带有表头行和表头列的表格']);
  });

  it('says which cells must be numbers, once', () => {
    const table = tableDataFromGrid([
      [h(''), h('Sales')],
      [h('Q1'), d('lots')],
      [h('Q2'), d('many')],
    ]);
    expect(chartTableMessages(table, 'en')).toEqual(['Every data cell of a chart table must be a number']);
  });

  it('reads the chart kind back from the class', () => {
    expect(chartKindOf(chartClass('pie'))).toBe('pie');
    expect(chartKindOf('sw-chart-bar')).toBeNull();
    expect(chartKindOf(null)).toBeNull();
  });
});
