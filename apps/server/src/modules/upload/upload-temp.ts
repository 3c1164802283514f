import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploads are received into DATA_DIR rather than the system's temporary directory: the files stay
 * on the disk the operator sized for data, and what a killed process leaves behind is found again
 * at the next start.
 */
export function uploadTempRoot(dataDir: string): string {
  return join(dataDir, 'tmp', 'uploads');
}

/** A new private directory under `root`; the caller removes it. */
export async function makeUploadDir(root: string, prefix: string): Promise<string> {
  await mkdir(root, { recursive: true });
  return mkdtemp(join(root, prefix));
}

/** Runs `work` with a private directory under `root`, removed afterwards whatever happens. */
export async function withUploadDir<T>(
  root: string,
  prefix: string,
  work: (dir: string) => Promise<T>,
): Promise<T> {
  const dir = await makeUploadDir(root, prefix);
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Removes what earlier processes left under `root`. Only the owner of DATA_DIR knows that nobody
 * else receives uploads there (`olderThanMs` 0); processes that share a directory (on PostgreSQL)
 * remove only what is too old to belong to an upload still in progress.
 */
export async function sweepUploadTemp(root: string, olderThanMs: number): Promise<void> {
  const names = await readdir(root).catch(() => [] as string[]);
  const before = Date.now() - olderThanMs;
  await Promise.all(
    names.map(async (name) => {
      const path = join(root, name);
      if (olderThanMs > 0) {
        const info = await stat(path).catch(() => undefined);
        if (!info || info.mtimeMs > before) return;
      }
      await rm(path, { recursive: true, force: true });
    }),
  );
}
