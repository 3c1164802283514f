import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildTestApp, call, loginAdmin, type TestApp } from './helper.ts';

/** A multipart body as a browser sends it: the fields first, then the file. */
export async function multipart(
  fields: Record<string, string | number>,
  file?: { name: string; data: Buffer | Uint8Array; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (file)
    form.append('file', new Blob([file.data], { type: file.type ?? 'application/octet-stream' }), file.name);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') as string },
  };
}

export function upload(
  app: FastifyInstance,
  token: string,
  endpoint: 'upload_file' | 'upload_xlsx' | 'upload_zip',
  fields: Record<string, string | number>,
  file?: { name: string; data: Buffer | Uint8Array; type?: string },
  headers: Record<string, string> = {},
) {
  return multipart(fields, file).then(({ payload, headers: h }) =>
    call(app, token, 'POST', `/api/upload/${endpoint}`, { payload, headers: { ...h, ...headers } }),
  );
}

/** A photo-like JPEG: noise, so it does not compress to nothing. */
export function noisyJpeg(width: number, height: number, seed = 1): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = (x >>> 16) & 0xff;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** The test app with its files in a temporary DATA_DIR; removed on close. */
export async function buildUploadApp(
  env: Record<string, string> = {},
): Promise<TestApp & { token: string; dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sw-upload-test-'));
  const t = await buildTestApp({ env: { DATA_DIR: dataDir, ...env } });
  const { token } = await loginAdmin(t.app);
  return {
    ...t,
    token,
    dataDir,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
