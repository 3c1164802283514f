import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'sitewright.lock';

/** Another live process owns the data directory. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  readonly dataDir: string;
  readonly ownerPid: number | undefined;

  constructor(dataDir: string, ownerPid: number | undefined) {
    const owner = ownerPid === undefined ? 'another process' : `another process (pid ${ownerPid})`;
    super(
      `DATA_DIR ${dataDir} is already in use by ${owner}. ` +
        'The embedded database would be corrupted if two servers opened it at once. ' +
        `Stop the other server, or point DATA_DIR at another directory. ` +
        `If no server is running, delete ${join(dataDir, LOCK_FILE_NAME)}.`,
    );
    this.dataDir = dataDir;
    this.ownerPid = ownerPid;
  }
}

/** An exclusive hold on a data directory; release it once the database is closed. */
export interface DataDirLock {
  readonly path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else, so it still counts as the owner.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes `DATA_DIR/sitewright.lock` (created exclusively, holding our pid). PGlite corrupts its
 * files when two processes open them, so a second server must fail at once instead.
 * A lock left by a process that died (SIGKILL, power loss) is taken over.
 */
/** Lock files this process holds: a file naming our own pid that is not here was left by an
 * earlier process that had the same pid (a restarted container's server is often pid 1). */
const heldHere = new Set<string>();

export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      // An unreadable pid may be a lock being written this instant: treat it as held.
      const ours = owner === process.pid;
      if (owner === undefined || (ours && heldHere.has(path)) || (!ours && isAlive(owner))) {
        throw new DataDirLockedError(dataDir, owner);
      }
      try {
        unlinkSync(path);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    // Two processes taking over the same stale lock could each delete the other's fresh file;
    // reading it back makes the loser notice.
    if (readOwner(path) !== process.pid) throw new DataDirLockedError(dataDir, readOwner(path));

    heldHere.add(path);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      heldHere.delete(path);
      process.off('exit', release);
      if (readOwner(path) !== process.pid) return;
      try {
        unlinkSync(path);
      } catch {
        // Already gone: nothing to release.
      }
    };
    // A crash that skips the orderly shutdown still frees the directory for the next start.
    process.on('exit', release);
    return { path, release };
  }
  throw new DataDirLockedError(dataDir, readOwner(path));
}
