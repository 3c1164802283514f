import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compressFiles } from './compress.ts';
import { diskSiteStore } from './site-store.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function sampleFiles() {
  return compressFiles([
    {
      path: '/',
      contentType: 'text/html; charset=utf-8',
      body: Buffer.from(`<p>${'home '.repeat(400)}</p>`),
    },
    { path: '/about', contentType: 'text/html; charset=utf-8', body: Buffer.from('<p>about</p>') },
  ]);
}

describe('disk site store', () => {
  it('reads back every file of a version with its compressed variants', async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-store-'));
    dirs.push(root);
    const store = diskSiteStore(root);
    const files = await sampleFiles();
    await store.write(7, 1, files);
    const home = await store.read(7, 1, '/');
    expect(home?.body.equals(files[0]?.body as Buffer)).toBe(true);
    expect(home?.brotli?.equals(files[0]?.brotli as Buffer)).toBe(true);
    expect(home?.etag).toBe(files[0]?.etag);
    const about = await store.read(7, 1, '/about');
    expect(about?.body.toString()).toBe('<p>about</p>');
    expect(about?.gzip).toBeNull();
    expect(await store.read(7, 1, '/missing')).toBeUndefined();
    expect(await store.read(7, 2, '/')).toBeUndefined();
  });

  it('keeps only the versions it is told to, including leftovers of an interrupted write', async () => {
    const root = mkdtempSync(join(tmpdir(), 'site-store-'));
    dirs.push(root);
    const store = diskSiteStore(root);
    const files = await sampleFiles();
    await store.write(7, 1, files);
    await store.write(7, 2, files);
    writeFileSync(join(root, '7', '3.pack.tmp'), 'half');
    await store.retain(7, [2]);
    expect(readdirSync(join(root, '7')).sort()).toEqual(['2.index.json', '2.pack']);
    expect(await store.read(7, 1, '/')).toBeUndefined();
    expect((await store.read(7, 2, '/about'))?.body.toString()).toBe('<p>about</p>');
    await store.retain(7, []);
    expect(readdirSync(join(root, '7'))).toEqual([]);
  });
});
