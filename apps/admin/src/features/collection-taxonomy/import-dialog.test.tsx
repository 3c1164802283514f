// @vitest-environment happy-dom
import { COLLECTIONS } from '@sitewright/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../shared/api/http.ts';
import { queryClient } from '../../shared/api/query-client.ts';
import ImportDialog from './import-dialog.tsx';

// antd and the dialog settle on their own time; the test waits for what they show.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const UPLOADED = {
  code: 0,
  message: '',
  data: { file: { id: 9 }, existing: false, preview: { sheet: 'S', rows: [] } },
};

function open() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const onClose = vi.fn();
  root.render(
    <QueryClientProvider client={queryClient}>
      <ImportDialog open definition={COLLECTIONS.product} websiteId={4} lang="en" onClose={onClose} />
    </QueryClientProvider>,
  );
  return { onClose, close: () => root.unmount() };
}

const shown = (testId: string) => document.querySelector(`[data-testid="${testId}"]`);

/** Chooses a file in the dialog's file input, as the browser does after the file picker. */
function choose(name: string) {
  const input = shown('import-file') as HTMLInputElement;
  Object.defineProperty(input, 'files', { configurable: true, value: [new File(['x'], name)] });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the import dialog', () => {
  it('uploads the file, lists the dry run’s problems by row, and imports nothing', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(UPLOADED)));
    const call = vi.spyOn(http, 'call').mockResolvedValue({
      rows: 3,
      created: 0,
      updated: 0,
      written: false,
      problems: [
        { row: 4, column: 'price', message: 'Not a number' },
        { row: 2, column: 'title', message: 'Fill in the title' },
      ],
    } as never);
    const { close } = open();
    await vi.waitFor(() => expect(shown('import-file')).not.toBeNull());
    choose('products.xlsx');

    await vi.waitFor(() => expect(shown('import-problems')).not.toBeNull());
    // The spreadsheet went to upload_xlsx as multipart, the website before the file.
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/upload/upload_xlsx');
    const form = init?.body as FormData;
    expect([...form.keys()]).toEqual(['website_id', 'file']);
    expect(form.get('website_id')).toBe('4');
    // Then a dry run of that file.
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]?.[1]).toMatchObject({ body: { website_id: 4, file_id: 9, dry_run: true } });
    const rows = [...document.querySelectorAll('[data-testid="import-problems"] tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['2', 'title', 'Fill in the title'],
      ['4', 'price', 'Not a number'],
    ]);
    expect(shown('import-problems-title')?.textContent).toContain(
      '2 problems in 2 rows. Nothing was imported',
    );
    expect((shown('import-submit') as HTMLButtonElement).disabled).toBe(true);
    close();
  });

  it('says how many rows are ready, then imports them for real', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(UPLOADED)));
    const call = vi
      .spyOn(http, 'call')
      .mockResolvedValueOnce({ rows: 3, created: 2, updated: 1, written: false, problems: [] } as never)
      .mockResolvedValueOnce({ rows: 3, created: 2, updated: 1, written: true, problems: [] } as never);
    const { close } = open();
    await vi.waitFor(() => expect(shown('import-file')).not.toBeNull());
    choose('products.csv');

    await vi.waitFor(() =>
      expect(shown('import-ready')?.textContent).toContain('3 rows ready: 2 new, 1 updated.'),
    );
    const submit = shown('import-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(false);
    submit.click();
    await vi.waitFor(() =>
      expect(shown('import-success')?.textContent).toContain('Import done: 2 new, 1 updated.'),
    );
    expect(call.mock.calls[1]?.[1]).toMatchObject({ body: { file_id: 9, dry_run: false } });
    close();
  });

  it('refuses other kinds of files before sending anything', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { close } = open();
    await vi.waitFor(() => expect(shown('import-file')).not.toBeNull());
    choose('products.xls');
    await vi.waitFor(() =>
      expect(shown('import-file-problem')?.textContent).toContain('Choose an .xlsx or .csv file.'),
    );
    expect(fetch).not.toHaveBeenCalled();
    close();
  });
});
