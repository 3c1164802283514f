import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsvRows, readSpreadsheetRows } from './spreadsheet.ts';
import { writeXlsx } from './xlsx-writer.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sw-xlsx-writer-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function readBack(name: string, data: Buffer | string) {
  await writeFile(join(dir, name), data);
  const read = name.endsWith('.csv') ? readCsvRows : readSpreadsheetRows;
  return read(join(dir, name), { maxRows: 100, maxCellChars: 1000 });
}

describe('writing a workbook', () => {
  it('writes text as it is, past column Z, markup and characters XML cannot hold included', async () => {
    const header = Array.from({ length: 30 }, (_, i) => `c${i}`);
    const row = [
      '<b>&"quoted"</b>',
      ' spaced ',
      '=HYPERLINK("x")',
      'bell\u0007gone',
      '中文',
      ...header.slice(5),
    ];
    const read = await readBack('book.xlsx', writeXlsx([header, row, ['', 'second cell only']]));
    expect(read.rows[0]).toEqual(header);
    expect(read.rows[1]).toEqual([
      '<b>&"quoted"</b>',
      ' spaced ',
      '=HYPERLINK("x")',
      'bellgone',
      '中文',
      ...header.slice(5),
    ]);
    expect(read.rows[2]?.slice(0, 2)).toEqual(['', 'second cell only']);
    expect(read.rowNumbers).toEqual([1, 2, 3]);
  });
});

describe('reading a .csv file', () => {
  it('reads quoted cells, skips blank lines and numbers rows by line', async () => {
    const read = await readBack('a.csv', '\ufefftitle,summary\r\n"A, b","say ""hi"""\r\n\r\nC,\r\n');
    expect(read.rows).toEqual([
      ['title', 'summary'],
      ['A, b', 'say "hi"'],
      ['C', ''],
    ]);
    expect(read.rowNumbers).toEqual([1, 2, 4]);
  });

  it('refuses text that is not UTF-8, and a quote left open', async () => {
    await expect(readBack('latin.csv', Buffer.from([0x74, 0xe9, 0x0a]))).rejects.toMatchObject({
      key: 'SPREADSHEET_UNREADABLE',
    });
    await expect(readBack('open.csv', 'a\n"open')).rejects.toMatchObject({ key: 'SPREADSHEET_UNREADABLE' });
  });
});
