import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helper.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

// An API process that only enqueues, and a `--role worker` process that only runs jobs, sharing
// one database (one PGlite handle here; a PostgreSQL database with TEST_DATABASE_URL).
describe('--role worker', () => {
  let api: TestApp;
  let worker: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sw-worker-'));
    api = await buildTestApp();
    const config = loadConfig({
      ...process.env,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ARGON2_MEMORY_KIB: '1024',
    });
    worker = await buildApp(config, {
      database: api.database,
      role: 'worker',
      jobs: { run: true, worker: { pollMs: 100 } },
    });
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers only /healthz', async () => {
    expect((await worker.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await worker.inject({ method: 'GET', url: '/api/website/website-list' })).statusCode).toBe(404);
    expect((await worker.inject({ method: 'POST', url: '/api/user/login', payload: {} })).statusCode).toBe(
      404,
    );
  });

  it('runs the jobs another process enqueued', async () => {
    await api.app.sms.send(api.app.db, {
      to: '+8613800138000',
      text: 'Your code is 123456.',
      code: '123456',
    });
    const folder = join(dataDir, 'outbox', 'sms');
    await expect
      .poll(() => readdirSync(folder).filter((f) => f.endsWith('.json')).length, { timeout: 10_000 })
      .toBe(1);
    const [file] = readdirSync(folder);
    expect(JSON.parse(readFileSync(join(folder, file as string), 'utf8'))).toEqual({
      to: '+8613800138000',
      text: 'Your code is 123456.',
      code: '123456',
    });
  });
});
