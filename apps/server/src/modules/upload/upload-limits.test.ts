import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errors } from '@sitewright/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildTestApp,
  call,
  loginAdmin,
  newWebsite,
  signInDemoOperator,
  type TestApp,
} from '../../../test/helper.ts';
import { mediaFiles } from '../../db/schema.ts';
import { createMemoryUploadLimiters } from './upload-limits.ts';
import { multipart, noisyJpeg, upload } from '../../../test/upload-helpers.ts';

let t: TestApp;
let dataDir: string;
let websiteId: number;
let admin: string;
let photo: Buffer;

async function fileRows(): Promise<number> {
  const [row] = await t.app.db.select({ n: count() }).from(mediaFiles);
  return row?.n ?? 0;
}

/** One photo upload from a chosen client address. */
async function uploadFrom(token: string, ip: string, seed: number) {
  const form = await multipart(
    { website_id: websiteId },
    { name: `p${seed}.jpg`, data: await noisyJpeg(64, 48, seed) },
  );
  return call(t.app, token, 'POST', '/api/upload/upload_file', {
    payload: form.payload,
    headers: form.headers,
    remoteAddress: ip,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sw-upload-limits-'));
  // Small limits, so the test reaches them: 2 uploads per operator, 3 per address, per minute.
  t = await buildTestApp({
    env: { DATA_DIR: dataDir },
    deps: { uploadLimiters: createMemoryUploadLimiters({ account: 2, ip: 3 }) },
  });
  admin = (await loginAdmin(t.app)).token;
  websiteId = await newWebsite(t.app, admin, 'Limits');
  photo = await noisyJpeg(64, 48, 99);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('upload rate limits', () => {
  it('refuses an operator over the limit before reading the file, says why in both languages, and stores nothing', async () => {
    for (const seed of [1, 2]) expect(body(await uploadFrom(admin, '127.0.0.1', seed)).code).toBe(0);
    const rowsBefore = await fileRows();

    const tryAgain = (headers: Record<string, string> = {}) =>
      upload(t.app, admin, 'upload_file', { website_id: websiteId }, { name: 'x.jpg', data: photo }, headers);
    const refused = await tryAgain();
    expect(refused.statusCode).toBe(429);
    expect(body(refused)).toMatchObject({ code: 1419, message: errors.UPLOAD_RATE_LIMITED.en });
    const zh = await tryAgain({ 'accept-language': 'zh-CN' });
    expect(body(zh).message).toBe(errors.UPLOAD_RATE_LIMITED.zh);
    expect(await fileRows()).toBe(rowsBefore);

    // The rich-text editor's uploads count against the same limit, answered in its own shape.
    const form = await multipart({ type: 'ajax' }, { name: 'y.jpg', data: photo });
    const editor = await call(
      t.app,
      admin,
      'POST',
      `/api/baidu/u_editor?action=uploadimage&website_id=${websiteId}`,
      { payload: form.payload, headers: form.headers },
    );
    expect(editor.statusCode).toBe(429);
    expect(body<{ state: string }>(editor).data.state).toBe(errors.UPLOAD_RATE_LIMITED.en);
    expect(await fileRows()).toBe(rowsBefore);
  });

  it('counts per address too, and only uploads it let through', async () => {
    // The administrator's three refused attempts were not counted: 127.0.0.1 has sent 2 of its 3.
    const colleague = await signInDemoOperator(t.app, 'colleague');
    expect(body(await uploadFrom(colleague, '127.0.0.1', 7)).code).toBe(0);

    // Now the address is full: a third operator is refused there, whatever their own count...
    const third = await signInDemoOperator(t.app, 'third');
    const refused = await uploadFrom(third, '127.0.0.1', 8);
    expect(refused.statusCode).toBe(429);
    expect(body(refused).code).toBe(1419);
    // ...and uploads from another address, the refusal having used none of their allowance.
    expect(body(await uploadFrom(third, '10.9.0.2', 9)).code).toBe(0);
    expect(body(await uploadFrom(third, '10.9.0.2', 10)).code).toBe(0);
  });
});
