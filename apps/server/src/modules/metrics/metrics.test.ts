import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Website } from '@sitewright/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, loginAdmin, send, type TestApp } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { answerMetrics } from './metrics-access.ts';
import { createMetrics } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';
const BUILD_TIMEOUT = 120_000;

/** The value of one series in Prometheus text, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  let t: TestApp;
  let token: string;
  let site: Website;
  const scrape = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    t = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
    token = (await loginAdmin(t.app)).token;
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Gauge Works',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    site = body<Website>(created).data;
  }, BUILD_TIMEOUT);
  afterAll(() => t?.close());

  it('refuses a request without the token or with another one, and names nothing', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all-000000', `Basic ${TOKEN}`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.body).not.toContain('sitewright_');
    }
  });

  it('answers Prometheus text with the process metrics to the token holder', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toContain('# TYPE process_resident_memory_bytes gauge');
    expect(response.body).toContain('# TYPE sitewright_http_request_duration_seconds histogram');
  });

  it('counts a request under its route pattern, never its raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/website/page-detail?id=987654' });
    await t.app.inject({ method: 'GET', url: '/some/made-up/path-4242' });
    const text = await scrape();
    expect(
      sample(
        text,
        'sitewright_http_requests_total{method="GET",route="/api/website/page-detail",status_class="4xx"}',
      ),
    ).toBe(1);
    expect(text).toContain(
      'sitewright_http_request_duration_seconds_count{method="GET",route="/api/website/page-detail",status_class="4xx"} 1',
    );
    expect(text).toContain('route="(unmatched)"');
    expect(text).not.toContain('987654');
    expect(text).not.toContain('path-4242');
  });

  it('reports the durable queue by kind: due jobs, not future or finished ones', async () => {
    await t.app.jobs.enqueue(t.app.db, 'metrics.test-due', {});
    await t.app.jobs.enqueue(t.app.db, 'metrics.test-due', {});
    await t.app.jobs.enqueue(t.app.db, 'metrics.test-later', {}, { runAt: new Date(Date.now() + 3_600_000) });
    const text = await scrape();
    expect(sample(text, 'sitewright_jobs_due{kind="metrics.test-due"}')).toBe(2);
    expect(sample(text, 'sitewright_jobs_due{kind="metrics.test-later"}')).toBe(0);
    expect(sample(text, 'sitewright_jobs_dead{kind="metrics.test-due"}')).toBe(0);
  });

  it('times publishes and counts the site cache’s hits and misses', async () => {
    const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: 0,
    });
    expect(body(published).code).toBe(0);
    const before = await scrape();
    const hits = sample(before, 'sitewright_site_cache_hits_total') ?? 0;
    const misses = sample(before, 'sitewright_site_cache_misses_total') ?? 0;
    for (let i = 0; i < 3; i++) {
      const page = await t.app.inject({ method: 'GET', url: '/', headers: { host: site.fixed_domain } });
      expect(page.statusCode).toBe(200);
    }
    const after = await scrape();
    expect(sample(after, 'sitewright_publish_duration_seconds_count{kind="publish",outcome="ok"}')).toBe(1);
    expect((sample(after, 'sitewright_site_cache_misses_total') ?? 0) - misses).toBe(1);
    expect((sample(after, 'sitewright_site_cache_hits_total') ?? 0) - hits).toBe(2);
  });

  it('is the site’s own answer on a site’s host, token or not', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { host: site.fixed_domain, authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('sitewright_');
  });
});

describe('--role worker without METRICS_TOKEN', () => {
  let api: TestApp;
  let worker: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-metrics-worker-'));
  beforeAll(async () => {
    api = await buildTestApp({ env: { DATA_DIR: dataDir } });
    const config = loadConfig({ LOG_LEVEL: 'silent', ARGON2_MEMORY_KIB: '1024', DATA_DIR: dataDir });
    worker = await buildApp(config, { database: api.database, role: 'worker' });
  }, BUILD_TIMEOUT);
  afterAll(async () => {
    await worker?.close();
    await api?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps /metrics off (404) and answers /readyz', async () => {
    const metrics = await worker.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(404);
    const ready = await worker.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', redis: 'skipped' },
    });
  });
});

describe('answerMetrics (a process without Fastify)', () => {
  let server: Server;
  let port = 0;
  const metrics = createMetrics();
  metrics.addSources({ siteCache: () => ({ hits: 5, misses: 2, cachedFiles: 3, cachedBytes: 900 }) });
  beforeAll(async () => {
    server = createServer((req, res) => {
      const token = req.headers['x-test-off'] ? undefined : TOKEN;
      if (!answerMetrics(req, res, req.url ?? '/', metrics, token)) {
        res.writeHead(418);
        res.end('the site');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchText = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      }).on('error', reject);
    });

  it('answers the token holder, refuses others, and leaves other paths and an unset token to the site', async () => {
    const open = await fetchText('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(open.status).toBe(200);
    expect(sample(open.text, 'sitewright_site_cache_hits_total')).toBe(5);
    expect(sample(open.text, 'sitewright_site_cache_misses_total')).toBe(2);
    expect((await fetchText('/metrics')).status).toBe(401);
    expect(
      (await fetchText('/metrics', { 'x-test-off': '1', authorization: `Bearer ${TOKEN}` })).status,
    ).toBe(418);
    expect((await fetchText('/about', { authorization: `Bearer ${TOKEN}` })).status).toBe(418);
  });
});
