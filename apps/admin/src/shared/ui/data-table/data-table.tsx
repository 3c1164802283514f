import { type ReactNode, useState } from 'react';
import { Pager } from './pager.tsx';
import { clampPage, pageRows } from './pagination.ts';
import './data-table.css';

export interface DataColumn<Row> {
  key: string;
  /** The header cell's content. */
  title: ReactNode;
  /** Set on the header and on every cell of the column (widths, hiding on narrow screens). */
  className?: string;
  render(row: Row): ReactNode;
  /** A test id for every cell of the column. */
  cellTestId?: string;
}

export interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  columns: readonly DataColumn<Row>[];
  testId: string;
  rowTestId?(row: Row): string;
  /** A class for one row (e.g. unread rows in bold). */
  rowClassName?(row: Row): string | undefined;
  /** Classes of the screen's own column styles, added to the table's. */
  className?: string;
  /** Rows per page; without it every row shows. The pager appears only when there is more than a page. */
  pageSize?: number;
}

/**
 * The back office's list table: a plain HTML table with optional paging, and ticking through
 * `selectionColumn` (selection-column.tsx). antd's Table (with its filter, selection and pagination
 * machinery) would cost more than most screens in total.
 */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  testId,
  rowTestId,
  rowClassName,
  className,
  pageSize,
}: DataTableProps<Row>) {
  const [page, setPage] = useState(1);
  const shown = pageSize ? pageRows(rows, page, pageSize) : rows;

  return (
    <div className="data-table-wrap">
      <table className={className ? `data-table ${className}` : 'data-table'} data-testid={testId}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={rowKey(row)} className={rowClassName?.(row)} data-testid={rowTestId?.(row)}>
              {columns.map((column) => (
                <td key={column.key} className={column.className} data-testid={column.cellTestId}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {pageSize && rows.length > pageSize ? (
        <Pager
          page={clampPage(page, rows.length, pageSize)}
          pageSize={pageSize}
          total={rows.length}
          onChange={setPage}
          testId={`${testId}-pager`}
        />
      ) : null}
    </div>
  );
}
