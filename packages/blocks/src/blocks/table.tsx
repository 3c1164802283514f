import { z } from 'zod';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { emptyTable, TableRows } from '../table-data.ts';

export const table = defineBlock({
  type: 'table',
  label: { en: 'Table', zh: '表格' },
  category: 'data',
  schema: z.strictObject({
    rows: TableRows,
    headerRow: z.boolean().default(true),
    headerColumn: z.boolean().default(true),
    caption: PlainText.trim().max(300).optional(),
  }),
  defaults: { rows: emptyTable(), headerRow: true, headerColumn: true },
  View({ props }) {
    const [head, ...rest] = props.rows;
    const bodyRows = props.headerRow ? rest : props.rows;
    return (
      <div className="sw-block sw-table">
        <table>
          {props.caption ? <caption>{props.caption}</caption> : null}
          {props.headerRow && head ? (
            <thead>
              <tr>
                {head.map((cell, c) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond position
                  <th scope="col" key={c}>
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
          ) : null}
          <tbody>
            {bodyRows.map((row, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity beyond position
              <tr key={r}>
                {row.map((cell, c) =>
                  props.headerColumn && c === 0 ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond position
                    <th scope="row" key={c}>
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells have no identity beyond position
                    <td key={c}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  },
});
