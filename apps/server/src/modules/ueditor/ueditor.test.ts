import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  errors,
  REMOTE_IMAGE_TIMEOUT_MS,
  ROLES,
  type UEditorCatchAnswer,
  type UEditorConfig,
  type UEditorScrawlAnswer,
  type UEditorUploadAnswer,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  body,
  buildTestApp,
  call,
  createUser,
  login,
  loginAdmin,
  newWebsite,
  signInRival,
  type TestApp,
} from '../../../test/helper.ts';
import { companies, mediaFiles } from '../../db/schema.ts';
import { isPublicAddress } from '../../lib/safe-fetch/index.ts';

/** Stands in for a public web server; the test app is told this one address is public. */
const PUBLIC_TEST_IP = '127.0.0.2';

let t: TestApp;
let demo: string;
let demoCompany: number;
let rival: string;
let site: number;
let rivalSite: number;
let png: Buffer;
let jpeg: Buffer;

/** Bound to `::` (dual stack): any local address a capture reached would be counted here. */
let guarded: Server;
let guardedPort = 0;
let guardedConnections = 0;
let imageServer: Server;
let imagePort = 0;

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host, ipv6Only: false }, () => resolve((server.address() as AddressInfo).port));
  });

const zone: Record<string, string[]> = {
  'images.test': [PUBLIC_TEST_IP],
  'evil.test': ['127.0.0.1'],
  'internal.test': ['10.1.2.3'],
};

const libraryNames = async (websiteId: number) =>
  (await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.websiteId, websiteId))).map(
    (file) => file.name,
  );

const editor = (action: string, websiteId: number) =>
  `/api/baidu/u_editor?action=${action}&website_id=${websiteId}`;

/** A multipart body as the editor sends it: `type=ajax` and the file. */
function multipart(name: string, content: Buffer, mime = 'application/octet-stream') {
  const boundary = '----sitewright-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\najax\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        `Content-Type: ${mime}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (
  token: string,
  action: 'uploadimage' | 'uploadfile',
  websiteId: number,
  name: string,
  content: Buffer,
  headers: Record<string, string> = {},
) => {
  const form = multipart(name, content);
  return call(t.app, token, 'POST', editor(action, websiteId), {
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });
};

const capture = (token: string, websiteId: number, sources: string[]) =>
  call(t.app, token, 'POST', editor('catchimage', websiteId), {
    payload: new URLSearchParams(sources.map((source): [string, string] => ['source[]', source])).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a6' } })
    .png()
    .toBuffer();
  jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#06a' } })
    .jpeg()
    .toBuffer();
  guarded = createServer((_request, response) => response.end('internal'));
  guarded.on('connection', () => {
    guardedConnections += 1;
  });
  guardedPort = await listen(guarded, '::');
  imageServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/photo.png') response.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (url.pathname === '/slow.png')
      response.writeHead(200, { 'content-type': 'image/png' }).write(png.subarray(0, 8));
    else if (url.pathname === '/page.html')
      response.writeHead(200, { 'content-type': 'image/png' }).end('<html>');
    else if (url.pathname === '/to-local') {
      response.writeHead(302, { location: `http://127.0.0.1:${guardedPort}/` }).end();
    } else response.writeHead(404).end();
  });
  imagePort = await listen(imageServer, PUBLIC_TEST_IP);

  t = await buildTestApp({
    deps: {
      remoteFetch: {
        resolve: async (name) => {
          const answer = zone[name];
          if (!answer) throw new Error(`ENOTFOUND ${name}`);
          return answer;
        },
        isPermitted: (address) => address === PUBLIC_TEST_IP || isPublicAddress(address),
        timeoutMs: 3_000,
      },
    },
  });
  demo = (await loginAdmin(t.app)).token;
  demoCompany = (await t.app.db.select().from(companies).where(eq(companies.code, 'demo')))[0]?.id ?? 0;
  rival = await signInRival(t.app);
  site = await newWebsite(t.app, demo, 'Editor Uploads');
  rivalSite = await newWebsite(t.app, rival, 'Rival Editor');
});

afterAll(async () => {
  await t?.close();
  guarded.closeAllConnections();
  imageServer.closeAllConnections();
  await new Promise((resolve) => guarded.close(resolve));
  await new Promise((resolve) => imageServer.close(resolve));
});

beforeEach(() => {
  guardedConnections = 0;
});

describe('editor configuration', () => {
  it('answers field names, limits and extensions from the upload configuration', async () => {
    const response = await call(t.app, demo, 'GET', editor('config', site));
    expect(response.statusCode).toBe(200);
    const config = body<UEditorConfig>(response).data;
    expect(config).toMatchObject({
      imageActionName: 'uploadimage',
      imageFieldName: 'file',
      fileActionName: 'uploadfile',
      scrawlActionName: 'uploadscrawl',
      catcherActionName: 'catchimage',
      catcherFieldName: 'source',
      catcherTimeoutMs: REMOTE_IMAGE_TIMEOUT_MS,
      catcherLocalDomain: ['localhost'],
    });
    expect(config.imageAllowFiles).toEqual(expect.arrayContaining(['.png', '.jpg', '.gif', '.webp']));
    expect(config.catcherAllowFiles).not.toContain('.svg');
    expect(config.fileAllowFiles).toContain('.pdf');
    expect(config.imageMaxSize).toBeGreaterThan(0);
  });

  it("refuses another company's website with 1105 and a caller without a session with 401", async () => {
    const response = await call(t.app, demo, 'GET', editor('config', rivalSite));
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe(errors.ILLEGAL_OPERATION.code);
    const anonymous = await t.app.inject({ method: 'GET', url: editor('config', site) });
    expect(body(anonymous).code).toBe(401);
  });

  it('refuses a user whose role does not include the media library', async () => {
    await createUser(t.app, {
      companyId: demoCompany,
      userName: 'page-writer',
      password: 'writer-password',
      appRole: { id: 3, name: 'Writer', roles: [ROLES.pageSet] },
      hasRoles: [ROLES.pageSet],
    });
    const { token } = await login(t.app, {
      companyId: 'demo',
      username: 'page-writer',
      password: 'writer-password',
    });
    const response = await upload(token, 'uploadimage', site, 'photo.png', png);
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe(errors.MEDIA_ROLE_REQUIRED.code);
  });

  it('refuses an unknown action and uploads by GET', async () => {
    expect((await call(t.app, demo, 'GET', editor('deleteall', site))).statusCode).toBe(400);
    expect((await call(t.app, demo, 'GET', editor('uploadimage', site))).statusCode).toBe(400);
  });
});

describe('image and file upload', () => {
  it('stores an image in the website media library and answers state, url, title and original', async () => {
    const response = await upload(demo, 'uploadimage', site, 'Team photo.png', png);
    expect(body(response).code).toBe(0);
    const answer = body<UEditorUploadAnswer>(response).data;
    expect(answer).toMatchObject({ state: 'SUCCESS', original: 'Team photo.png' });
    expect(answer.url).toMatch(/^\/files\/[0-9a-f]{64}\.png$/);
    expect(answer.title).toBe('Team photo.png');
    expect(await libraryNames(site)).toContain('Team photo.png');
    const served = await t.app.inject({ method: 'GET', url: answer.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
  });

  it('stores a document through uploadfile', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const answer = body<UEditorUploadAnswer>(await upload(demo, 'uploadfile', site, 'terms.pdf', pdf)).data;
    expect(answer).toMatchObject({ state: 'SUCCESS', original: 'terms.pdf' });
    expect(answer.url).toMatch(/\.pdf$/);
  });

  it('refuses a type that is not allowed, in the caller language, with the message as state', async () => {
    const response = await upload(demo, 'uploadimage', site, 'notes.txt', Buffer.from('hello'));
    expect(response.statusCode).toBe(415);
    const answer = body<{ state: string }>(response);
    expect(answer.code).toBe(errors.FILE_TYPE_NOT_ALLOWED.code);
    expect(answer.data.state).toContain('.txt');
    expect(answer.data.state).toBe(answer.message);
    const other = await sharp({ create: { width: 5, height: 5, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const zh = await upload(demo, 'uploadimage', site, 'shell.php.png', other, {
      'accept-language': 'zh-CN',
    });
    expect(body<{ state: string }>(zh).data.state).toContain('不允许上传 .php');
  });

  it('refuses content that is not what the extension says', async () => {
    const response = await upload(
      demo,
      'uploadimage',
      site,
      'fake.png',
      Buffer.from('<?php system($_GET[1]);'),
    );
    expect(body(response).code).toBe(errors.FILE_CONTENT_MISMATCH.code);
  });

  it('refuses a file over the size limit', async () => {
    const limit = body<UEditorConfig>(await call(t.app, demo, 'GET', editor('config', site))).data
      .imageMaxSize;
    const big = Buffer.concat([png, Buffer.alloc(limit + 1 - png.length)]);
    const response = await upload(demo, 'uploadimage', site, 'big.png', big);
    expect(response.statusCode).toBe(413);
    const answer = body<{ state: string }>(response);
    expect(answer.code).toBe(errors.FILE_TOO_LARGE.code);
    expect(answer.data.state).toMatch(/MB limit/);
  });

  it("refuses an upload to another company's website with 1105", async () => {
    const response = await upload(demo, 'uploadimage', rivalSite, 'photo.png', png);
    expect(body(response).code).toBe(1105);
    const file = await upload(demo, 'uploadfile', rivalSite, 'terms.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(body(file).code).toBe(1105);
    const [rivalFile] = await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.websiteId, rivalSite));
    expect(rivalFile).toBeUndefined();
  });
});

describe('screenshot upload', () => {
  const scrawl = (token: string, websiteId: number, data: string) =>
    call(t.app, token, 'POST', editor('uploadscrawl', websiteId), {
      payload: new URLSearchParams({ upfile: data }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('stores a base64 screenshot and answers state, url and title', async () => {
    const response = await scrawl(demo, site, jpeg.toString('base64'));
    expect(body(response).code).toBe(0);
    const answer = body<UEditorScrawlAnswer>(response).data;
    expect(answer.state).toBe('SUCCESS');
    expect(answer.url).toMatch(/^\/files\/[0-9a-f]{64}\.jpg$/);
    expect(answer.title).toMatch(/^screenshot-\d+\.jpg$/);
  });

  it('refuses data that is not a base64 image, and an oversized one', async () => {
    const text = await scrawl(demo, site, Buffer.from('just text').toString('base64'));
    expect(body<{ state: string }>(text)).toMatchObject({
      code: errors.SCREENSHOT_INVALID.code,
      data: { state: errors.SCREENSHOT_INVALID.en },
    });
    expect(body(await scrawl(demo, site, '%%%not base64')).code).toBe(errors.SCREENSHOT_INVALID.code);
    const limit = body<UEditorConfig>(await call(t.app, demo, 'GET', editor('config', site))).data
      .scrawlMaxSize;
    const big = await scrawl(demo, site, Buffer.alloc(limit + 3).toString('base64'));
    expect(body(big).code).toBe(errors.FILE_TOO_LARGE.code);
  });

  it("refuses another company's website with 1105", async () => {
    expect(body(await scrawl(demo, rivalSite, png.toString('base64'))).code).toBe(1105);
  });
});

describe('remote image capture', () => {
  it('copies an image from a permitted server into the media library', async () => {
    const captureSite = await newWebsite(t.app, demo, 'Captured Images');
    const source = `http://images.test:${imagePort}/photo.png`;
    const response = await capture(demo, captureSite, [source]);
    expect(body(response).code).toBe(0);
    const answer = body<UEditorCatchAnswer>(response).data;
    expect(answer.state).toBe('SUCCESS');
    expect(answer.list).toHaveLength(1);
    expect(answer.list[0]).toMatchObject({ source, state: 'SUCCESS' });
    expect(answer.list[0]?.url).toMatch(/^\/files\/[0-9a-f]{64}\.png$/);
    const library = await t.app.db.select().from(mediaFiles).where(eq(mediaFiles.websiteId, captureSite));
    expect(library.map((file) => [file.name, file.kind, file.width])).toEqual([['photo.png', 'image', 40]]);
  });

  it('reaches no local or private address, answering a reason for each', async () => {
    const p = guardedPort;
    const sources = [
      `http://127.0.0.1:${p}/a.png`,
      `http://2130706433:${p}/a.png`,
      `http://0x7f.1:${p}/a.png`,
      `http://[::1]:${p}/a.png`,
      `http://[::ffff:7f00:1]:${p}/a.png`,
      `http://localhost:${p}/a.png`,
      `http://evil.test:${p}/a.png`,
      `http://internal.test:${p}/a.png`,
      `http://169.254.169.254:${p}/latest/meta-data/`,
      `http://images.test:${imagePort}/to-local`,
    ];
    const response = await capture(demo, site, sources);
    const answer = body<UEditorCatchAnswer>(response).data;
    expect(answer.list.map((item) => item.source)).toEqual(sources);
    for (const item of answer.list) {
      expect(item, item.source).toMatchObject({ state: errors.REMOTE_IMAGE_PRIVATE_ADDRESS.en, url: '' });
    }
    expect(answer.state).toBe(errors.REMOTE_IMAGE_PRIVATE_ADDRESS.en);
    expect(guardedConnections).toBe(0);
  });

  it('keeps the good addresses of a mixed list and explains the others', async () => {
    const good = `http://images.test:${imagePort}/photo.png`;
    const answer = body<UEditorCatchAnswer>(
      await capture(demo, site, [
        `http://images.test:${imagePort}/page.html`,
        good,
        'ftp://images.test/photo.png',
        `http://images.test:${imagePort}/missing.png`,
      ]),
    ).data;
    expect(answer.state).toBe('SUCCESS');
    expect(answer.list.map((item) => item.state)).toEqual([
      errors.REMOTE_IMAGE_NOT_IMAGE.en.replace('{allowed}', 'png, jpg, gif, webp'),
      'SUCCESS',
      errors.REMOTE_IMAGE_INVALID_URL.en,
      errors.REMOTE_IMAGE_UNREACHABLE.en,
    ]);
  });

  it('gives up on an address that does not finish in time, within the one request', async () => {
    const started = Date.now();
    const answer = body<UEditorCatchAnswer>(
      await capture(demo, site, [`http://images.test:${imagePort}/slow.png`]),
    ).data;
    expect(answer.list[0]?.state).toBe(errors.REMOTE_IMAGE_TIMEOUT.en.replace('{seconds}', '3'));
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers reasons in Chinese for a Chinese caller', async () => {
    const response = await call(t.app, demo, 'POST', editor('catchimage', site), {
      payload: { source: [`http://evil.test:${guardedPort}/`] },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body<UEditorCatchAnswer>(response).data.list[0]?.state).toBe(
      errors.REMOTE_IMAGE_PRIVATE_ADDRESS.zh,
    );
  });

  it("refuses another company's website with 1105 before fetching anything", async () => {
    const response = await capture(demo, rivalSite, [`http://127.0.0.1:${guardedPort}/`]);
    expect(body(response).code).toBe(1105);
    expect(guardedConnections).toBe(0);
  });

  it('refuses an empty list and more than 20 addresses', async () => {
    expect(body(await capture(demo, site, [])).code).toBe(errors.UEDITOR_NO_FILE.code);
    const many = Array.from({ length: 21 }, (_, i) => `http://images.test:${imagePort}/${i}.png`);
    expect(body(await capture(demo, site, many)).code).toBe(errors.REMOTE_IMAGE_TOO_MANY.code);
  });
});
