import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PageList, Website } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, loginAdmin, send, type TestApp } from '../test/helper.ts';
import { loadConfig } from './config.ts';
import { type SiteProcess, startSiteProcess } from './site-main.ts';

// A sites-only process shares its database with the API process: only PostgreSQL allows that,
// so this suite runs where TEST_DATABASE_URL names one (npm test runs it there on CI).
const postgres = process.env.TEST_DATABASE_URL;
const METRICS_TOKEN = 'site-metrics-token-0123456789';

function fetchSite(
  port: number,
  host: string,
  path = '/',
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    }).on('error', reject);
  });
}

describe.skipIf(!postgres)('--role site: the site server as its own process', () => {
  let t: TestApp;
  let token: string;
  let site: Website;
  let sites: SiteProcess;
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-site-main-'));

  beforeAll(async () => {
    t = await buildTestApp();
    token = (await loginAdmin(t.app)).token;
    const created = await send(t.app, token, 'POST', '/api/website/website-add', {
      name: 'Far Harbour',
      flag_code: 'US',
      default_language: 'en',
      template_id: 'corporate',
    });
    site = body<Website>(created).data;
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      SECRET_KEY: '1'.repeat(64),
      LOG_LEVEL: 'silent',
      METRICS_TOKEN,
      DATA_DIR: dataDir,
    });
    sites = await startSiteProcess(config, t.database.url as string);
  });
  afterAll(async () => {
    await sites?.close();
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves what the API process publishes, and a later publish within a second', async () => {
    expect((await fetchSite(sites.port, site.fixed_domain)).body).toContain('This website is not published');
    const published = await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: 0,
    });
    expect(body(published).code).toBe(0);
    const deadline = Date.now() + 1000;
    let home = await fetchSite(sites.port, site.fixed_domain);
    while (home.status !== 200 && Date.now() < deadline)
      home = await fetchSite(sites.port, site.fixed_domain);
    expect(home.status).toBe(200);

    const list = body<PageList>(
      await send(t.app, token, 'GET', `/api/website/page?website_id=${site.website_id}`),
    ).data;
    const page = list.menuPageList.find((p) => p.url !== '/');
    if (!page) throw new Error('template without pages');
    // Warm the site process's cache with the old page, then change and publish it.
    expect((await fetchSite(sites.port, site.fixed_domain, page.url)).status).toBe(200);
    const detail = body<{ version: number }>(
      await send(t.app, token, 'GET', `/api/website/page-detail?id=${page.id}`),
    );
    await send(t.app, token, 'POST', '/api/website/save-page-element', {
      id: page.id,
      version: detail.data.version,
      document: {
        version: 1,
        blocks: [{ id: 'h', type: 'heading', props: { text: 'Brand new content', level: 1 } }],
      },
    });
    await send(t.app, token, 'POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: [page.id],
    });
    const began = Date.now();
    let fresh = await fetchSite(sites.port, site.fixed_domain, page.url);
    while (!fresh.body.includes('Brand new content') && Date.now() - began < 1000) {
      fresh = await fetchSite(sites.port, site.fixed_domain, page.url);
    }
    expect(fresh.body).toContain('Brand new content');
  });

  it('answers any other host with 404 and never another site', async () => {
    const other = await fetchSite(sites.port, 'somewhere-else.example');
    expect(other.status).toBe(404);
    expect(other.body).not.toContain('Far Harbour');
  });

  it('answers probes and, to the token holder, metrics on its own address, never on a site host', async () => {
    const own = `127.0.0.1:${sites.port}`;
    const health = await fetchSite(sites.port, own, '/healthz');
    expect(health).toEqual({ status: 200, body: '{"status":"ok"}' });
    const ready = await fetchSite(sites.port, own, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'ok', redis: 'skipped' },
    });
    expect((await fetchSite(sites.port, own, '/metrics')).status).toBe(401);
    const metrics = await fetchSite(sites.port, own, '/metrics', {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(metrics.status).toBe(200);
    expect(metrics.body).toContain('sitewright_site_cache_hits_total');
    expect(metrics.body).toContain('process_resident_memory_bytes');

    // On a site's host these are the site's paths: its 404, not the process's internals.
    for (const path of ['/healthz', '/readyz', '/metrics']) {
      const visitor = await fetchSite(sites.port, site.fixed_domain, path, {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(visitor.status, path).toBe(404);
      expect(visitor.body, path).not.toContain('sitewright_');
      expect(visitor.body, path).not.toContain('"status"');
    }
  });
});
