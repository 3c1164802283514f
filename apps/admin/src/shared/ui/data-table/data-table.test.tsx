// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDelete } from './confirm-delete.tsx';
import { type DataColumn, DataTable, type DataTableProps } from './data-table.tsx';
import { selectionColumn } from './selection-column.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Row {
  id: number;
  name: string;
  key: number;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', title: 'Name', render: (row) => row.name, cellTestId: 'row-name' },
  { key: 'id', title: 'Id', className: 'col-id', render: (row) => String(row.id) },
];

const rows = (n: number): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}`, key: i + 1 }));

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  document.body.innerHTML = '';
});

function mount(ui: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(ui));
  cleanup = () => act(() => root.unmount());
  return { host, rerender: (next: React.ReactNode) => act(() => root.render(next)) };
}

function table(props: Partial<DataTableProps<Row>> = {}) {
  return (
    <DataTable<Row>
      rows={rows(3)}
      rowKey={(row) => row.id}
      rowTestId={(row) => `row-${row.id}`}
      columns={columns}
      testId="list"
      {...props}
    />
  );
}

const click = (element: Element | null) =>
  act(() => {
    (element as HTMLElement).click();
  });

describe('data table', () => {
  it('shows a header per column and a row per item, with the test ids the screens set', () => {
    const { host } = mount(table({ className: 'my-table' }));
    const list = host.querySelector('[data-testid="list"]') as HTMLTableElement;
    expect(list.tagName).toBe('TABLE');
    expect(list.className).toBe('data-table my-table');
    expect([...list.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Name', 'Id']);
    expect(list.querySelector('th.col-id')).not.toBeNull();
    expect(host.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(host.querySelector('[data-testid="row-2"] [data-testid="row-name"]')?.textContent).toBe('Row 2');
    expect(host.querySelector('[data-testid="list-pager"]')).toBeNull();
  });

  it('ticks rows through one selection, keeps unselectable rows disabled and ticks all it can', () => {
    const onChange = vi.fn();
    const selection = {
      keyOf: (row: Row) => row.key * 10,
      isSelectable: (row: Row) => row.id !== 3,
      selected: new Set([10]),
      onChange,
      allLabel: 'Select all',
      rowLabel: (row: Row) => `Select ${row.name}`,
      unselectableTitle: 'Cannot be ticked',
      allTestId: 'list-tick-all',
      rowTestId: (row: Row) => `tick-${row.id}`,
    };
    const { host } = mount(table({ columns: [selectionColumn(rows(3), selection), ...columns] }));
    const box = (id: string) => host.querySelector(`[data-testid="${id}"]`) as HTMLInputElement;
    expect(box('tick-1').checked).toBe(true);
    expect(box('tick-2').checked).toBe(false);
    expect(box('tick-3').disabled).toBe(true);
    expect(host.querySelector('.ant-checkbox-indeterminate [data-testid="list-tick-all"]')).not.toBeNull();
    expect(host.querySelector('[aria-label="Select Row 2"]')).not.toBeNull();

    click(box('tick-2'));
    expect(onChange).toHaveBeenLastCalledWith([20], true);
    click(box('list-tick-all'));
    expect(onChange).toHaveBeenLastCalledWith([10, 20], true);
  });

  it('pages a long list and moves between pages', () => {
    const { host } = mount(table({ rows: rows(25), pageSize: 10 }));
    const names = () => [...host.querySelectorAll('[data-testid="row-name"]')].map((td) => td.textContent);
    expect(names()).toHaveLength(10);
    expect(host.querySelector('[data-testid="list-pager"]')?.textContent).toContain('Page 1 of 3');
    const [previous, next] = host.querySelectorAll('[data-testid="list-pager"] button');
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    click(next as Element);
    click(next as Element);
    expect(names()).toEqual(['Row 21', 'Row 22', 'Row 23', 'Row 24', 'Row 25']);
    expect((next as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('delete with confirmation', () => {
  it('deletes only once the operator confirms', async () => {
    const onConfirm = vi.fn();
    mount(
      <ConfirmDelete
        label="Delete"
        title="Delete Row 1?"
        okText="Delete it"
        onConfirm={onConfirm}
        testId="delete-1"
        confirmTestId="delete-confirm"
      />,
    );
    click(document.querySelector('[data-testid="delete-1"]'));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(document.body.textContent).toContain('Delete Row 1?');
    const ok = document.querySelector('[data-testid="delete-confirm"]');
    expect(ok?.textContent).toBe('Delete it');
    await act(async () => {
      (ok as HTMLElement).click();
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
