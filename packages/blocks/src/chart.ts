import type { TableData } from './table-data.ts';

export type ChartKind = 'bar' | 'line' | 'pie';

/** Spec §9: the chart container is 300 px high. */
export const CHART_HEIGHT = 300;
const WIDTH = 640;

/** Why a table cannot become a chart, in both languages the editor speaks. */
export const CHART_TABLE_MESSAGES = {
  header: {
    en: 'A chart needs a table with a header row and a header column',
    zh: '图表需要带有表头行和表头列的表格',
  },
  size: {
    en: 'A chart needs at least one data row and one data column',
    zh: '图表至少需要一行一列数据',
  },
  numeric: {
    en: 'Every data cell of a chart table must be a number',
    zh: '图表表格的数据单元格必须都是数字',
  },
} as const;

export interface ChartTableProblem {
  /** Where in the table, relative to the table props: `rows.2.3`, `headerRow`. */
  path: string;
  message: string;
  zh: string;
}

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** Reads a cell as a number, accepting thousands separators and a trailing percent sign. */
export function parseCellNumber(cell: string): number | null {
  const value = cell.trim().replace(/,/g, '').replace(/%$/, '');
  if (!NUMBER.test(value)) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The reasons a table cannot be charted; empty when it can. */
export function chartTableProblems(table: TableData): ChartTableProblem[] {
  const problems: ChartTableProblem[] = [];
  const { header, size, numeric } = CHART_TABLE_MESSAGES;
  if (!table.headerRow) problems.push({ path: 'headerRow', message: header.en, zh: header.zh });
  if (!table.headerColumn) problems.push({ path: 'headerColumn', message: header.en, zh: header.zh });
  if (table.rows.length < 2 || (table.rows[0]?.length ?? 0) < 2) {
    problems.push({ path: 'rows', message: size.en, zh: size.zh });
  }
  if (problems.length > 0) return problems;
  table.rows.forEach((row, r) => {
    if (r === 0) return;
    row.forEach((cell, c) => {
      if (c > 0 && parseCellNumber(cell) === null) {
        problems.push({ path: `rows.${r}.${c}`, message: numeric.en, zh: numeric.zh });
      }
    });
  });
  return problems;
}

export class ChartTableError extends Error {
  constructor(readonly problems: ChartTableProblem[]) {
    super(problems[0]?.message ?? 'Invalid chart table');
  }
}

function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/\.?0+$/, '');
}

/** Series colours come from the theme, so charts follow the site palette. */
function seriesColor(i: number): string {
  return `var(--sw-chart-${(i % 6) + 1})`;
}

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) so gridlines fall on readable numbers. */
function niceStep(range: number): number {
  if (range <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(range));
  return ([1, 2, 2.5, 5, 10].find((s) => s * magnitude >= range) ?? 10) * magnitude;
}

/**
 * Draws a table (first row: series names, first column: category names, the rest numbers) as a
 * static SVG string, so visitors get a chart without any chart library or script.
 */
export function chartSvg(
  table: TableData,
  options: { kind: ChartKind; height?: number; title?: string },
): string {
  const problems = chartTableProblems(table);
  if (problems.length > 0) throw new ChartTableError(problems);
  const height = options.height ?? CHART_HEIGHT;
  const header = table.rows[0] ?? [];
  const series = header.slice(1);
  const body = table.rows.slice(1);
  const categories = body.map((r) => r[0] ?? '');
  const values = body.map((r) => r.slice(1).map((c) => parseCellNumber(c) ?? 0));
  const title = options.title ?? '';
  const parts: string[] = [];
  const legendY = height - 12;

  if (options.kind === 'pie') {
    // A pie shows the first series; negative numbers have no slice.
    const slices = values.map((v) => Math.max(0, v[0] ?? 0));
    const total = slices.reduce((a, b) => a + b, 0);
    const r = (height - 60) / 2;
    const cx = WIDTH / 2;
    const cy = r + 16;
    let angle = -Math.PI / 2;
    slices.forEach((v, i) => {
      if (total <= 0 || v <= 0) return;
      const sweep = (v / total) * Math.PI * 2;
      const label = `${esc(categories[i] ?? '')}: ${fmt(v)}`;
      if (sweep >= Math.PI * 2 - 1e-9) {
        parts.push(
          `<circle cx="${cx}" cy="${cy}" r="${fmt(r)}" fill="${seriesColor(i)}"><title>${label}</title></circle>`,
        );
      } else {
        const x1 = cx + r * Math.cos(angle);
        const y1 = cy + r * Math.sin(angle);
        const x2 = cx + r * Math.cos(angle + sweep);
        const y2 = cy + r * Math.sin(angle + sweep);
        const large = sweep > Math.PI ? 1 : 0;
        parts.push(
          `<path d="M${fmt(cx)} ${fmt(cy)}L${x1.toFixed(2)} ${y1.toFixed(2)}A${fmt(r)} ${fmt(r)} 0 ${large} 1 ${x2.toFixed(2)} ${y2.toFixed(2)}Z" fill="${seriesColor(i)}"><title>${label}</title></path>`,
        );
      }
      angle += sweep;
    });
    parts.push(legend(categories, legendY));
  } else {
    const left = 48;
    const right = WIDTH - 16;
    const top = 16;
    const bottom = height - 56;
    const all = values.flat();
    const step = niceStep((Math.max(0, ...all) - Math.min(0, ...all)) / 4);
    const max = Math.max(step, Math.ceil(Math.max(0, ...all) / step) * step);
    const min = Math.floor(Math.min(0, ...all) / step) * step;
    const ticks = Math.round((max - min) / step);
    const y = (v: number) => bottom - ((v - min) / (max - min)) * (bottom - top);
    for (let g = 0; g <= ticks; g++) {
      const v = min + step * g;
      const gy = y(v).toFixed(2);
      parts.push(`<line class="sw-chart__grid" x1="${left}" x2="${right}" y1="${gy}" y2="${gy}"/>`);
      parts.push(
        `<text class="sw-chart__tick" x="${left - 6}" y="${gy}" text-anchor="end" dominant-baseline="middle">${fmt(v)}</text>`,
      );
    }
    const band = (right - left) / Math.max(1, categories.length);
    categories.forEach((c, i) => {
      parts.push(
        `<text class="sw-chart__tick" x="${(left + band * (i + 0.5)).toFixed(2)}" y="${bottom + 16}" text-anchor="middle">${esc(c)}</text>`,
      );
    });
    if (options.kind === 'bar') {
      const barWidth = (band * 0.8) / Math.max(1, series.length);
      values.forEach((row, i) => {
        row.forEach((v, s) => {
          const x = left + band * i + band * 0.1 + barWidth * s;
          const y0 = y(Math.max(0, v));
          const h = Math.abs(y(v) - y(0));
          parts.push(
            `<rect x="${x.toFixed(2)}" y="${y0.toFixed(2)}" width="${barWidth.toFixed(2)}" height="${h.toFixed(2)}" fill="${seriesColor(s)}"><title>${esc(series[s] ?? '')} · ${esc(categories[i] ?? '')}: ${fmt(v)}</title></rect>`,
          );
        });
      });
    } else {
      series.forEach((name, s) => {
        const points = values.map(
          (row, i) => `${(left + band * (i + 0.5)).toFixed(2)},${y(row[s] ?? 0).toFixed(2)}`,
        );
        parts.push(
          `<polyline fill="none" stroke="${seriesColor(s)}" stroke-width="2.5" points="${points.join(' ')}"><title>${esc(name)}</title></polyline>`,
        );
        values.forEach((row, i) => {
          parts.push(
            `<circle cx="${(left + band * (i + 0.5)).toFixed(2)}" cy="${y(row[s] ?? 0).toFixed(2)}" r="3.5" fill="${seriesColor(s)}"><title>${esc(name)} · ${esc(categories[i] ?? '')}: ${fmt(row[s] ?? 0)}</title></circle>`,
          );
        });
      });
    }
    parts.push(
      `<line class="sw-chart__axis" x1="${left}" x2="${right}" y1="${y(0).toFixed(2)}" y2="${y(0).toFixed(2)}"/>`,
    );
    parts.push(legend(series, legendY));
  }
  const label = title || series.join(', ');
  return `<svg class="sw-chart__svg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="100%" height="${height}" role="img" aria-label="${esc(label)}" preserveAspectRatio="xMidYMid meet">${title ? `<title>${esc(title)}</title>` : ''}${parts.join('')}</svg>`;
}

function legend(names: string[], y: number): string {
  const step = WIDTH / Math.max(1, names.length);
  return names
    .map((name, i) => {
      const x = step * i + step / 2 - 40;
      return `<rect x="${x.toFixed(2)}" y="${y - 9}" width="10" height="10" fill="${seriesColor(i)}"/><text class="sw-chart__legend" x="${(x + 14).toFixed(2)}" y="${y}">${esc(name)}</text>`;
    })
    .join('');
}
