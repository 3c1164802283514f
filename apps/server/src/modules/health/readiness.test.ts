import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeForGood, type TestApp } from '../../../test/helper.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { createReadiness } from './readiness.ts';

const ALL_OK = { database: 'ok', migrations: 'ok', storage: 'ok', redis: 'skipped' };

function readyz(t: TestApp) {
  return t.app.inject({ method: 'GET', url: '/readyz' });
}

/**
 * The first probes of a freshly built app can outlast the 2 s check timeout on a machine busy with
 * other suites; a load balancer probes again, and so does this, for up to 30 s.
 */
async function settledReadyz(t: TestApp) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await readyz(t);
    if (response.statusCode === 200 || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Just enough of Redis for ioredis to connect and ping (INFO for its ready check, CLIENT SETINFO,
 * PING), so a test can take Redis away under a running app.
 */
async function startFakeRedis(): Promise<{ url: string; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    let pending = '';
    socket.on('data', (chunk) => {
      pending += chunk.toString('latin1');
      // Each command arrives as a RESP array: *<n>\r\n then n bulk strings ($<len>\r\n<text>\r\n).
      for (;;) {
        const lines = pending.split('\r\n');
        const count = Number(lines[0]?.slice(1));
        if (!(count > 0) || lines.length < 1 + count * 2 + 1) return;
        const words = Array.from({ length: count }, (_, i) => lines[2 + i * 2] ?? '');
        pending = lines.slice(1 + count * 2).join('\r\n');
        const command = (words[0] ?? '').toUpperCase();
        if (command === 'INFO') {
          const info = '# Server\r\nredis_version:7.0.0\r\nloading:0\r\n';
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        } else if (command === 'PING') socket.write('+PONG\r\n');
        else if (command === 'QUIT') socket.end('+OK\r\n');
        else socket.write('+OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Each app takes seconds to build on a busy machine: the stories share as few as they can.
const BUILD_TIMEOUT = 120_000;

describe('GET /readyz', () => {
  let t: TestApp;
  let dir: string;
  const lines: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sw-readyz-'));
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await buildTestApp({ env: { DATA_DIR: dir, LOG_LEVEL: 'info' }, deps: { logStream } });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await t?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 200 ready with each check named, outside the envelope, without a log line', async () => {
    const response = await settledReadyz(t);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', checks: ALL_OK });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(lines.some((line) => line.includes('/readyz'))).toBe(false);
  });

  it('answers 503 naming storage when its directory cannot take a file, and logs why once', async () => {
    const before = lines.length;
    rmSync(join(dir, 'files'), { recursive: true, force: true });
    // A file where the directory should be: nothing can be stored beneath it.
    writeFileSync(join(dir, 'files'), 'not a directory');
    const first = await readyz(t);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual({ status: 'not ready', checks: { ...ALL_OK, storage: 'failed' } });
    // The reason stays in the log: the answer names no path.
    expect(first.body).not.toContain(dir);
    await readyz(t);
    expect(lines.slice(before).filter((line) => line.includes('"msg":"not ready"'))).toHaveLength(1);

    rmSync(join(dir, 'files'));
    expect((await settledReadyz(t)).statusCode).toBe(200);
    expect(lines.slice(before).filter((line) => line.includes('"msg":"ready again"'))).toHaveLength(1);
  });

  it('answers 503 when the database lacks a migration of this build', async () => {
    // As if the newest migration had not run: the journal's last entry is newer than any row.
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    await t.app.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where created_at = ${newest}`,
    );
    const response = await readyz(t);
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toEqual({ ...ALL_OK, migrations: 'failed' });
    await t.app.db.execute(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where created_at = ${newest}`,
    );
    expect((await settledReadyz(t)).statusCode).toBe(200);
  });

  it('answers 503 naming the database and migrations when the database is gone', async () => {
    await closeForGood(t.database);
    const response = await readyz(t);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'not ready',
      checks: { database: 'failed', migrations: 'failed', storage: 'ok', redis: 'skipped' },
    });
  });
});

describe('GET /readyz with S3 storage', () => {
  it(
    'checks the bucket with HeadBucket: ready while the store answers, 503 once it does not',
    async () => {
      const s3 = await startS3Server();
      const t = await buildTestApp({ env: s3.env });
      try {
        expect((await settledReadyz(t)).json()).toEqual({ status: 'ready', checks: ALL_OK });
        await s3.stop();
        const response = await readyz(t);
        expect(response.statusCode).toBe(503);
        expect(response.json().checks).toEqual({ ...ALL_OK, storage: 'failed' });
        expect(response.body).not.toContain('127.0.0.1');
      } finally {
        await t.close();
        await s3.stop().catch(() => {});
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('GET /readyz with REDIS_URL', () => {
  it(
    'an API process is ready while Redis answers and answers 503 naming redis once it does not',
    async () => {
      const redis = await startFakeRedis();
      const dataDir = mkdtempSync(join(tmpdir(), 'sw-readyz-redis-'));
      const t = await buildTestApp({
        env: { REDIS_URL: redis.url, DATA_DIR: dataDir },
        deps: { role: 'api' },
      });
      try {
        const ready = await settledReadyz(t);
        expect(ready.json()).toEqual({ status: 'ready', checks: { ...ALL_OK, redis: 'ok' } });
        await redis.stop();
        const response = await readyz(t);
        expect(response.statusCode).toBe(503);
        expect(response.json().checks).toEqual({ ...ALL_OK, redis: 'failed' });
        expect(response.body).not.toContain(redis.url);
      } finally {
        await t.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('GET /readyz with REDIS_URL on a process that also serves sites', () => {
  it(
    'stays ready without Redis: published sites keep being served while sign-in refuses',
    async () => {
      const redis = await startFakeRedis();
      const dataDir = mkdtempSync(join(tmpdir(), 'sw-readyz-redis-all-'));
      const t = await buildTestApp({ env: { REDIS_URL: redis.url, DATA_DIR: dataDir } });
      try {
        await redis.stop();
        const response = await settledReadyz(t);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ status: 'ready', checks: ALL_OK });
      } finally {
        await t.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    BUILD_TIMEOUT,
  );
});

describe('createReadiness', () => {
  it('bounds each check by its timeout and aborts it', async () => {
    let aborted = false;
    const readiness = createReadiness({
      timeoutMs: 50,
      checks: {
        database: async () => {},
        storage: (signal) =>
          new Promise<void>(() => {
            signal.addEventListener('abort', () => {
              aborted = true;
            });
          }),
      },
    });
    const started = Date.now();
    const report = await readiness.report();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(report).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'skipped', storage: 'failed', redis: 'skipped' },
    });
    expect(aborted).toBe(true);
  });

  it('shares one run between probes that arrive together', async () => {
    let runs = 0;
    const readiness = createReadiness({
      checks: {
        database: async () => {
          runs++;
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      },
    });
    await Promise.all([readiness.report(), readiness.report(), readiness.report()]);
    expect(runs).toBe(1);
    await readiness.report();
    expect(runs).toBe(2);
  });
});
