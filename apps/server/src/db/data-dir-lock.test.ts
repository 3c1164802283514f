import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sw-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/** Another process that takes the lock of `dir` and keeps it until it is killed. */
async function holdInAnotherProcess(dir: string): Promise<ChildProcess> {
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(lockModule)});
await acquireDataDirLock(${JSON.stringify(dir)});
process.stdout.write('held');
setInterval(() => {}, 60_000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', () => resolve());
    child.on('exit', (code) => reject(new Error(`the lock holder exited with ${code}`)));
  });
  return child;
}

describe('acquireDataDirLock', () => {
  it('creates the lock file with our pid and removes it on release', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
  });

  it('refuses a directory this process holds, naming the directory, and grants it again once released', async () => {
    const dir = tempDir();
    const lock = await acquireDataDirLock(dir);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(DataDirLockedError);
    await expect(acquireDataDirLock(dir)).rejects.toThrow(dir);
    lock.release();
    (await acquireDataDirLock(dir)).release();
  });

  it('refuses while another live process holds the directory, and grants it once that process is killed', async () => {
    const dir = tempDir();
    const owner = await holdInAnotherProcess(dir);
    const refusal = await acquireDataDirLock(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as DataDirLockedError).ownerPid).toBe(owner.pid);
    expect((refusal as Error).message).toContain(`pid ${owner.pid}`);

    const exited = new Promise((resolve) => owner.once('exit', resolve));
    owner.kill('SIGKILL');
    await exited;
    // The dead owner's pid is still in the file: it does not matter.
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(owner.pid));
    const lock = await acquireDataDirLock(dir);
    expect(readFileSync(join(dir, LOCK_FILE_NAME), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('is not stopped by an empty lock file (a crash while it was written)', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE_NAME), '');
    (await acquireDataDirLock(dir)).release();
  });

  it('is not stopped by a lock file naming a live process that does not own the directory (a reused pid)', async () => {
    for (const pid of [1, process.ppid, process.pid]) {
      const dir = tempDir();
      writeFileSync(join(dir, LOCK_FILE_NAME), `${pid}\n`);
      (await acquireDataDirLock(dir)).release();
    }
  });

  it('creates a missing data directory', async () => {
    const dir = join(tempDir(), 'nested', 'data');
    const lock = await acquireDataDirLock(dir);
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(true);
    lock.release();
  });
});
