import { CHART_HEIGHT, chartSvg, chartTableProblems } from '@sitewright/blocks';
import type { Lang } from '@sitewright/contract';
import { Extension } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { chartKindOf, chartTableMessages, type GridCell, tableDataFromGrid } from './chart-table.ts';

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

function problemWidget(messages: string[]): HTMLElement {
  const el = document.createElement('div');
  el.className = 'rte-chart-problem';
  el.contentEditable = 'false';
  el.setAttribute('role', 'status');
  el.textContent = messages.join(' ');
  return el;
}

/** A short fingerprint, so a widget is redrawn only when its chart changes. */
function fingerprint(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

function decorations(doc: PmNode, language: () => Lang): DecorationSet {
  const found: Decoration[] = [];
  doc.descendants((node, pos) => {
    if (node.type.name !== 'table') return true;
    const kind = chartKindOf(node.attrs.class as string | null);
    if (!kind) return false;
    const table = tableDataFromGrid(gridOfTable(node));
    if (chartTableProblems(table).length === 0) {
      const svg = chartSvg(table, { kind, height: CHART_HEIGHT });
      found.push(
        Decoration.widget(pos, () => chartWidget(svg), { side: -1, key: `chart-${fingerprint(svg)}` }),
      );
    } else {
      // The page shows the plain table until its data can be drawn; say why.
      const messages = chartTableMessages(table, language());
      found.push(
        Decoration.widget(pos, () => problemWidget(messages), {
          side: -1,
          key: `chart-problem-${fingerprint(messages.join())}`,
        }),
      );
    }
    return false;
  });
  return DecorationSet.create(doc, found);
}

/** Shows the chart a chart table becomes on the page, above the table that feeds it. */
export const ChartPreview = Extension.create<{ language: () => Lang }>({
  name: 'chartPreview',
  addOptions() {
    return { language: (): Lang => 'zh' };
  },
  addProseMirrorPlugins() {
    const { language } = this.options;
    const key = new PluginKey<DecorationSet>('chartPreview');
    return [
      new Plugin({
        key,
        state: {
          init: (_, state) => decorations(state.doc, language),
          apply: (tr, old) => (tr.docChanged ? decorations(tr.doc, language) : old),
        },
        props: {
          decorations: (state) => key.getState(state),
        },
      }),
    ];
  },
});
