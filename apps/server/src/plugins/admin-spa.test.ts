import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MISSING_MESSAGE, adminSpaPlugin } from './admin-spa.ts';
import type { CanonicalAddress } from './canonical-host.ts';
import { errorsPlugin } from './errors.ts';

async function appServing(distDir: string, canonical?: CanonicalAddress): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/api/user/info', async () => ({ code: 0 }));
  await app.register(adminSpaPlugin, canonical ? { distDir, canonical } : { distDir });
  await app.ready();
  return app;
}

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('admin SPA, built', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sw-admin-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sitewright</title>');
    writeFileSync(join(dir, 'assets', 'index-4f3a9c.js'), 'console.log(1)');
    writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    app = await appServing(dir);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Sitewright</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves hashed assets with a long cache, other files revalidated', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-4f3a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for client-side routes a browser opens', async () => {
    for (const url of ['/login', '/system/web_manage', '/page_edit/3/1?x=1']) {
      const response = await app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Sitewright</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not fall back for /api, /healthz, missing assets or non-HTML requests', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/missing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 404, data: null });
    expect((await app.inject({ method: 'GET', url: '/api/user/info', headers: html })).json()).toEqual({
      code: 0,
    });
    expect((await app.inject({ method: 'GET', url: '/healthz', headers: html })).json()).toEqual({
      status: 'ok',
    });
    expect((await app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
  });

  it('never serves files outside the build or dotfiles', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/.env']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('SECRET');
    }
  });
});

describe('admin SPA, on its canonical address', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sw-admin-canonical-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sitewright</title>');
    app = await appServing(dir, { origin: 'http://localhost:3100', configured: false });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a page opened on another name of the server to the canonical one, before any sign-in', async () => {
    const moved = await app.inject({
      method: 'GET',
      url: '/pay/return?order=7',
      headers: { ...html, host: '127.0.0.1:3100' },
    });
    expect(moved.statusCode).toBe(308);
    expect(moved.headers.location).toBe('http://localhost:3100/pay/return?order=7');
    const served = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { ...html, host: 'localhost:3100' },
    });
    expect(served.statusCode).toBe(200);
  });

  it('leaves API calls, health checks and files where they were asked for', async () => {
    const host = '127.0.0.1:3100';
    expect(
      (await app.inject({ method: 'GET', url: '/api/user/info', headers: { ...html, host } })).json(),
    ).toEqual({ code: 0 });
    expect(
      (await app.inject({ method: 'GET', url: '/healthz', headers: { ...html, host } })).statusCode,
    ).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/index.html', headers: { host } })).statusCode).toBe(200);
  });
});

describe('admin SPA, not built', () => {
  it('tells at / how to build it', async () => {
    const app = await appServing(join(tmpdir(), 'sw-no-admin-build-here'));
    const response = await app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ADMIN_MISSING_MESSAGE);
    expect(response.body).toContain('npm run build');
    await app.close();
  });
});
