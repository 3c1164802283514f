import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';
import {
  type Attribute,
  type CategoryNode,
  collectionDownloadPath,
  errors,
  type ItemImportResult,
  type ItemList,
  importProblemMessages,
  ROLES,
} from '@sitewright/contract';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { body, newWebsite, send, setupApiTest, signInDemoOperator } from '../../../test/helper.ts';
import { upload } from '../../../test/upload-helpers.ts';
import { readSpreadsheetRows } from '../../lib/files/spreadsheet.ts';
import { buildZip } from '../../lib/files/test-zip.ts';
import { writeXlsx } from '../../lib/files/xlsx-writer.ts';

const t = setupApiTest({ rivalSite: 'Rival Import', dataDir: 'sw-import-test-' });

const req = (token: string, method: InjectOptions['method'], url: string, payload?: unknown, headers = {}) =>
  send(t.app, token, method, url, payload, headers);

/** Stores a spreadsheet in the website's media library as the import screen does; answers its id. */
async function stored(site: number, rows: string[][], token = t.admin, name = 'items.xlsx'): Promise<number> {
  const data = name.endsWith('.csv')
    ? Buffer.from(rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n'))
    : writeXlsx(rows);
  const response = await upload(t.app, token, 'upload_xlsx', { website_id: site }, { name, data });
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<{ file: { id: number } }>(response).data.file.id;
}

async function runImport(
  collection: string,
  site: number,
  fileId: number,
  options: { dry_run?: boolean; lang?: string; token?: string; headers?: Record<string, string> } = {},
) {
  return req(
    options.token ?? t.admin,
    'POST',
    `/api/website/${collection}/import`,
    {
      website_id: site,
      file_id: fileId,
      dry_run: options.dry_run ?? false,
      ...(options.lang ? { lang: options.lang } : {}),
    },
    options.headers,
  );
}

const items = async (collection: string, site: number, query = '') =>
  body<ItemList>(
    await req(t.admin, 'GET', `/api/website/${collection}/list?website_id=${site}&page_size=100${query}`),
  ).data;

/** The rows of a downloaded workbook, read as an import reads them. */
async function workbookRows(data: Buffer): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'sw-import-read-'));
  try {
    await writeFile(join(dir, 'book.xlsx'), data);
    return (await readSpreadsheetRows(join(dir, 'book.xlsx'), { maxRows: 10_000, maxCellChars: 10_000 }))
      .rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The worksheet XML of a workbook written by the export (its entries are deflated). */
function sheetXml(data: Buffer): string {
  let at = 0;
  while (at < data.length && data.readUInt32LE(at) === 0x04034b50) {
    const size = data.readUInt32LE(at + 18);
    const nameLength = data.readUInt16LE(at + 26);
    const extra = data.readUInt16LE(at + 28);
    const name = data.subarray(at + 30, at + 30 + nameLength).toString('utf8');
    const start = at + 30 + nameLength + extra;
    if (name === 'xl/worksheets/sheet1.xml')
      return inflateRawSync(data.subarray(start, start + size)).toString('utf8');
    at = start + size;
  }
  throw new Error('no sheet');
}

async function category(collection: string, site: number, name: string): Promise<CategoryNode> {
  return body<CategoryNode>(
    await req(t.admin, 'POST', `/api/website/${collection}/type`, { website_id: site, name }),
  ).data;
}

const HEADER = ['slug', 'title', 'summary', 'body', 'categories', 'tags', 'author'];

describe('importing a spreadsheet', () => {
  it('dry run: lists each bad row and column in the caller’s language, and writes nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Dry Run');
    await category('news', site, 'Company');
    const file = await stored(site, [
      HEADER,
      ['first', 'First', '', '<p>ok</p>', 'Company', 'launch', 'Ann'],
      ['second', '', '', '', 'Nowhere', '', ''],
      ['Bad Slug!', 'Third', '', '', '', '', 'x'.repeat(300)],
    ]);
    const response = await runImport('news', site, file, { dry_run: true });
    const result = body<ItemImportResult>(response).data;
    expect(body(response).code).toBe(0);
    expect(result).toMatchObject({ rows: 3, created: 1, updated: 0, written: false });
    expect(result.problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'categories'],
      [4, 'slug'],
      [4, 'author'],
    ]);
    expect(result.problems[0]?.message).toBe('No category is called "Nowhere". Create it first.');
    const zh = body<ItemImportResult>(
      await runImport('news', site, file, { dry_run: true, headers: { 'accept-language': 'zh-CN' } }),
    ).data;
    expect(zh.problems[0]?.message).toBe(
      importProblemMessages.unknown_category.zh.replace('{value}', 'Nowhere'),
    );
    expect((await items('news', site)).total).toBe(0);
    // The tag the good row would create was not kept either.
    const tags = body<{ list: unknown[] }>(
      await req(t.admin, 'GET', `/api/website/news/tag?website_id=${site}`),
    );
    expect(tags.data.list).toEqual([]);
  });

  it('a real run with one bad row writes nothing and answers 1509 with the problems', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import All Or Nothing');
    const file = await stored(site, [
      HEADER,
      ['one', 'One', '', '', '', 'news', ''],
      ['two', 'Two', '', '', '', '', ''],
      ['three', '', '', '', '', '', ''],
    ]);
    const response = await runImport('news', site, file);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({
      code: errors.IMPORT_ROWS_INVALID.code,
      data: { written: false, problems: [{ row: 4, column: 'title', message: 'Fill in this column.' }] },
    });
    expect((await items('news', site)).total).toBe(0);
  });

  it('creates 50 items from 50 rows, with categories, new tags and sanitised bodies', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Fifty');
    const company = await category('news', site, 'Company');
    const rows = Array.from({ length: 50 }, (_, i) => [
      `item-${i + 1}`,
      `Item ${i + 1}`,
      `Summary ${i + 1}`,
      `<p onclick="x()">Body ${i + 1}</p><script>alert(1)</script>`,
      'company',
      'alpha|Beta',
      'Writer',
    ]);
    const result = body<ItemImportResult>(
      await runImport('news', site, await stored(site, [HEADER, ...rows])),
    ).data;
    expect(result).toMatchObject({ rows: 50, created: 50, updated: 0, problems: [], written: true });
    const list = await items('news', site);
    expect(list.total).toBe(50);
    const first = list.list.find((i) => i.slug === 'item-1');
    expect(first).toMatchObject({ title: 'Item 1', type_ids: [company.id], fields: { author: 'Writer' } });
    expect(first?.tag_ids).toHaveLength(2);
    const info = body<{ body: string }>(
      await req(t.admin, 'GET', `/api/website/news/info?id=${first?.id}`),
    ).data;
    expect(info.body).toContain('Body 1');
    expect(info.body).not.toContain('script');
    expect(info.body).not.toContain('onclick');
  });

  it('updates the item whose address matches in that language, keeping what the file leaves out', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Update');
    await runImport(
      'news',
      site,
      await stored(site, [HEADER, ['kept', 'Old title', 'Old summary', '<p>Old</p>', '', '', 'Ann']]),
    );
    const before = (await items('news', site)).list[0];
    const file = await stored(site, [
      ['slug', 'title'],
      ['kept', 'New title'],
      ['', 'Brand new'],
    ]);
    const result = body<ItemImportResult>(await runImport('news', site, file)).data;
    expect(result).toMatchObject({ created: 1, updated: 1, written: true });
    const after = (await items('news', site)).list;
    expect(after).toHaveLength(2);
    const updated = after.find((i) => i.id === before?.id);
    expect(updated).toMatchObject({ title: 'New title', summary: 'Old summary', fields: { author: 'Ann' } });
    expect(after.find((i) => i.title === 'Brand new')?.slug).toBe('brand-new');
  });

  it('keeps formula-looking cells as text and exports them as text, never as formulas', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Formulas');
    const file = await stored(site, [HEADER, ['', '=1+1', '+SUM(A1:A2)', '', '', '', '@cmd|/c calc']]);
    expect(body<ItemImportResult>(await runImport('news', site, file)).data.written).toBe(true);
    const item = (await items('news', site)).list[0];
    expect(item).toMatchObject({ title: '=1+1', summary: '+SUM(A1:A2)', fields: { author: '@cmd|/c calc' } });
    const download = await req(
      t.admin,
      'GET',
      `${collectionDownloadPath('news', 'export')}?website_id=${site}`,
    );
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const xml = sheetXml(download.rawPayload);
    expect(xml).not.toContain('<f>');
    expect(xml).toContain('=1+1');
    expect((await workbookRows(download.rawPayload))[1]).toEqual(
      expect.arrayContaining(['=1+1', '+SUM(A1:A2)', '@cmd|/c calc']),
    );
  });

  it('reads the cached value of a formula cell in an uploaded workbook, not the formula', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Cached Values');
    const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>
<row r="1"><c r="A1" t="inlineStr"><is><t>title</t></is></c></row>
<row r="2"><c r="A2" t="str"><f>CONCAT("Ca","lc")</f><v>Computed</v></c></row></sheetData></worksheet>`;
    const book = buildZip([
      {
        name: '_rels/.rels',
        data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
      },
      {
        name: 'xl/workbook.xml',
        data: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: 'xl/_rels/workbook.xml.rels',
        data: '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      },
      { name: 'xl/worksheets/sheet1.xml', data: sheet },
      {
        name: '[Content_Types].xml',
        data: '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      },
    ]);
    const response = await upload(
      t.app,
      t.admin,
      'upload_xlsx',
      { website_id: site },
      { name: 'f.xlsx', data: book },
    );
    const file = body<{ file: { id: number } }>(response).data.file.id;
    expect(body<ItemImportResult>(await runImport('news', site, file)).data.created).toBe(1);
    expect((await items('news', site)).list[0]?.title).toBe('Computed');
  });

  it('takes a .csv file through the same upload', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import CSV');
    const file = await stored(
      site,
      [
        ['title', 'summary'],
        ['From CSV', 'with, a comma'],
      ],
      t.admin,
      'items.csv',
    );
    expect(body<ItemImportResult>(await runImport('news', site, file)).data).toMatchObject({
      created: 1,
      written: true,
    });
    expect((await items('news', site)).list[0]).toMatchObject({
      title: 'From CSV',
      summary: 'with, a comma',
    });
  });

  it('imports products with prices, currencies, gallery images and attributes by option name', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Products');
    const material = body<Attribute>(
      await req(t.admin, 'POST', '/api/website/attribute/save', {
        website_id: site,
        name: 'Material',
        kind: 'choice',
        options: [
          { id: 'steel', name: 'Steel' },
          { id: 'oak', name: 'Oak' },
        ],
      }),
    ).data;
    const weight = body<Attribute>(
      await req(t.admin, 'POST', '/api/website/attribute/save', {
        website_id: site,
        name: 'Weight',
        kind: 'number',
      }),
    ).data;
    const header = ['title', 'model', 'price', 'currency', 'gallery', 'attr:Material', 'attr:Weight'];
    const image = `/files/${'a'.repeat(64)}.png`;
    const file = await stored(site, [
      header,
      [
        'Chair',
        'C-1',
        '120.50',
        'eur',
        `${image}|${image.replace('a'.repeat(64), 'b'.repeat(64))}`,
        'oak',
        '4.5',
      ],
      ['Table', 'T-1', 'cheap', 'USD', '', 'Glass', 'heavy'],
    ]);
    const dry = body<ItemImportResult>(await runImport('product', site, file, { dry_run: true })).data;
    expect(dry.problems.map((p) => [p.row, p.column])).toEqual([
      [3, 'price'],
      [3, 'attr:Material'],
      [3, 'attr:Weight'],
    ]);
    const good = await stored(site, [
      header,
      header.map((_, i) => ['Chair', 'C-1', '120.50', 'eur', image, 'Oak', '4.5'][i] as string),
    ]);
    expect(body<ItemImportResult>(await runImport('product', site, good)).data.written).toBe(true);
    expect((await items('product', site)).list[0]?.fields).toMatchObject({
      model: 'C-1',
      price: 120.5,
      currency: 'EUR',
      gallery: [image],
      attributes: { [material.id]: 'oak', [weight.id]: 4.5 },
    });
    // The export writes the option's name, so the file imports back unchanged.
    const exported = await req(
      t.admin,
      'GET',
      `${collectionDownloadPath('product', 'export')}?website_id=${site}`,
    );
    const rows = await workbookRows(exported.rawPayload);
    const at = (name: string) => rows[0]?.indexOf(name) ?? -1;
    expect(rows[1]?.[at('attr:Material')]).toBe('Oak');
    expect(rows[1]?.[at('price')]).toBe('120.5');
    const again = await upload(
      t.app,
      t.admin,
      'upload_xlsx',
      { website_id: site },
      { name: 'back.xlsx', data: exported.rawPayload },
    );
    const back = body<ItemImportResult>(
      await runImport('product', site, body<{ file: { id: number } }>(again).data.file.id),
    ).data;
    expect(back).toMatchObject({ created: 0, updated: 1, problems: [], written: true });
  });

  it('refuses another company’s file with 1105, and changes nothing', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Tenancy');
    const theirs = await stored(t.rivalSite, [['title'], ['Theirs']], t.rival);
    const mine = await stored(site, [['title'], ['Mine']]);
    expect(body(await runImport('news', site, theirs)).code).toBe(errors.ILLEGAL_OPERATION.code);
    expect(body(await runImport('news', t.rivalSite, mine, { token: t.rival })).code).toBe(
      errors.ILLEGAL_OPERATION.code,
    );
    expect(body(await runImport('news', site, mine, { token: t.rival })).code).toBe(
      errors.ILLEGAL_OPERATION.code,
    );
    expect((await items('news', site)).total).toBe(0);
    const rivalItems = await req(t.rival, 'GET', `/api/website/news/list?website_id=${t.rivalSite}`);
    expect(body<ItemList>(rivalItems).data.total).toBe(0);
  });
});

describe('downloads', () => {
  it('the template has the import’s columns and an example row that imports', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Template');
    const response = await req(
      t.admin,
      'GET',
      `${collectionDownloadPath('news', 'import-template')}?website_id=${site}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('news-import-template.xlsx');
    const rows = await workbookRows(response.rawPayload);
    expect(rows[0]).toEqual([
      'slug',
      'title',
      'summary',
      'body',
      'categories',
      'tags',
      'publish_at',
      'seo_title',
      'seo_keywords',
      'seo_description',
      'cover',
      'author',
    ]);
    expect(rows).toHaveLength(2);
    const file = await upload(
      t.app,
      t.admin,
      'upload_xlsx',
      { website_id: site },
      { name: 't.xlsx', data: response.rawPayload },
    );
    const result = body<ItemImportResult>(
      await runImport('news', site, body<{ file: { id: number } }>(file).data.file.id, { dry_run: true }),
    ).data;
    expect(result).toMatchObject({ rows: 1, created: 1, problems: [] });
  });

  it('the export holds the filtered list only', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Export Filters');
    const company = await category('news', site, 'Company');
    await runImport(
      'news',
      site,
      await stored(site, [
        ['title', 'categories'],
        ['Apple pie', 'Company'],
        ['Banana bread', ''],
        ['Apple tart', ''],
      ]),
    );
    const exported = async (query: string) =>
      (
        await workbookRows(
          (
            await req(
              t.admin,
              'GET',
              `${collectionDownloadPath('news', 'export')}?website_id=${site}${query}`,
            )
          ).rawPayload,
        )
      )
        .slice(1)
        .map((r) => r[1])
        .sort();
    expect(await exported('')).toEqual(['Apple pie', 'Apple tart', 'Banana bread']);
    expect(await exported('&keyword=apple')).toEqual(['Apple pie', 'Apple tart']);
    expect(await exported(`&type_id=${company.id}`)).toEqual(['Apple pie']);
  });

  it('are refused to another company and to an operator without the collection’s role', async () => {
    const site = await newWebsite(t.app, t.admin, 'Import Download Tenancy');
    const productEditor = await signInDemoOperator(t.app, 'product-editor', [ROLES.productIndex]);
    for (const what of ['export', 'import-template'] as const) {
      const response = await req(
        t.rival,
        'GET',
        `${collectionDownloadPath('news', what)}?website_id=${site}`,
      );
      expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
      const productOnly = await req(
        productEditor,
        'GET',
        `${collectionDownloadPath('news', what)}?website_id=${site}`,
      );
      expect(productOnly.statusCode).toBe(403);
    }
  });
});
