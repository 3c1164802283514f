import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSpreadsheetPreview } from './spreadsheet.ts';
import { ARCHIVES_DIR } from './test-fixtures.ts';
import { buildZip, type ZipEntrySpec } from './test-zip.ts';

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function workbookParts(sheetXml: string, sharedXml: string): ZipEntrySpec[] {
  return [
    {
      name: '[Content_Types].xml',
      data: `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`,
    },
    {
      name: '_rels/.rels',
      data: `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      data: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Products" sheetId="1" r:id="rId7"/><sheet name="Other" sheetId="2" r:id="rId8"/></sheets></workbook>`,
      deflate: true,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId8" Type="${REL}/worksheet" Target="worksheets/sheet2.xml"/><Relationship Id="rId7" Type="${REL}/worksheet" Target="/xl/worksheets/sheet1.xml"/><Relationship Id="rId9" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: sheetXml, deflate: true },
    { name: 'xl/worksheets/sheet2.xml', data: `${XML}<worksheet xmlns="${MAIN}"><sheetData/></worksheet>` },
    { name: 'xl/sharedStrings.xml', data: sharedXml, deflate: true },
  ];
}

function productsSheet(rows: number): string {
  const body = [
    `<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="D1" t="inlineStr"><is><t>In stock</t></is></c></row>`,
  ];
  for (let r = 2; r <= rows; r += 1) {
    body.push(
      `<row r="${r}"><c r="A${r}" t="s"><v>${r % 2 === 0 ? 2 : 3}</v></c><c r="B${r}"><v>${r * 1.5}</v></c><c r="D${r}" t="b"><v>${r % 2}</v></c></row>`,
    );
  }
  return `${XML}<worksheet xmlns="${MAIN}"><dimension ref="A1:D${rows}"/><sheetData>${body.join('')}</sheetData></worksheet>`;
}

const SHARED = `${XML}<sst xmlns="${MAIN}" count="4" uniqueCount="4"><si><t>Name</t></si><si><t>Price</t></si><si><r><t>Green </t></r><r><t xml:space="preserve">tea</t></r></si><si><t>抹茶</t><rPh sb="0" eb="2"><t>まっちゃ</t></rPh></si></sst>`;

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'xlsx-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function workbook(name: string, specs: ZipEntrySpec[]): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, buildZip(specs));
  return file;
}

describe('spreadsheet preview', () => {
  it('shows the first rows of the first sheet with shared, inline and boolean values', async () => {
    const file = await workbook('products.xlsx', workbookParts(productsSheet(30), SHARED));
    const preview = await readSpreadsheetPreview(file, { maxRows: 20 });
    expect(preview.sheetName).toBe('Products');
    expect(preview.totalRows).toBe(30);
    expect(preview.truncated).toBe(true);
    expect(preview.rows).toHaveLength(20);
    expect(preview.rows[0]).toEqual(['Name', 'Price', '', 'In stock']);
    expect(preview.rows[1]).toEqual(['Green tea', '3', '', 'FALSE']);
    expect(preview.rows[2]).toEqual(['抹茶', '4.5', '', 'TRUE']);
  });

  it('answers every row of a short sheet', async () => {
    const file = await workbook('short.xlsx', workbookParts(productsSheet(3), SHARED));
    const preview = await readSpreadsheetPreview(file);
    expect(preview.rows).toHaveLength(3);
    expect(preview.truncated).toBe(false);
  });

  it('refuses the external-entity workbook without reading the file it names', async () => {
    const refusal = readSpreadsheetPreview(path.join(ARCHIVES_DIR, 'xlsx-xxe-external-entity.xlsx'));
    await expect(refusal).rejects.toMatchObject({ key: 'SPREADSHEET_UNSAFE' });
    const error = await refusal.catch((e: unknown) => e);
    expect(JSON.stringify(error)).not.toContain('root:');
  });

  it('refuses the container with a path-traversal entry and writes nothing', async () => {
    await expect(readSpreadsheetPreview(path.join(ARCHIVES_DIR, 'xlsx-zip-slip.xlsx'))).rejects.toMatchObject(
      {
        key: 'SPREADSHEET_UNREADABLE',
      },
    );
    expect(existsSync('/tmp/evil-from-xlsx.txt')).toBe(false);
  });

  it('stops unpacking past the XML budget, naming it', async () => {
    const file = await workbook('big.xlsx', workbookParts(productsSheet(5000), SHARED));
    await expect(
      readSpreadsheetPreview(file, { maxRows: 10_000, maxXmlBytes: 64 * 1024 }),
    ).rejects.toMatchObject({
      key: 'SPREADSHEET_TOO_LARGE',
      data: { limit: '64 KB' },
    });
    // The first rows are found long before the budget runs out.
    expect((await readSpreadsheetPreview(file, { maxXmlBytes: 64 * 1024 })).rows).toHaveLength(20);
  });

  it('refuses what is not a workbook', async () => {
    const notZip = path.join(dir, 'fake.xlsx');
    await writeFile(notZip, 'name,price\n');
    await expect(readSpreadsheetPreview(notZip)).rejects.toMatchObject({ key: 'SPREADSHEET_UNREADABLE' });
    const noSheet = await workbook('empty.xlsx', [{ name: 'hello.txt', data: 'hi' }]);
    await expect(readSpreadsheetPreview(noSheet)).rejects.toMatchObject({ key: 'SPREADSHEET_UNREADABLE' });
  });
});
