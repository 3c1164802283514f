import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const agents = new Map<number | string, Agent>();
function get(
  port: number,
  path: string,
  reader: number | string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; body: string }> {
  let agent = agents.get(reader);
  if (!agent) {
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.set(reader, agent);
  }
  return new Promise((resolve, reject) => {
    const headers = { host: HOST, ...options.headers };
    const req = request(
      { host: '127.0.0.1', port, path, agent, headers, method: options.method ?? 'GET' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
afterAll(() => {
  for (const agent of agents.values()) agent.destroy();
});

// These stories are about the embedded default (PGlite and site versions on disk) whatever the
// suite's database, so the second run of the suite on PostgreSQL does not repeat them.
const embeddedOnly = describe.skipIf(Boolean(process.env.TEST_DATABASE_URL));

embeddedOnly('publishing on the embedded default (site versions on disk)', () => {
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

/** The real entry point from source, on its own DATA_DIR (tsx compiles TypeScript and JSX). */
const entry = fileURLToPath(new URL('../../server.ts', import.meta.url));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
});

async function startServer(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--no-warnings', entry], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD,
      ADMIN_DIST_DIR: join(dir, 'no-admin-build'),
      ARGON2_MEMORY_KIB: '1024',
      ARGON2_TIME_COST: '1',
      // tsx applies a tsconfig only to the files it includes: this one covers the blocks' JSX too.
      TSX_TSCONFIG_PATH: fileURLToPath(new URL('../../../test/tsx.tsconfig.json', import.meta.url)),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
    if (match?.[1]) return { child, port: Number(match[1]) };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not start:\n${output}`);
}

/** An API call over HTTP as an API client (X-Token), answering the envelope. */
async function api(port: number, token: string, method: string, path: string, payload?: unknown) {
  const answer = await get(port, path, 'api', {
    method,
    headers: {
      'x-token': token,
      host: `127.0.0.1:${port}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });
  return JSON.parse(answer.body) as { code: number; data: Record<string, unknown> };
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

embeddedOnly('a server killed during a storm of publishes', () => {
  it('serves every page of the website again after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-publish-crash-'));
    try {
      let server = await startServer(dir);
      const login = await api(server.port, '', 'POST', '/api/user/login', {
        companyId: 'demo',
        username: 'admin',
        password: ADMIN_PASSWORD,
      });
      const token = login.data.token as string;
      const sites = await api(server.port, token, 'GET', '/api/website/website-list');
      const websiteId = (sites.data.list as { website_id: number }[])[0]?.website_id;
      const publish = () =>
        api(server.port, token, 'POST', '/api/website/publish-website', {
          id: websiteId,
          website_page_id: 0,
        });
      expect((await publish()).code).toBe(0);
      const sitemap = await get(server.port, '/sitemap.xml', 'crash');
      const paths = [
        ...[...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/'),
        '/sitemap.xml',
        '/robots.txt',
      ];
      expect(paths.length).toBeGreaterThan(5);

      // Killed at a different moment of each storm: a part of the way between two publishes'
      // answers (the queue's rhythm), so that the kill lands while a later publish renders,
      // loses a switch or writes its files.
      for (const [answered, part] of [
        [2, 0.5],
        [3, 0.2],
        [5, 0.8],
      ] as const) {
        const answeredAt: number[] = [];
        const storm = Array.from({ length: 10 }, () =>
          publish()
            .catch(() => null)
            .finally(() => answeredAt.push(Date.now())),
        );
        while (answeredAt.length < answered) await new Promise((r) => setTimeout(r, 5));
        const gap = (answeredAt[answered - 1] as number) - (answeredAt[answered - 2] as number);
        await new Promise((r) => setTimeout(r, gap * part));
        await killed(server.child);
        await Promise.all(storm);
        for (const agent of agents.values()) agent.destroy();
        agents.clear();

        server = await startServer(dir);
        const answers = await Promise.all(paths.map((path) => get(server.port, path, 'after')));
        expect(
          answers.map((a, i) => `${a.status} ${paths[i]}`),
          `killed after ${answered} answers`,
        ).toEqual(paths.map((path) => `200 ${path}`));
      }
      await killed(server.child);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
