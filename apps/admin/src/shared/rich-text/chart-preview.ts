import { CHART_HEIGHT, chartSvg, chartTableProblems } from '@sitewright/blocks';
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { chartKindOf, type GridCell, tableDataFromGrid } from './chart-table.ts';

/** The cells of a table node, as the chart rules read them. */
export function gridOfTable(table: PmNode): GridCell[][] {
  const grid: GridCell[][] = [];
  table.forEach((row) => {
    const cells: GridCell[] = [];
    row.forEach((cell) => {
      cells.push({ header: cell.type.name === 'tableHeader', text: cell.textContent });
    });
    grid.push(cells);
  });
  return grid;
}

function chartWidget(svg: string): HTMLElement {
  const el = document.createElement('div');
  el.className = 'rte-chart-preview';
  el.contentEditable = 'false';
  // chartSvg draws from numbers and escaped labels only.
  el.innerHTML = svg;
  return el;
}

function decorations(doc: PmNode): DecorationSet {
  const found: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== 'table') return true;
    const kind = chartKindOf(node.attrs.class as string | null);
    if (kind) {
      const table = tableDataFromGrid(gridOfTable(node));
      if (chartTableProblems(table).length === 0) {
        const svg = chartSvg(table, { kind, height: CHART_HEIGHT });
        found.push(
          Decoration.widget(pos, () => chartWidget(svg), {
            side: -1,
            key: `chart-${kind}-${svg.length}-${pos}`,
          }),
        );
      }
    }
    return false;
  });
  return DecorationSet.create(doc, found);
}

/** Shows the chart a chart table becomes on the page, above the table that feeds it. */
export const ChartPreview = Extension.create({
  name: 'chartPreview',
  addProseMirrorPlugins() {
    const key = new PluginKey<DecorationSet>('chartPreview');
    return [
      new Plugin({
        key,
        state: {
          init: (_, state) => decorations(state.doc),
          apply: (tr, old) => (tr.docChanged ? decorations(tr.doc) : old),
        },
        props: {
          decorations: (state) => key.getState(state),
        },
      }),
    ];
  },
});
