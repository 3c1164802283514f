import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/** Holds the owner's pid: information for the refusal message, never what decides ownership. */
export const LOCK_FILE_NAME = 'sitewright.lock';
const SOCKET_FILE_NAME = 'sitewright.sock';

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
        'Stop the other server, or point DATA_DIR at another directory.',
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

function readOwner(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The lock is a listening socket: the kernel frees it when its process dies, however it dies, and
 * refuses a second one atomically. Linux has names without a file (abstract sockets) and Windows
 * named pipes, so nothing is left behind; elsewhere a socket file in DATA_DIR, which may outlive
 * its process.
 */
function lockAddress(dataDir: string): { address: string; file: boolean } {
  const key = createHash('sha256').update(realpathSync.native(dataDir)).digest('hex');
  if (process.platform === 'linux') return { address: `\0sitewright-lock-${key}`, file: false };
  if (process.platform === 'win32') return { address: `\\\\.\\pipe\\sitewright-lock-${key}`, file: false };
  const inDir = join(dataDir, SOCKET_FILE_NAME);
  // Socket paths are limited to about 104 bytes (macOS).
  const address =
    Buffer.byteLength(inDir) < 100 ? inDir : join('/tmp', `sitewright-${key.slice(0, 32)}.sock`);
  return { address, file: true };
}

function listen(address: string): Promise<Server> {
  // Only ever connected to by a process checking whether the owner is alive.
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must not keep a process alive that has nothing else to do.
      server.unref();
      resolve(server);
    });
  });
}

/** True when a process listens on the socket file: a refused connection means it was left by a dead one. */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'ECONNREFUSED'));
  });
}

const inUse = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EADDRINUSE';

/** Locks released in this process whose socket is still being closed. */
const closing = new Map<string, Promise<void>>();

async function bind(address: string, file: boolean): Promise<Server | undefined> {
  await closing.get(address);
  try {
    return await listen(address);
  } catch (error) {
    if (!inUse(error)) throw error;
  }
  if (!file || (await answers(address))) return undefined;
  try {
    unlinkSync(address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  try {
    return await listen(address);
  } catch (error) {
    // Another process took over the same stale file a moment before us.
    if (inUse(error)) return undefined;
    throw error;
  }
}

/**
 * Claims a data directory for this process, or throws DataDirLockedError when a live process
 * holds it. PGlite corrupts its files when two processes open them, so a second server must fail
 * at once. The claim ends with the process, so a server killed by SIGKILL or a power loss never
 * strands the directory, whatever `sitewright.lock` still says.
 */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE_NAME);
  const { address, file } = lockAddress(dataDir);
  const server = await bind(address, file);
  if (!server) throw new DataDirLockedError(dataDir, readOwner(path));
  writeFileSync(path, `${process.pid}\n`);

  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readOwner(path) === process.pid) {
      try {
        unlinkSync(path);
      } catch {
        // Already gone: nothing to tidy.
      }
    }
    closing.set(
      address,
      new Promise((resolve) =>
        server.close(() => {
          closing.delete(address);
          resolve();
        }),
      ),
    );
  };
  // An orderly exit that skips the shutdown still leaves no pid file behind.
  process.on('exit', release);
  return { path, release };
}
