import { access, mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '../../db/client.ts';
import type { CompressedSiteFile } from './compress.ts';
import { findSiteFile, insertFiles, type StoredSiteFile } from './publish.repository.ts';

export type { StoredSiteFile };

/**
 * Where the files of site versions live. Which version serves is always decided in the database
 * (`websites.published_version_id`, switched in one transaction); the store only holds bytes.
 */
export interface SiteStore {
  /** Kept beside this process (disk), so start-up checks it (see PublishService.repair). */
  readonly local: boolean;
  write(websiteId: number, versionId: number, files: readonly CompressedSiteFile[]): Promise<void>;
  read(websiteId: number, versionId: number, path: string): Promise<StoredSiteFile | undefined>;
  /** Forgets every version of the website but these (old ones, a crash's leftovers). */
  retain(websiteId: number, keep: readonly number[]): Promise<void>;
  /**
   * Forgets one version: a publish that failed or lost the switch removes its own files and
   * nothing else, since any other version may be the one visitors are reading.
   */
  remove(websiteId: number, versionId: number): Promise<void>;
  /** Whether every file of a version is there to serve (start-up checks the live ones). */
  isComplete(websiteId: number, versionId: number): Promise<boolean>;
}

/**
 * In the database (`site_files`): every process sharing a PostgreSQL database sees the same
 * files, which is what several site servers behind a load balancer need.
 */
export function databaseSiteStore(db: Db): SiteStore {
  return {
    local: false,
    write: (_websiteId, versionId, files) => insertFiles(db, versionId, files),
    read: (_websiteId, versionId, path) => findSiteFile(db, versionId, path),
    // Rows go with their version row (foreign key cascade), which publishing deletes.
    retain: async () => {},
    remove: async () => {},
    // Files and the switch to their version are written by one database, so a live version is whole.
    isComplete: async () => true,
  };
}

type Span = [offset: number, length: number];

interface PackEntry {
  contentType: string;
  etag: string;
  body: Span;
  gzip: Span | null;
  brotli: Span | null;
}

/** Versions whose index stays in memory; each index is a few hundred bytes per file. */
const INDEX_CACHE = 64;

/**
 * On local disk under `DATA_DIR/sites/<website>/`: one pack file per version (every file's bytes
 * back to back) and its index. The embedded default is one process, so nothing needs sharing,
 * and writing a large site is a few sequential writes instead of thousands of rows. A version is
 * written under temporary names and renamed when complete, so a crash leaves no half pack behind
 * a name a reader would open.
 */
export function diskSiteStore(root: string): SiteStore {
  const indexes = new Map<string, Promise<Map<string, PackEntry> | undefined>>();
  const dirOf = (websiteId: number) => join(root, String(websiteId));
  const packOf = (websiteId: number, versionId: number) => join(dirOf(websiteId), `${versionId}.pack`);
  const indexOf = (websiteId: number, versionId: number) => join(dirOf(websiteId), `${versionId}.index.json`);

  async function loadIndex(
    websiteId: number,
    versionId: number,
  ): Promise<Map<string, PackEntry> | undefined> {
    try {
      const handle = await open(indexOf(websiteId, versionId), 'r');
      try {
        const entries = JSON.parse(await handle.readFile('utf8')) as [string, PackEntry][];
        return new Map(entries);
      } finally {
        await handle.close();
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  function index(websiteId: number, versionId: number) {
    const key = `${websiteId}/${versionId}`;
    let found = indexes.get(key);
    if (!found) {
      found = loadIndex(websiteId, versionId);
      found.catch(() => indexes.delete(key));
      if (indexes.size >= INDEX_CACHE) indexes.delete(indexes.keys().next().value as string);
      indexes.set(key, found);
    }
    return found;
  }

  return {
    local: true,
    async write(websiteId, versionId, files) {
      await mkdir(dirOf(websiteId), { recursive: true });
      const chunks: Buffer[] = [];
      let offset = 0;
      const place = (bytes: Buffer | null): Span | null => {
        if (!bytes) return null;
        chunks.push(bytes);
        const span: Span = [offset, bytes.length];
        offset += bytes.length;
        return span;
      };
      const entries: [string, PackEntry][] = files.map((f) => [
        f.path,
        {
          contentType: f.contentType,
          etag: f.etag,
          body: place(f.body) as Span,
          gzip: place(f.gzip),
          brotli: place(f.brotli),
        },
      ]);
      const pack = packOf(websiteId, versionId);
      const idx = indexOf(websiteId, versionId);
      await writeFile(`${pack}.tmp`, chunks);
      await writeFile(`${idx}.tmp`, JSON.stringify(entries));
      await rename(`${pack}.tmp`, pack);
      await rename(`${idx}.tmp`, idx);
    },

    async read(websiteId, versionId, path) {
      const entry = (await index(websiteId, versionId))?.get(path);
      if (!entry) return undefined;
      const handle = await open(packOf(websiteId, versionId), 'r');
      try {
        const slice = async (span: Span | null) => {
          if (!span) return null;
          const buffer = Buffer.allocUnsafe(span[1]);
          await handle.read(buffer, 0, span[1], span[0]);
          return buffer;
        };
        return {
          contentType: entry.contentType,
          etag: entry.etag,
          body: (await slice(entry.body)) as Buffer,
          gzip: await slice(entry.gzip),
          brotli: await slice(entry.brotli),
        };
      } finally {
        await handle.close();
      }
    },

    async remove(websiteId, versionId) {
      indexes.delete(`${websiteId}/${versionId}`);
      for (const name of [packOf(websiteId, versionId), indexOf(websiteId, versionId)]) {
        await rm(name, { force: true });
        await rm(`${name}.tmp`, { force: true });
      }
    },

    async isComplete(websiteId, versionId) {
      // The index is renamed into place last, so with it and the pack present the version is whole.
      try {
        await Promise.all([access(packOf(websiteId, versionId)), access(indexOf(websiteId, versionId))]);
        return true;
      } catch {
        return false;
      }
    },

    async retain(websiteId, keep) {
      let names: string[];
      try {
        names = await readdir(dirOf(websiteId));
      } catch {
        return;
      }
      for (const name of names) {
        const versionId = Number(/^(\d+)\./.exec(name)?.[1]);
        if (!Number.isInteger(versionId) || keep.includes(versionId)) continue;
        indexes.delete(`${websiteId}/${versionId}`);
        await rm(join(dirOf(websiteId), name), { force: true });
      }
    },
  };
}
