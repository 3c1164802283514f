import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaFile, UploadConfig, UploadFileResult, Website } from '@sitewright/contract';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, newWebsite, send, signInRival } from '../../../test/helper.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { mediaFiles, mediaFolders } from '../../db/schema.ts';
import { UPLOADS_DIR } from '../../lib/files/test-fixtures.ts';
import { createUploadService } from './upload.service.ts';
import { uploadTempRoot } from './upload-temp.ts';
import { buildUploadApp, noisyJpeg, upload } from '../../../test/upload-helpers.ts';

type UploadApp = Awaited<ReturnType<typeof buildUploadApp>>;

const sample = (name: string) => readFile(join(UPLOADS_DIR, name));

/** Every object in the disk storage, as relative paths. */
async function storedObjects(dataDir: string): Promise<string[]> {
  const root = join(dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

async function fileRows(t: UploadApp): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(mediaFiles);
  return row?.n ?? 0;
}

function get(t: UploadApp, url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('upload_file on disk storage', () => {
  let t: UploadApp;
  let websiteId: number;
  beforeAll(async () => {
    t = await buildUploadApp({ UPLOAD_MAX_MB_IMAGE: '1' });
    websiteId = await newWebsite(t.app, t.token, 'Media');
  });
  afterAll(() => t.close());

  it('serves the limits and allowed types the client checks before sending', async () => {
    const config = body<UploadConfig>(await call(t.app, t.token, 'GET', '/api/upload/config')).data;
    expect(config.limits.image).toBe(1024 * 1024);
    expect(config.limits.file).toBe(50 * 1024 * 1024);
    expect(config.extensions.file).toContain('pdf');
    expect(config.extensions.xlsx).toEqual(['xlsx', 'csv']);
  });

  it('re-encodes a photo, makes WebP variants, serves it inline with immutable caching, and knows it the second time', async () => {
    const photo = await noisyJpeg(1200, 800);
    const first = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name: 'harbour.jpg', data: photo },
    );
    expect(first.statusCode).toBe(200);
    const { file, existing } = body<UploadFileResult>(first).data;
    expect(existing).toBe(false);
    expect(file).toMatchObject({
      name: 'harbour.jpg',
      kind: 'image',
      mime: 'image/jpeg',
      ext: 'jpg',
      width: 1200,
      height: 800,
      folder_id: null,
    });
    expect(file.url).toBe(`/files/${file.sha256}.jpg`);
    expect(file.variants.map((v) => [v.width, v.mime])).toEqual([
      [480, 'image/webp'],
      [960, 'image/webp'],
    ]);

    const served = await get(t, file.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-disposition']).toBeUndefined();
    expect(served.rawPayload.length).toBe(file.size);
    expect(served.rawPayload.equals(photo)).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1200);

    const variant = await get(t, file.variants[0]?.url as string);
    expect(variant.headers['content-type']).toBe('image/webp');
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(480);
    expect((await get(t, file.url, { 'if-none-match': served.headers.etag as string })).statusCode).toBe(304);
    const head = await t.app.inject({ method: 'HEAD', url: file.url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(file.size);

    const objects = (await storedObjects(t.dataDir)).length;
    const again = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name: 'copy.jpg', data: photo },
    );
    const second = body<UploadFileResult>(again).data;
    expect(second.existing).toBe(true);
    expect(second.file.id).toBe(file.id);
    expect(second.file.name).toBe('harbour.jpg');
    expect((await storedObjects(t.dataDir)).length).toBe(objects);
  });

  it('refuses a file over the limit while it streams, names the limit in en and zh, and keeps nothing', async () => {
    const rows = await fileRows(t);
    const objects = await storedObjects(t.dataDir);
    const big = await noisyJpeg(1800, 1200, 7);
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const en = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name: 'big.jpg', data: big },
    );
    expect(en.statusCode).toBe(413);
    expect(body(en)).toMatchObject({ code: 1401, message: 'The file is larger than the 1 MB limit.' });
    const zh = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name: 'big.jpg', data: big },
      { 'accept-language': 'zh-CN' },
    );
    expect(body(zh).message).toBe('文件超过 1 MB 的大小限制');
    expect(await fileRows(t)).toBe(rows);
    expect(await storedObjects(t.dataDir)).toEqual(objects);
  });

  it.each([
    ['evil.html', 1402, 'Files of type .html are not allowed here'],
    ['shell.php.jpg', 1402, 'Files of type .php are not allowed here'],
    ['html-as-png.png', 1403, 'The content of the file is not a .png file.'],
    ['png-pixel-flood-100000x100000.png', 1405, 'more than the limit'],
    ['svg-xxe.svg', 1407, 'DOCTYPE'],
  ])('refuses %s with %i and stores nothing', async (name, code, message) => {
    const rows = await fileRows(t);
    const objects = await storedObjects(t.dataDir);
    const response = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name, data: await sample(name) },
    );
    expect(body(response).code).toBe(code);
    expect(body(response).message).toContain(message);
    expect(await fileRows(t)).toBe(rows);
    expect(await storedObjects(t.dataDir)).toEqual(objects);
  });

  it.each(['svg-script.svg', 'svg-onload.svg', 'svg-xlink-js.svg'])(
    'stores %s with nothing active left, served as a sandboxed download',
    async (name) => {
      const response = await upload(
        t.app,
        t.token,
        'upload_file',
        { website_id: websiteId },
        { name, data: await sample(name) },
      );
      const { file } = body<UploadFileResult>(response).data;
      expect(file.kind).toBe('svg');
      const served = await get(t, file.url);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-disposition']).toBe('attachment');
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.body).not.toMatch(/<script|onload|javascript:/i);
    },
  );

  it('never serves the GIF/JavaScript polyglot: it has no image to re-encode, so it is refused', async () => {
    const rows = await fileRows(t);
    const response = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId },
      { name: 'anim.gif', data: await sample('gif-js-polyglot.gif') },
    );
    expect(body(response).code).toBe(1406);
    expect(await fileRows(t)).toBe(rows);
  });

  it('serves documents as attachments', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const { file } = body<UploadFileResult>(
      await upload(
        t.app,
        t.token,
        'upload_file',
        { website_id: websiteId },
        { name: 'price list.pdf', data: pdf },
      ),
    ).data;
    expect(file).toMatchObject({
      kind: 'document',
      mime: 'application/pdf',
      size: pdf.length,
      width: null,
      variants: [],
    });
    const served = await get(t, file.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await get(t, `/files/${'0'.repeat(64)}.pdf`)).statusCode).toBe(404);
    expect((await get(t, '/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('puts a file in a folder of the website', async () => {
    const [folder] = await t.app.db
      .insert(mediaFolders)
      .values({ companyId: 1, websiteId, name: 'Brochures' })
      .returning();
    const response = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId, folder_id: folder?.id as number },
      { name: 'notes.txt', data: Buffer.from('opening hours\n') },
    );
    expect(body<UploadFileResult>(response).data.file).toMatchObject({
      folder_id: folder?.id,
      kind: 'document',
    });
  });

  it('stores a file other modules hand over in memory, under the rules of the kind they name', async () => {
    const service = createUploadService({
      db: t.app.db,
      storage: t.app.storage,
      rules: t.app.config.uploads,
      tempDir: uploadTempRoot(t.app.config.dataDir),
    });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884400' } })
      .png()
      .toBuffer();
    const stored = await service.storeUpload({
      companyId: 1,
      websiteId,
      name: 'paste.png',
      buffer: png,
      kind: 'image',
    });
    expect(stored).toMatchObject({
      existing: false,
      file: { kind: 'image', width: 40, height: 30, folder_id: null },
    });
    expect((await get(t, stored.file.url)).statusCode).toBe(200);
    await expect(
      service.storeUpload({
        companyId: 1,
        websiteId,
        name: 'notes.pdf',
        buffer: Buffer.from('%PDF-1.4\n'),
        kind: 'image',
      }),
    ).rejects.toMatchObject({ key: 'FILE_TYPE_NOT_ALLOWED' });
    await expect(
      service.storeUpload({ companyId: 2, websiteId, name: 'paste.png', buffer: png, kind: 'image' }),
    ).rejects.toMatchObject({ key: 'ILLEGAL_OPERATION' });
  });

  it('refuses a request without a website or without a file', async () => {
    const noSite = await upload(t.app, t.token, 'upload_file', {}, { name: 'a.txt', data: Buffer.from('x') });
    expect(body(noSite).code).toBe(400);
    const noFile = await upload(t.app, t.token, 'upload_file', { website_id: websiteId });
    expect(body(noFile).code).toBe(400);
    const json = await send(t.app, t.token, 'POST', '/api/upload/upload_file', { website_id: websiteId });
    expect(body(json).code).toBe(400);
  });

  it("answers 1105 for another company's website or folder, and stores nothing", async () => {
    const rival = await signInRival(t.app);
    const rivalSite = await newWebsite(t.app, rival, 'Rival');
    const [rivalFolder] = await t.app.db
      .insert(mediaFolders)
      .values({ companyId: 2, websiteId: rivalSite, name: 'Theirs' })
      .returning();
    const rows = await fileRows(t);
    const data = Buffer.from('quarterly plan\n');
    const intoTheirs = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: rivalSite },
      { name: 'plan.txt', data },
    );
    expect(intoTheirs.statusCode).toBe(403);
    expect(body(intoTheirs).code).toBe(1105);
    const theirFolder = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: websiteId, folder_id: rivalFolder?.id as number },
      { name: 'plan.txt', data },
    );
    expect(body(theirFolder).code).toBe(1105);
    // Refused from the fields alone: the file is not read, so a file over every limit changes nothing.
    const huge = await upload(
      t.app,
      t.token,
      'upload_file',
      { website_id: rivalSite },
      { name: 'huge.txt', data: Buffer.alloc(60 * 1024 * 1024, 'a') },
    );
    expect(body(huge).code).toBe(1105);
    const ourSite = await upload(
      t.app,
      rival,
      'upload_file',
      { website_id: websiteId },
      { name: 'plan.txt', data },
    );
    expect(body(ourSite).code).toBe(1105);
    expect(await fileRows(t)).toBe(rows);
  });

  it('needs a session', async () => {
    const response = await upload(
      t.app,
      '',
      'upload_file',
      { website_id: websiteId },
      { name: 'a.txt', data: Buffer.from('x') },
    );
    expect(body(response).code).toBe(401);
  });
});

describe('files on a site host', () => {
  let t: UploadApp;
  let site: Website;
  let other: Website;
  let file: MediaFile;
  beforeAll(async () => {
    t = await buildUploadApp();
    const add = async (name: string) =>
      body<Website>(
        await send(t.app, t.token, 'POST', '/api/website/website-add', {
          name,
          flag_code: 'US',
          default_language: 'en',
          template_id: 'corporate',
        }),
      ).data;
    site = await add('Harbour Lights');
    other = await add('Other Shop');
    for (const w of [site, other]) {
      expect(
        body(
          await send(t.app, t.token, 'POST', '/api/website/publish-website', {
            id: w.website_id,
            website_page_id: 0,
          }),
        ).code,
      ).toBe(0);
    }
    file = body<UploadFileResult>(
      await upload(
        t.app,
        t.token,
        'upload_file',
        { website_id: site.website_id },
        {
          name: 'logo.png',
          data: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
            .png()
            .toBuffer(),
        },
      ),
    ).data.file;
  });
  afterAll(() => t.close());

  it("serves a website's files on its own host and never another website's", async () => {
    const own = await t.app.inject({ method: 'GET', url: file.url, headers: { host: site.fixed_domain } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const foreign = await t.app.inject({
      method: 'GET',
      url: file.url,
      headers: { host: other.fixed_domain },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('upload_file on S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: UploadApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await buildUploadApp(s3.env);
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('stores the re-encoded photo and its variants in the bucket and serves them', async () => {
    const websiteId = await newWebsite(t.app, t.token, 'Bucket');
    const photo = await noisyJpeg(1000, 700, 3);
    const { file } = body<UploadFileResult>(
      await upload(
        t.app,
        t.token,
        'upload_file',
        { website_id: websiteId },
        { name: 'pier.jpg', data: photo },
      ),
    ).data;
    expect(t.app.storage.driver).toBe('s3');
    expect(await storedObjects(t.dataDir)).toEqual([]);
    const served = await get(t, file.url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(file.size);
    expect((await get(t, file.variants[0]?.url as string)).headers['content-type']).toBe('image/webp');
    const again = body<UploadFileResult>(
      await upload(
        t.app,
        t.token,
        'upload_file',
        { website_id: websiteId },
        { name: 'pier.jpg', data: photo },
      ),
    ).data;
    expect(again).toMatchObject({ existing: true, file: { id: file.id } });
  });
});
