import { parseFragment } from 'parse5';
import { describe, expect, it } from 'vitest';
import { CHART_HEIGHT, ChartTableError, chartSvg, chartTableProblems, parseCellNumber } from './chart.ts';
import { elementsOf } from './html-check.ts';

const table = (rows: string[][], headerRow = true, headerColumn = true) => ({
  rows,
  headerRow,
  headerColumn,
});
const sales = table([
  ['', 'North', 'South'],
  ['Q1', '10', '4'],
  ['Q2', '1,200', '-3.5'],
]);

describe('chart table rules', () => {
  it('accepts a table with a header row, a header column and numeric cells', () => {
    expect(chartTableProblems(sales)).toEqual([]);
  });

  it('refuses a table without a header row or column, in en and zh', () => {
    const problems = chartTableProblems(table(sales.rows, false, false));
    expect(problems.map((p) => p.path)).toEqual(['headerRow', 'headerColumn']);
    expect(problems[0]?.zh).toBe('图表需要带有表头行和表头列的表格');
  });

  it('refuses non-numeric and empty data cells, naming each', () => {
    const problems = chartTableProblems(
      table([
        ['', 'A', 'B'],
        ['x', 'ten', ''],
        ['y', '1', '2'],
      ]),
    );
    expect(problems.map((p) => p.path)).toEqual(['rows.1.1', 'rows.1.2']);
    expect(problems[0]?.message).toBe('Every data cell of a chart table must be a number');
  });

  it('refuses a table with only headers', () => {
    expect(chartTableProblems(table([['', 'A']])).map((p) => p.path)).toEqual(['rows']);
  });

  it('reads numbers with separators, signs, decimals and percent', () => {
    expect(['1,200', '-3.5', '+2', '.5', '12%', '1e3'].map(parseCellNumber)).toEqual([
      1200, -3.5, 2, 0.5, 12, 1000,
    ]);
    expect(['', 'abc', '1.2.3', 'NaN', 'Infinity', '0x10'].map(parseCellNumber)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe('chartSvg', () => {
  it.each(['bar', 'line', 'pie'] as const)('draws a %s chart as one static SVG 300 px high', (kind) => {
    const svg = chartSvg(sales, { kind, height: CHART_HEIGHT });
    const elements = elementsOf(parseFragment(svg));
    expect(elements[0]?.tagName).toBe('svg');
    expect(elements[0]?.attrs).toContainEqual({ name: 'height', value: '300' });
    expect(elements[0]?.attrs).toContainEqual({ name: 'viewBox', value: '0 0 640 300' });
    expect(elements.filter((e) => e.tagName === 'script' || e.tagName === 'foreignobject')).toEqual([]);
    expect(elements.flatMap((e) => e.attrs).filter((a) => a.name.startsWith('on'))).toEqual([]);
    expect(svg).not.toContain('NaN');
  });

  it('draws one bar per data cell and a legend entry per series', () => {
    const svg = chartSvg(sales, { kind: 'bar' });
    expect(svg.match(/<rect [^>]*><title>/g)).toHaveLength(4);
    expect(svg).toContain('>North</text>');
    expect(svg).toContain('>South</text>');
  });

  it('escapes labels so a cell cannot inject markup', () => {
    const svg = chartSvg(
      table([
        ['', '<script>alert(1)</script>'],
        ['"><img src=x onerror=alert(1)>', '1'],
      ]),
      {
        kind: 'bar',
        title: '</svg><script>',
      },
    );
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<img');
    expect(
      elementsOf(parseFragment(svg))
        .flatMap((e) => e.attrs)
        .filter((a) => a.name.startsWith('on')),
    ).toEqual([]);
  });

  it('throws the table problems for a table it cannot chart', () => {
    expect(() =>
      chartSvg(
        table([
          ['', 'A'],
          ['x', 'y'],
        ]),
        { kind: 'line' },
      ),
    ).toThrow(ChartTableError);
  });

  it('draws a pie of a single non-zero slice as a full circle', () => {
    expect(
      chartSvg(
        table([
          ['', 'A'],
          ['x', '5'],
          ['y', '0'],
        ]),
        { kind: 'pie' },
      ),
    ).toContain('<circle');
  });
});
