import type { Lang } from '@sitewright/contract';
import { type ChartKind, chartTableProblems, type TableData } from '@sitewright/blocks';

export const CHART_KINDS: readonly ChartKind[] = ['bar', 'line', 'pie'];

/** A table cell as the editor holds it: header or data, and its text. */
export interface GridCell {
  header: boolean;
  text: string;
}

/**
 * The table as chart data: header row when every cell of the first row is a header, header
 * column when every row starts with one.
 */
export function tableDataFromGrid(grid: readonly (readonly GridCell[])[]): TableData {
  const width = Math.max(0, ...grid.map((r) => r.length));
  return {
    rows: grid.map((r) => Array.from({ length: width }, (_, c) => r[c]?.text.trim() ?? '')),
    headerRow: (grid[0]?.length ?? 0) > 0 && (grid[0] ?? []).every((c) => c.header),
    headerColumn: grid.length > 0 && grid.every((r) => r[0]?.header === true),
  };
}

/** What is missing for a chart, each reason once, in the editor's language; empty when it can be drawn. */
export function chartTableMessages(table: TableData, lang: Lang): string[] {
  const texts = chartTableProblems(table).map((p) => (lang === 'zh' ? p.zh : p.message));
  return [...new Set(texts)];
}

/** The marker classes a chart table carries, read back by the rich-text view. */
export function chartClass(kind: ChartKind): string {
  return `sw-chart sw-chart-${kind}`;
}

/** The chart kind of a table's class attribute, or null when it is a plain table. */
export function chartKindOf(className: string | null | undefined): ChartKind | null {
  const classes = (className ?? '').split(/\s+/);
  if (!classes.includes('sw-chart')) return null;
  return CHART_KINDS.find((k) => classes.includes(`sw-chart-${k}`)) ?? null;
}
