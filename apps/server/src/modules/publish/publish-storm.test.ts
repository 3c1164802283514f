import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, body, login, send } from '../../../test/helper.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

/**
 * The embedded default as `npm start` runs it: PGlite in DATA_DIR and the site versions on disk
 * beside it (the test helper's apps keep them in the database instead).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'sw-publish-storm-'));
const config = loadConfig({
  LOG_LEVEL: 'silent',
  ADMIN_PASSWORD,
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  ADMIN_DIST_DIR: '/nonexistent/sitewright-admin-dist',
  DATA_DIR: dataDir,
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HOST = 'demo.localhost';

async function signIn(app: FastifyInstance): Promise<string> {
  return (await login(app, { companyId: 'demo', username: 'admin', password: ADMIN_PASSWORD })).token;
}

async function demoWebsiteId(app: FastifyInstance, token: string): Promise<number> {
  const list = body<{ list: { website_id: number; name: string }[] }>(
    await send(app, token, 'GET', '/api/website/website-list'),
  ).data.list;
  return list.find((w) => w.name === 'Demo Website')?.website_id ?? 0;
}

const publishAll = (app: FastifyInstance, token: string, id: number) =>
  send(app, token, 'POST', '/api/website/publish-website', { id, website_page_id: 0 });

/** Every address of the published site, from its sitemap. */
async function sitePaths(app: FastifyInstance): Promise<string[]> {
  const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: HOST } });
  expect(sitemap.statusCode).toBe(200);
  const paths = [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  return [...new Set([...paths, '/sitemap.xml', '/robots.txt'])];
}

/** One visitor's GET over a kept-alive connection of its own. */
const agents = new Map<number, Agent>();
function get(port: number, path: string, reader: number): Promise<{ status: number; body: string }> {
  let agent = agents.get(reader);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.set(reader, agent);
  }
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { host: HOST } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
afterAll(() => {
  for (const agent of agents.values()) agent.destroy();
});

describe('publishing on the embedded default (site versions on disk)', () => {
  it('keeps every page answering 200 while ten whole-site publishes run at once', async () => {
    const app = await buildApp(config, { print: () => {} });
    try {
      const token = await signIn(app);
      const websiteId = await demoWebsiteId(app, token);
      expect(body(await publishAll(app, token, websiteId)).code).toBe(0);
      const paths = await sitePaths(app);
      expect(paths.length).toBeGreaterThan(5);

      // Real HTTP, as visitors come: the site server answers before Fastify sees the request.
      await app.listen({ port: 0, host: '127.0.0.1' });
      const port = (app.server.address() as AddressInfo).port;
      const failures: string[] = [];
      let failed = 0;
      let reads = 0;
      let publishing = true;
      // Readers that ask for every page, over and over, while the publishes run.
      const readers = Array.from({ length: 4 }, async (_, reader) => {
        for (let round = 0; publishing || round < 1; round++) {
          for (const path of paths) {
            const answer = await get(port, path, reader);
            reads++;
            const complete =
              path.endsWith('.xml') || path.endsWith('.txt') || answer.body.includes('</html>');
            if (answer.status !== 200 || !complete) {
              failed++;
              if (failures.length < 20) failures.push(`${answer.status} ${path}`);
            }
          }
        }
      });
      const publishes = await Promise.all(
        Array.from({ length: 10 }, () => publishAll(app, token, websiteId)),
      );
      publishing = false;
      await Promise.all(readers);

      expect(publishes.map((r) => body(r).code)).toEqual(Array(10).fill(0));
      expect({ failed, failures }).toEqual({ failed: 0, failures: [] });
      expect(reads).toBeGreaterThan(paths.length * 4);
      // The live version and the one before it are all that stay on disk.
      const site = readdirSync(join(dataDir, 'sites', String(websiteId)));
      expect(site.filter((name) => name.endsWith('.pack'))).toHaveLength(2);
      expect(site.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      await app.close();
    }
  }, 120_000);

  it('renders a live version again at start-up when its files are gone', async () => {
    const first = await buildApp(config, { print: () => {} });
    let websiteId: number;
    try {
      const token = await signIn(first);
      websiteId = await demoWebsiteId(first, token);
      expect(body(await publishAll(first, token, websiteId)).code).toBe(0);
    } finally {
      await first.close();
    }
    // The files of every version go (a crash, a disk restored from an older backup).
    rmSync(join(dataDir, 'sites', String(websiteId)), { recursive: true, force: true });

    const second = await buildApp(config, { print: () => {} });
    try {
      for (const path of ['/', '/about', '/sitemap.xml']) {
        const answer = await second.inject({ method: 'GET', url: path, headers: { host: HOST } });
        expect(answer.statusCode, path).toBe(200);
      }
    } finally {
      await second.close();
    }
  }, 60_000);
});
