import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey, type Storage } from './storage.ts';

/**
 * Files under one directory (DATA_DIR/files by default). A write goes to a temporary file in the
 * same directory and is renamed into place, so a crash never leaves a half-written object under
 * its real name.
 */
export function diskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(root, ...key.split('/'));
  };
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

  return {
    driver: 'disk',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(temp, body);
        else await pipeline(body, createWriteStream(temp));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async open(key) {
      const path = pathOf(key);
      try {
        const { size } = await stat(path);
        return { body: createReadStream(path), size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async head(key) {
      try {
        return { size: (await stat(pathOf(key))).size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      // A first upload creates the directory, so a fresh installation without one is writable too.
      await mkdir(root, { recursive: true });
      const probe = join(root, `.ready-${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(probe, '');
      await rm(probe, { force: true });
    },
  };
}
