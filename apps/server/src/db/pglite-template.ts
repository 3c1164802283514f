/**
 * An empty database cluster made once, by the build, for the embedded database's first start.
 *
 * Without it PGlite runs initdb on the first start: a second PostgreSQL plus the initdb program
 * in memory beside the first, the second one filled by initdb's probe of 128 MB of shared
 * buffers: about 300 MB more than any later start. Copying a cluster initdb made at build time
 * costs a few MB. PGlite itself does the same on a first start (initdb in memory, then the files
 * copied into DATA_DIR), so the files are the same.
 */
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { extract, pack } from 'tar-stream';
import { keepWasmOnBaselineCompiler } from './pglite-settings.ts';

/**
 * The template's file name carries PGlite's version: a cluster made by another PostgreSQL would
 * not start, so after an upgrade of PGlite without a new build the first start runs initdb.
 */
export function pgliteTemplateFile(): string {
  const entry = fileURLToPath(import.meta.resolve('@electric-sql/pglite'));
  const { version } = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  return `pgdata-template-${version}.tar.gz`;
}

/** Makes the template: initdb into a scratch directory, a clean shutdown, then the files as a .tar.gz. */
export async function writePgliteTemplate(file: string): Promise<void> {
  keepWasmOnBaselineCompiler();
  const scratch = mkdtempSync(join(tmpdir(), 'sitewright-pgdata-'));
  try {
    const pgdata = join(scratch, 'pgdata');
    const pg = new PGlite(pgdata);
    await pg.waitReady;
    await pg.close();
    const archive = pack();
    // Written aside and renamed at the end: an interrupted build leaves no truncated template.
    const packing = pipeline(archive, createGzip({ level: 9 }), createWriteStream(`${file}.partial`));
    const add = async (dir: string) => {
      for (const name of readdirSync(dir).sort()) {
        const path = join(dir, name);
        const entryName = relative(pgdata, path).split(sep).join('/');
        const stat = statSync(path);
        if (stat.isDirectory()) {
          archive.entry({ name: entryName, type: 'directory', mode: 0o700 });
          await add(path);
        } else {
          const entry = archive.entry({ name: entryName, size: stat.size, mode: 0o600 });
          await pipeline(createReadStream(path), entry);
        }
      }
    };
    await add(pgdata);
    archive.finalize();
    await packing;
    renameSync(`${file}.partial`, file);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Unpacks the template as `pgdata` when that directory does not exist yet. The files go to a
 * scratch directory beside it first and are renamed into place at the end, so a start that dies
 * half-way leaves no half-made cluster behind. Answers whether the template was used.
 */
export async function unpackPgliteTemplate(template: string, pgdata: string): Promise<boolean> {
  if (existsSync(pgdata) || !existsSync(template)) return false;
  const partial = resolve(`${pgdata}.partial`);
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  const unpack = extract();
  unpack.on('entry', (header, stream, next) => {
    const path = resolve(partial, header.name);
    if (!path.startsWith(partial + sep))
      return next(new Error(`Unexpected path in the database template: ${header.name}`));
    if (header.type === 'directory') {
      mkdirSync(path, { recursive: true, mode: 0o700 });
      stream.resume();
      stream.on('end', () => next());
      return;
    }
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    pipeline(stream, createWriteStream(path, { mode: 0o600 })).then(() => next(), next);
  });
  try {
    await pipeline(createReadStream(template), createGunzip(), unpack);
  } catch {
    // A damaged template only costs the memory it saves: PGlite runs initdb instead.
    rmSync(partial, { recursive: true, force: true });
    return false;
  }
  renameSync(partial, pgdata);
  return true;
}
