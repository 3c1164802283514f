import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadXlsxResult, UploadZipResult } from '@sitewright/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, newWebsite, signInRival } from '../../../test/helper.ts';
import { mediaFiles, mediaFolders } from '../../db/schema.ts';
import { ARCHIVES_DIR } from '../../lib/files/test-fixtures.ts';
import { buildZip } from '../../lib/files/test-zip.ts';
import { buildUploadApp, noisyJpeg, upload } from '../../../test/upload-helpers.ts';

type UploadApp = Awaited<ReturnType<typeof buildUploadApp>>;

async function storedObjects(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

async function rows(t: UploadApp): Promise<{ files: number; folders: number }> {
  const [f] = await t.app.db.select({ n: count() }).from(mediaFiles);
  const [d] = await t.app.db.select({ n: count() }).from(mediaFolders);
  return { files: f?.n ?? 0, folders: d?.n ?? 0 };
}

const XML = '<?xml version="1.0" encoding="UTF-8"?>';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A minimal workbook: one sheet "Products" of inline-string rows. */
function workbook(rows: string[][]): Buffer {
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${r + 1}">${row.map((v) => `<c t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`,
    )
    .join('');
  return buildZip([
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
      data: `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `${XML}<Relationships xmlns="${PKG}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    {
      name: 'xl/worksheets/sheet1.xml',
      data: `${XML}<worksheet xmlns="${MAIN}"><sheetData>${cells}</sheetData></worksheet>`,
      deflate: true,
    },
  ]);
}

describe('upload_zip and upload_xlsx', () => {
  let t: UploadApp;
  let websiteId: number;
  let photo: Buffer;
  beforeAll(async () => {
    t = await buildUploadApp({ ARCHIVE_MAX_ENTRIES: '100' });
    websiteId = await newWebsite(t.app, t.token, 'Archive');
    photo = await noisyJpeg(800, 600, 11);
  });
  afterAll(() => t.close());

  it('unpacks every file into a new folder named after the archive, each checked like an upload', async () => {
    const zip = buildZip([
      { name: 'catalogue/' },
      { name: 'catalogue/cover.jpg', data: photo },
      { name: 'catalogue/notes.txt', data: 'Open daily 9-17\n', deflate: true },
      { name: 'prices.pdf', data: '%PDF-1.4\n%%EOF\n' },
    ]);
    const response = await upload(
      t.app,
      t.token,
      'upload_zip',
      { website_id: websiteId },
      { name: 'Spring 2027.zip', data: zip },
    );
    expect(response.statusCode).toBe(200);
    const { folder, files } = body<UploadZipResult>(response).data;
    expect(folder).toMatchObject({ name: 'Spring 2027', website_id: websiteId, parent_id: null });
    expect(files.map((f) => [f.name, f.kind, f.folder_id])).toEqual([
      ['cover.jpg', 'image', folder.id],
      ['notes.txt', 'document', folder.id],
      ['prices.pdf', 'document', folder.id],
    ]);
    expect(files[0]?.variants.map((v) => v.width)).toEqual([480]);
    const served = await t.app.inject({ method: 'GET', url: files[1]?.url as string });
    expect(served.body).toBe('Open daily 9-17\n');
  });

  it('refuses the whole archive when one entry is not allowed, naming it, and removes what it had stored', async () => {
    const before = await rows(t);
    const objects = await storedObjects(t.dataDir);
    const zip = buildZip([
      { name: 'fresh.jpg', data: await noisyJpeg(700, 500, 12) },
      { name: 'docs/index.html', data: '<script>alert(1)</script>' },
    ]);
    const response = await upload(
      t.app,
      t.token,
      'upload_zip',
      { website_id: websiteId },
      { name: 'site.zip', data: zip },
    );
    expect(body(response).code).toBe(1402);
    expect(body(response).data).toMatchObject({ entry: 'docs/index.html', extension: 'html' });
    expect(await rows(t)).toEqual(before);
    expect(await storedObjects(t.dataDir)).toEqual(objects);
  });

  it.each([
    ['zip-slip-unix.zip', 1409],
    ['zip-slip-win.zip', 1409],
    ['zip-slip-relative-nested.zip', 1409],
    ['zip-abs-path.zip', 1409],
    ['zip-symlink-escape.zip', 1410],
    ['zip-symlink-read.zip', 1410],
    ['zip-duplicate-entries.zip', 1411],
    ['zip-many-entries-3000.zip', 1412],
    ['zip-ratio-bomb-64MiB.zip', 1414],
    ['tar-slip-unix.tar', 1409],
    ['tar-abs-path.tar', 1409],
    ['tar-symlink-escape.tar', 1410],
  ])('refuses %s as a whole (%i) with nothing stored and no rows', async (name, code) => {
    const before = await rows(t);
    const objects = await storedObjects(t.dataDir);
    const response = await upload(
      t.app,
      t.token,
      'upload_zip',
      { website_id: websiteId },
      { name, data: await readFile(join(ARCHIVES_DIR, name)) },
    );
    expect(body(response).code).toBe(code);
    expect(await rows(t)).toEqual(before);
    expect(await storedObjects(t.dataDir)).toEqual(objects);
  });

  it('refuses what is not an archive, and archives sent to the file upload are stored unopened', async () => {
    const fake = await upload(
      t.app,
      t.token,
      'upload_zip',
      { website_id: websiteId },
      { name: 'photo.zip', data: photo },
    );
    expect(body(fake).code).toBe(1403);
    const other = await upload(
      t.app,
      t.token,
      'upload_zip',
      { website_id: websiteId },
      { name: 'photo.jpg', data: photo },
    );
    expect(body(other).code).toBe(1402);
  });

  it("answers 1105 for another company's website", async () => {
    const rival = await signInRival(t.app);
    const zip = buildZip([{ name: 'a.txt', data: 'a' }]);
    const before = await rows(t);
    const response = await upload(
      t.app,
      rival,
      'upload_zip',
      { website_id: websiteId },
      { name: 'a.zip', data: zip },
    );
    expect(body(response).code).toBe(1105);
    expect(await rows(t)).toEqual(before);
  });

  it('stores a workbook and answers the first 20 rows of its first sheet for the import preview', async () => {
    const rows = [
      ['Name', 'Price'],
      ...Array.from({ length: 30 }, (_, i) => [`Tea ${i + 1}`, String(i + 2)]),
    ];
    const response = await upload(
      t.app,
      t.token,
      'upload_xlsx',
      { website_id: websiteId },
      { name: 'products.xlsx', data: workbook(rows) },
    );
    expect(response.statusCode).toBe(200);
    const data = body<UploadXlsxResult>(response).data;
    expect(data.file).toMatchObject({ name: 'products.xlsx', kind: 'spreadsheet', ext: 'xlsx' });
    expect(data.preview.sheet).toBe('Products');
    expect(data.preview.rows).toHaveLength(20);
    expect(data.preview.rows[0]).toEqual(['Name', 'Price']);
    expect(data.preview.rows[19]).toEqual(['Tea 19', '20']);
    const served = await t.app.inject({ method: 'GET', url: data.file.url });
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it.each([
    ['xlsx-xxe-external-entity.xlsx', 1417],
    ['xlsx-zip-slip.xlsx', 1416],
  ])('refuses the hostile workbook %s (%i) and keeps nothing', async (name, code) => {
    const before = await rows(t);
    const objects = await storedObjects(t.dataDir);
    const response = await upload(
      t.app,
      t.token,
      'upload_xlsx',
      { website_id: websiteId },
      { name, data: await readFile(join(ARCHIVES_DIR, name)) },
    );
    expect(body(response).code).toBe(code);
    expect(body(response).message).not.toContain('root:');
    expect(await rows(t)).toEqual(before);
    expect(await storedObjects(t.dataDir)).toEqual(objects);
  });

  it('accepts only .xlsx on the spreadsheet upload', async () => {
    const response = await upload(
      t.app,
      t.token,
      'upload_xlsx',
      { website_id: websiteId },
      { name: 'notes.txt', data: Buffer.from('a') },
    );
    expect(body(response).code).toBe(1402);
  });
});
