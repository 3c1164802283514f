/**
 * A second server started on a DATA_DIR that another process owns must give up within 2 seconds
 * (and say why). Measured on the production bundle: the median of several tries, as a ratio to the
 * 2-second bar.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server/dist/server.js');
const BAR_MS = 2000;
const TRIES = 5;

function start(dataDir, port) {
  const began = performance.now();
  const child = spawn(process.execPath, [server], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => resolve({ code, ms: performance.now() - began, output })),
  );
  return { child, exited };
}

export async function measureDataDirLock() {
  if (!existsSync(server)) throw new Error('apps/server/dist/server.js is missing: run npm run build first');
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewright-lock-'));
  const port = Number(process.env.BENCH_LOCK_PORT ?? 3198);
  const owner = start(dataDir, port);
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 200));
    }
    const times = [];
    for (let i = 0; i < TRIES; i++) {
      const { code, ms, output } = await start(dataDir, port + 1).exited;
      if (code === 0 || !output.includes(dataDir))
        throw new Error(`the second server did not refuse DATA_DIR:\n${output}`);
      times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = Math.round(times[Math.floor(times.length / 2)]);
    return {
      measuredAt: new Date().toISOString(),
      tries: TRIES,
      medianMs: median,
      barMs: BAR_MS,
      ratio: Math.round((median / BAR_MS) * 100) / 100,
      ok: median <= BAR_MS,
    };
  } finally {
    owner.child.kill('SIGTERM');
    await owner.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
