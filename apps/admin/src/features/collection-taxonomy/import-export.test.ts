import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../shared/api/download-server-file.ts';
import { downloadUrl, isImportFile, problemsOfRefusal, summarizeDryRun } from './import-export.ts';

describe('the import’s dry run as the dialog shows it', () => {
  it('lists problems by row and column, and counts the rows with problems', () => {
    const summary = summarizeDryRun({
      rows: 4,
      created: 0,
      updated: 0,
      written: false,
      problems: [
        { row: 5, column: 'price', message: 'Not a number' },
        { row: 2, column: 'title', message: 'Fill in the title' },
        { row: 5, column: 'currency', message: 'Unknown currency' },
      ],
    });
    expect(summary).toEqual({
      kind: 'problems',
      rows: 4,
      problemRows: 2,
      problems: [
        { row: 2, column: 'title', message: 'Fill in the title' },
        { row: 5, column: 'currency', message: 'Unknown currency' },
        { row: 5, column: 'price', message: 'Not a number' },
      ],
    });
  });

  it('says how many rows are ready, new and updated, when there is no problem', () => {
    expect(summarizeDryRun({ rows: 50, created: 48, updated: 2, written: false, problems: [] })).toEqual({
      kind: 'ready',
      rows: 50,
      created: 48,
      updated: 2,
    });
    expect(summarizeDryRun({ rows: 0, created: 0, updated: 0, written: false, problems: [] })).toEqual({
      kind: 'empty',
    });
  });

  it('reads the problems a refused import carries, ignoring anything else', () => {
    expect(
      problemsOfRefusal({ problems: [{ row: 3, column: 'slug', message: 'Taken' }, { row: 'x' }] }),
    ).toEqual([{ row: 3, column: 'slug', message: 'Taken' }]);
    expect(problemsOfRefusal({ problems: [] })).toBeNull();
    expect(problemsOfRefusal(null)).toBeNull();
  });
});

describe('download addresses and names', () => {
  it('carries the website, the language and the list’s filters, leaving out empty ones', () => {
    expect(
      downloadUrl('product', 'export', {
        website_id: 7,
        lang: 'de',
        keyword: 'pump',
        type_id: 3,
        status: undefined,
        tag_id: null,
      }),
    ).toBe('/api/website/product/export?website_id=7&lang=de&keyword=pump&type_id=3');
    expect(downloadUrl('news', 'import-template', { website_id: 2 })).toBe(
      '/api/website/news/import-template?website_id=2',
    );
  });

  it('takes the server’s file name, the UTF-8 form first', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''%E4%BA%A7%E5%93%81.xlsx`, 'x'),
    ).toBe('产品.xlsx');
    expect(fileNameFromDisposition('attachment; filename="products.xlsx"', 'x')).toBe('products.xlsx');
    expect(fileNameFromDisposition(null, 'export.xlsx')).toBe('export.xlsx');
  });

  it('accepts spreadsheets and CSV files only', () => {
    expect(isImportFile('Products.XLSX')).toBe(true);
    expect(isImportFile('list.csv')).toBe(true);
    expect(isImportFile('list.xls')).toBe(false);
  });
});
