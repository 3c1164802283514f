import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { ARCHIVE_DEFAULT_LIMITS, type ArchiveLimits } from '@sitewright/contract';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ArchiveType, forEachArchiveEntry, inspectArchive } from './archive.ts';
import { ARCHIVES_DIR } from './test-fixtures.ts';
import { buildZip, type ZipEntrySpec } from './test-zip.ts';

const limits: ArchiveLimits = { ...ARCHIVE_DEFAULT_LIMITS, maxEntries: 2000 };

/** Every hostile sample, the refusal it must get and the entry the refusal names. */
const HOSTILE: [file: string, type: ArchiveType, key: string, entry?: string][] = [
  ['zip-slip-unix.zip', 'zip', 'ARCHIVE_UNSAFE_PATH', `${'../'.repeat(40)}tmp/evil.txt`],
  ['zip-slip-win.zip', 'zip', 'ARCHIVE_UNSAFE_PATH', `${'..\\'.repeat(40)}Temp\\evil.txt`.slice(0, 200)],
  ['zip-slip-relative-nested.zip', 'zip', 'ARCHIVE_UNSAFE_PATH', 'assets/../../evil.txt'],
  ['zip-abs-path.zip', 'zip', 'ARCHIVE_UNSAFE_PATH', '/tmp/evil-abs.txt'],
  ['zip-symlink-escape.zip', 'zip', 'ARCHIVE_LINK_ENTRY', 'linkdir'],
  ['zip-symlink-read.zip', 'zip', 'ARCHIVE_LINK_ENTRY', 'passwd-link'],
  ['zip-duplicate-entries.zip', 'zip', 'ARCHIVE_DUPLICATE_ENTRY', 'index.html'],
  ['zip-ratio-bomb-64MiB.zip', 'zip', 'ARCHIVE_RATIO_TOO_HIGH'],
  ['zip-many-entries-3000.zip', 'zip', 'ARCHIVE_TOO_MANY_ENTRIES'],
  ['xlsx-zip-slip.xlsx', 'zip', 'ARCHIVE_UNSAFE_PATH'],
  ['tar-slip-unix.tar', 'tar', 'ARCHIVE_UNSAFE_PATH'],
  ['tar-abs-path.tar', 'tar', 'ARCHIVE_UNSAFE_PATH'],
  ['tar-symlink-escape.tar', 'tar', 'ARCHIVE_LINK_ENTRY'],
];

/** Where a naive extractor of the samples would have written. */
const ESCAPE_TARGETS = ['/tmp/evil.txt', '/tmp/evil-abs.txt', '/tmp/evil-via-symlink.txt', '/tmp/linkdir'];
const snapshot = () => ESCAPE_TARGETS.map((p) => (existsSync(p) ? statSync(p).mtimeMs : null));

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'archive-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function zipFile(name: string, specs: ZipEntrySpec[]): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, buildZip(specs));
  return file;
}

async function collect(file: string, type: ArchiveType, useLimits = limits) {
  const inspection = await inspectArchive(file, type, useLimits);
  const contents: Record<string, string> = {};
  await forEachArchiveEntry(file, inspection, useLimits, async (entry, stream) => {
    contents[entry.name] = await text(stream);
  });
  return { inspection, contents };
}

describe('hostile archives', () => {
  it('refuses every sample as a whole, naming why, and writes nothing anywhere', async () => {
    const before = snapshot();
    const tempBefore = await readdir(dir);
    const samples = (await readdir(ARCHIVES_DIR)).filter((f) => f !== 'xlsx-xxe-external-entity.xlsx');
    expect(samples.sort()).toEqual(HOSTILE.map(([file]) => file).sort());

    for (const [file, type, key, entry] of HOSTILE) {
      const refusal = inspectArchive(path.join(ARCHIVES_DIR, file), type, limits);
      await expect(refusal, file).rejects.toMatchObject({ key });
      if (entry) await expect(refusal, file).rejects.toMatchObject({ data: { entry } });
    }
    expect(snapshot()).toEqual(before);
    expect(await readdir(dir)).toEqual(tempBefore);
  });

  it('names the limits it applied', async () => {
    await expect(
      inspectArchive(path.join(ARCHIVES_DIR, 'zip-many-entries-3000.zip'), 'zip', limits),
    ).rejects.toMatchObject({ data: { limit: 2000 } });
    await expect(
      inspectArchive(path.join(ARCHIVES_DIR, 'zip-ratio-bomb-64MiB.zip'), 'zip', limits),
    ).rejects.toMatchObject({ data: { limit: 100 } });
    await expect(
      inspectArchive(path.join(ARCHIVES_DIR, 'zip-ratio-bomb-64MiB.zip'), 'zip', {
        ...limits,
        maxRatio: 10_000,
        maxTotalBytes: 1024 * 1024,
      }),
    ).rejects.toMatchObject({ key: 'ARCHIVE_TOO_LARGE_UNCOMPRESSED', data: { limit: '1 MB' } });
  });

  it('stops a bomb that declares a small size as soon as it yields more', async () => {
    const file = await zipFile('liar.zip', [
      { name: 'small.txt', data: Buffer.alloc(4 * 1024 * 1024), deflate: true, declaredSize: 10 },
    ]);
    const inspection = await inspectArchive(file, 'zip', limits);
    expect(inspection.totalBytes).toBe(10);
    let received = 0;
    await expect(
      forEachArchiveEntry(file, inspection, limits, async (_entry, stream) => {
        // A careless consumer that ignores the stream's error must not turn the refusal into success.
        stream.on('data', (chunk: Buffer) => {
          received += chunk.length;
        });
        await new Promise((resolve) => stream.on('close', resolve));
      }),
    ).rejects.toMatchObject({ key: 'ARCHIVE_UNREADABLE' });
    expect(received).toBeLessThanOrEqual(10);
  });

  it('refuses names that collide ignoring case, control characters and drive letters', async () => {
    const cases: [ZipEntrySpec[], string][] = [
      [[{ name: 'Read.me' }, { name: 'read.ME' }], 'ARCHIVE_DUPLICATE_ENTRY'],
      [[{ name: 'docs/' }, { name: 'docs' }], 'ARCHIVE_DUPLICATE_ENTRY'],
      [[{ name: 'a\u0000.txt' }], 'ARCHIVE_UNSAFE_PATH'],
      [[{ name: 'C:/Windows/evil.txt' }], 'ARCHIVE_UNSAFE_PATH'],
      [[{ name: 'dev', unixMode: 0o020644 }], 'ARCHIVE_LINK_ENTRY'],
    ];
    for (const [specs, key] of cases) {
      await expect(
        inspectArchive(await zipFile('case.zip', specs), 'zip', limits),
        specs[0]?.name,
      ).rejects.toMatchObject({
        key,
      });
    }
  });
});

describe('good archives', () => {
  it('lists a zip and streams its files, names normalised', async () => {
    const file = await zipFile('site.zip', [
      { name: 'theme/', unixMode: 0o040755 },
      { name: 'theme/index.html', data: '<h1>Hi</h1>', deflate: true, unixMode: 0o100644 },
      { name: 'theme\\css\\site.css', data: 'body{}' },
      { name: './图片/说明.txt', data: '你好', deflate: true },
      { name: 'big.txt', data: 'x'.repeat(200_000), deflate: true },
    ]);
    const { inspection, contents } = await collect(file, 'zip');
    expect(inspection.entries.map((e) => [e.name, e.directory])).toEqual([
      ['theme', true],
      ['theme/index.html', false],
      ['theme/css/site.css', false],
      ['图片/说明.txt', false],
      ['big.txt', false],
    ]);
    expect(inspection.totalBytes).toBe(11 + 6 + 6 + 200_000);
    expect(contents['theme/index.html']).toBe('<h1>Hi</h1>');
    expect(contents['theme/css/site.css']).toBe('body{}');
    expect(contents['图片/说明.txt']).toBe('你好');
    expect(contents['big.txt']?.length).toBe(200_000);
  });

  it('lists a tar and streams its files, also when the consumer reads only some', async () => {
    const tar = pack();
    tar.entry({ name: './', type: 'directory' });
    tar.entry({ name: 'docs', type: 'directory' });
    tar.entry({ name: 'docs/a.txt' }, 'first');
    tar.entry({ name: 'docs/b.txt' }, 'second');
    tar.entry({ name: 'c.txt' }, 'third');
    tar.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of tar as unknown as AsyncIterable<Buffer>) chunks.push(chunk);
    const file = path.join(dir, 'good.tar');
    await writeFile(file, Buffer.concat(chunks));

    const { inspection, contents } = await collect(file, 'tar');
    expect(inspection.entries.map((e) => e.name)).toEqual(['docs', 'docs/a.txt', 'docs/b.txt', 'c.txt']);
    expect(contents).toEqual({ 'docs/a.txt': 'first', 'docs/b.txt': 'second', 'c.txt': 'third' });

    const seen: string[] = [];
    await forEachArchiveEntry(file, inspection, limits, async (entry, stream: Readable) => {
      seen.push(entry.name);
      if (entry.name === 'docs/a.txt') stream.destroy();
      else await text(stream);
    });
    expect(seen).toEqual(['docs/a.txt', 'docs/b.txt', 'c.txt']);
  });

  it('refuses an unreadable file', async () => {
    const file = path.join(dir, 'junk.zip');
    await writeFile(file, 'not a zip at all');
    await expect(inspectArchive(file, 'zip', limits)).rejects.toMatchObject({ key: 'ARCHIVE_UNREADABLE' });
    await expect(inspectArchive(file, 'tar', limits)).rejects.toMatchObject({ key: 'ARCHIVE_UNREADABLE' });
  });
});
