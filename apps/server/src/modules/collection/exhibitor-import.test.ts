import {
  collectionDownloadPath,
  errors,
  type ItemImportResult,
  type ItemList,
  type TermEntry,
} from '@sitewright/contract';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { body, send, setupApiTest } from '../../../test/helper.ts';
import { upload } from '../../../test/upload-helpers.ts';
import { readSpreadsheetRows } from '../../lib/files/spreadsheet.ts';
import { writeXlsx } from '../../lib/files/xlsx-writer.ts';

/** The rows of a downloaded workbook, read as an import reads them. */
async function workbookRows(data: Buffer): Promise<string[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'sw-exhibitor-read-'));
  try {
    await writeFile(join(dir, 'book.xlsx'), data);
    return (await readSpreadsheetRows(join(dir, 'book.xlsx'), { maxRows: 100, maxCellChars: 10_000 })).rows;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Exhibitors and their exhibit items from a spreadsheet: types, zones, areas and exhibitors by name. */
const t = setupApiTest({ site: 'Import Fair', dataDir: 'sw-exhibitor-import-' });

async function stored(rows: string[][]): Promise<number> {
  const response = await upload(
    t.app,
    t.admin,
    'upload_xlsx',
    { website_id: t.site },
    {
      name: 'exhibitors.xlsx',
      data: writeXlsx(rows),
    },
  );
  expect(body(response), response.body).toMatchObject({ code: 0 });
  return body<{ file: { id: number } }>(response).data.file.id;
}
const runImport = async (collection: string, rows: string[][], dryRun = false) =>
  send(t.app, t.admin, 'POST', `/api/website/${collection}/import`, {
    website_id: t.site,
    file_id: await stored(rows),
    dry_run: dryRun,
  });
async function term(list: 'zone' | 'area', payload: Record<string, unknown>): Promise<TermEntry> {
  const response = await send(t.app, t.admin, 'POST', `/api/website/exhibitor/${list}`, {
    website_id: t.site,
    ...payload,
  });
  return body<TermEntry>(response).data;
}
const listed = async (collection: string) =>
  body<ItemList>(
    await send(t.app, t.admin, 'GET', `/api/website/${collection}/list?website_id=${t.site}&page_size=100`),
  ).data.list;

describe('importing exhibitors', () => {
  let hallA: TermEntry;
  let hallB: TermEntry;
  let northA: TermEntry;
  let northB: TermEntry;

  it('takes types, zones and areas by name, an area within the row’s zone', async () => {
    hallA = await term('zone', { name: 'Hall A' });
    hallB = await term('zone', { name: 'Hall B' });
    // Both halls have a North area: the row's zone says which.
    northA = await term('area', { name: 'North', parent_id: hallA.id });
    northB = await term('area', { name: 'North', parent_id: hallB.id, slug: 'north-b' });
    const type = await send(t.app, t.admin, 'POST', '/api/website/exhibitor/type', {
      website_id: t.site,
      name: 'Manufacturer',
    });
    const typeId = body<{ id: number }>(type).data.id;

    const header = ['slug', 'title', 'categories', 'booth', 'zone', 'area', 'country', 'website', 'contact'];
    const response = await runImport('exhibitor', [
      header,
      [
        'acme',
        'Acme Pumps',
        'Manufacturer',
        'A1',
        'Hall A',
        'North',
        'Germany',
        'https://acme.example',
        'sales@acme.example',
      ],
      // A bare host name, as spreadsheets often hold it, becomes its https address.
      ['birch', 'Birch Tools', '', 'B7', 'hall b', 'north', 'Japan', 'www.birch.example', ''],
    ]);
    expect(body<ItemImportResult>(response).data).toMatchObject({ created: 2, written: true, problems: [] });
    const rows = await listed('exhibitor');
    const acme = rows.find((r) => r.slug === 'acme');
    const birch = rows.find((r) => r.slug === 'birch');
    expect(acme?.type_ids).toEqual([typeId]);
    expect(acme?.fields).toMatchObject({
      booth: 'A1',
      zone: hallA.id,
      area: northA.id,
      country: 'Germany',
      website: 'https://acme.example',
      contact: 'sales@acme.example',
    });
    expect(birch?.fields).toMatchObject({
      zone: hallB.id,
      area: northB.id,
      website: 'https://www.birch.example',
    });
  });

  it('names the row and column of an unknown zone or an area outside the row’s zone, and writes nothing', async () => {
    await term('zone', { name: 'Hall C' });
    const response = await runImport('exhibitor', [
      ['title', 'zone', 'area'],
      ['Cobalt', 'Hall Z', ''],
      ['Delta', 'Hall C', 'North'],
    ]);
    expect(body(response)).toMatchObject({ code: errors.IMPORT_ROWS_INVALID.code });
    expect(body<ItemImportResult>(response).data.problems).toEqual([
      { row: 2, column: 'zone', message: 'Nothing in this list is called "Hall Z". Create it first.' },
      { row: 3, column: 'area', message: '"North" is not in the zone of this row.' },
    ]);
    expect((await listed('exhibitor')).map((r) => r.title)).not.toContain('Cobalt');
  });

  it('exports zones and areas by name, so the file imports back unchanged', async () => {
    const download = await send(
      t.app,
      t.admin,
      'GET',
      `${collectionDownloadPath('exhibitor', 'export')}?website_id=${t.site}`,
    );
    const rows = await workbookRows(download.rawPayload);
    const at = (name: string) => rows[0]?.indexOf(name) ?? -1;
    const acme = rows.find((r) => r[at('slug')] === 'acme');
    expect(acme?.[at('zone')]).toBe('Hall A');
    expect(acme?.[at('area')]).toBe('North');
    expect(acme?.[at('booth')]).toBe('A1');
    const again = await runImport('exhibitor', rows, true);
    expect(body<ItemImportResult>(again).data).toMatchObject({ updated: 2, problems: [] });
  });
});

describe('importing exhibit items', () => {
  it('links each item to its exhibitor by name or address, and names an unknown one', async () => {
    const ok = await runImport('exhibit', [
      ['title', 'exhibitor'],
      ['Quiet pump', 'Acme Pumps'],
      ['Torque wrench', 'birch'],
    ]);
    expect(body<ItemImportResult>(ok).data).toMatchObject({ created: 2, written: true });
    const exhibitors = await listed('exhibitor');
    const idOf = (slug: string) => exhibitors.find((e) => e.slug === slug)?.id;
    const items = await listed('exhibit');
    expect(items.find((i) => i.title === 'Quiet pump')?.fields.exhibitor).toEqual([idOf('acme')]);
    expect(items.find((i) => i.title === 'Torque wrench')?.fields.exhibitor).toEqual([idOf('birch')]);

    const unknown = await runImport(
      'exhibit',
      [
        ['title', 'exhibitor'],
        ['Ghost', 'Nobody Ltd'],
      ],
      true,
    );
    expect(body<ItemImportResult>(unknown).data.problems).toEqual([
      {
        row: 2,
        column: 'exhibitor',
        message: 'No item is called "Nobody Ltd" (by name or address). Import or create it first.',
      },
    ]);
  });
});
