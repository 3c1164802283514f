import { z } from 'zod';
import { CHART_HEIGHT, chartSvg, chartTableProblems } from '../chart.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { TableRows } from '../table-data.ts';

export const chart = defineBlock({
  type: 'chart',
  label: { en: 'Chart', zh: '图表' },
  category: 'data',
  schema: z
    .strictObject({
      kind: z.enum(['bar', 'line', 'pie']).default('bar'),
      title: PlainText.trim().max(200).optional(),
      rows: TableRows,
      headerRow: z.boolean().default(true),
      headerColumn: z.boolean().default(true),
    })
    .superRefine((props, ctx) => {
      for (const problem of chartTableProblems(props)) {
        ctx.addIssue({
          code: 'custom',
          message: problem.message,
          path: problem.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          params: { zh: problem.zh },
        });
      }
    }),
  defaults: {
    kind: 'bar',
    rows: [
      ['', 'Sales', 'Costs'],
      ['Q1', '120', '80'],
      ['Q2', '150', '95'],
      ['Q3', '170', '100'],
      ['Q4', '210', '120'],
    ],
    headerRow: true,
    headerColumn: true,
  },
  View({ props }) {
    return (
      <figure className="sw-block sw-chart">
        <div
          className="sw-chart__canvas"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: chartSvg draws from numbers and escaped labels only
          dangerouslySetInnerHTML={{
            __html: chartSvg(props, { kind: props.kind, height: CHART_HEIGHT, title: props.title }),
          }}
        />
        {props.title ? <figcaption>{props.title}</figcaption> : null}
      </figure>
    );
  },
});
