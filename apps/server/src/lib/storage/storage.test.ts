import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, TEST_BUCKET } from '../../../test/s3-server.ts';
import { diskStorage } from './disk-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

const drivers: [string, () => Promise<{ storage: Storage; root?: string; stop(): Promise<void> }>][] = [
  [
    'disk',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'sw-disk-'));
      return { storage: diskStorage(root), root, stop: () => rm(root, { recursive: true, force: true }) };
    },
  ],
  [
    's3',
    async () => {
      const s3 = await startS3Server();
      const storage = s3Storage({
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: TEST_BUCKET,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      });
      return {
        storage,
        stop: async () => {
          storage.close();
          await s3.stop();
        },
      };
    },
  ],
];

describe.each(drivers)('%s storage', (_name, make) => {
  let ctx: Awaited<ReturnType<typeof make>>;
  beforeAll(async () => {
    ctx = await make();
  });
  afterAll(() => ctx.stop());

  it('stores a buffer and reads it back with its size', async () => {
    await ctx.storage.put('media/ab/one.txt', Buffer.from('hello'), 'text/plain');
    const object = await ctx.storage.open('media/ab/one.txt');
    expect(object?.size).toBe(5);
    expect(await text(object?.body as Readable)).toBe('hello');
    expect(await ctx.storage.head('media/ab/one.txt')).toEqual({ size: 5 });
  });

  it('stores a stream larger than one multipart part without knowing its length', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'x');
    let sent = 0;
    const source = new Readable({
      read() {
        this.push(sent < 12 ? chunk : null);
        sent += 1;
      },
    });
    await ctx.storage.put('media/big/blob.bin', source, 'application/octet-stream');
    expect(await ctx.storage.head('media/big/blob.bin')).toEqual({ size: 12 * 1024 * 1024 });
  });

  it('replaces an object written again under the same key', async () => {
    await ctx.storage.put('media/ab/two.txt', Buffer.from('first'), 'text/plain');
    await ctx.storage.put('media/ab/two.txt', Readable.from([Buffer.from('second')]), 'text/plain');
    expect(await text((await ctx.storage.open('media/ab/two.txt'))?.body as Readable)).toBe('second');
  });

  it('passes its readiness check, leaving nothing behind', async () => {
    await ctx.storage.check();
    if (ctx.root) expect((await readdir(ctx.root)).filter((name) => name.startsWith('.ready'))).toEqual([]);
  });

  it('answers null for a missing object and deletes idempotently', async () => {
    expect(await ctx.storage.open('media/none.txt')).toBeNull();
    expect(await ctx.storage.head('media/none.txt')).toBeNull();
    await ctx.storage.put('media/gone.txt', Buffer.from('x'), 'text/plain');
    await ctx.storage.delete('media/gone.txt');
    await ctx.storage.delete('media/gone.txt');
    expect(await ctx.storage.head('media/gone.txt')).toBeNull();
  });

  it('refuses keys that could leave its root', async () => {
    for (const key of ['../x', 'media/../../x', '/etc/passwd', 'media\\..\\x', 'media//x', 'Media/X', '']) {
      await expect(ctx.storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /invalid storage key/,
      );
    }
  });

  it('leaves no temporary file behind when a stream fails', async () => {
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(ctx.storage.put('media/fail/x.bin', failing, 'application/octet-stream')).rejects.toThrow();
    expect(await ctx.storage.head('media/fail/x.bin')).toBeNull();
    if (ctx.root) expect(await readdir(join(ctx.root, 'media', 'fail'))).toEqual([]);
  });
});

describe('storage readiness check', () => {
  it('creates a missing disk directory, and fails where nothing can be written', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'sw-disk-check-'));
    try {
      await diskStorage(join(parent, 'files')).check();
      await writeFile(join(parent, 'occupied'), 'a file, not a directory');
      await expect(diskStorage(join(parent, 'occupied')).check()).rejects.toThrow();
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });

  it('fails for a bucket that does not exist', async () => {
    const s3 = await startS3Server();
    const storage = s3Storage({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      bucket: 'no-such-bucket',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    try {
      await expect(storage.check()).rejects.toThrow();
    } finally {
      storage.close();
      await s3.stop();
    }
  });
});
