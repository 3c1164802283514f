/**
 * The public site server against the references the issue names, side by side on this machine:
 *
 * 1. Serving: the same published ~22 KB page from our site server and from nginx (Debian package
 *    `nginx-light`), keep-alive, measured with wrk (Debian `wrk`). Goal: at least 0.5x nginx's
 *    requests per second, p99 at most 5 ms at 80% of our own maximum (measured at that fixed rate
 *    with autocannon), and every per-request feature on (host lookup, 100 blocked ranges, 100
 *    redirects, a geo rule, headers) costing at most 15% against a website without rules.
 * 2. Publishing: a 4,000-page site, our whole publish (render, compress, store, switch) against
 *    Hugo (Debian `hugo`) building as many pages. Goal: at least 0.25x Hugo's pages per second.
 * 3. Memory: the server with 1,000 published pages in its cache stays under 150 MB RSS.
 *
 * Both servers get one worker process, as ours is one process. Needs `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { hugoReferenceMs } from './render-pages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISH_PAGES = 4000;
const CACHED_PAGES = 1000;
const DURATION_S = 8;
const CONNECTIONS = 32;

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

async function loadSeeder() {
  // Beside the server's own node_modules, so the bundle finds the server's dependencies.
  const out = join(root, 'apps/server/dist/bench/publish-site.mjs');
  await build({
    entryPoints: [join(root, 'apps/server/src/bench/publish-site.ts')],
    outfile: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
    // Dependencies stay in node_modules; the workspace packages are TypeScript and get compiled in.
    plugins: [
      {
        name: 'external-dependencies',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@sitewright/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return import(pathToFileURL(out).href);
}

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, headers = {}) {
  for (let i = 0; i < 200; i++) {
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** wrk's requests per second and its latency percentiles, on one thread with keep-alive. */
function wrk(url, host) {
  const args = [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${DURATION_S}s`,
    '--latency',
    ...(host ? ['-H', `Host: ${host}`] : []),
    url,
  ];
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  return { rps: Math.round(rps) };
}

/** p99 latency (ms) at a fixed request rate. */
async function p99AtRate(url, host, rate) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    overallRate: rate,
    headers: { host },
  });
  return { p99: result.latency.p99, achieved: Math.round(result.requests.average) };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function startNginx(dir, port, page) {
  mkdirSync(join(dir, 'www'), { recursive: true });
  writeFileSync(join(dir, 'www', 'index.html'), page);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  sendfile on;\n  tcp_nopush on;\n  keepalive_requests 100000;\n  client_body_temp_path ${dir}/tmp;\n  proxy_temp_path ${dir}/tmp;\n  fastcgi_temp_path ${dir}/tmp;\n  uwsgi_temp_path ${dir}/tmp;\n  scgi_temp_path ${dir}/tmp;\n  types { text/html html; }\n  server {\n    listen 127.0.0.1:${port};\n    root ${dir}/www;\n    etag on;\n  }\n}\n`,
  );
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  return spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
}

export async function measureSiteServing() {
  const missing = ['nginx', 'wrk', 'hugo'].filter((c) => !has(c));
  if (missing.length > 0) {
    return { skipped: `not installed: ${missing.join(', ')} (apt-get install nginx-light wrk hugo)` };
  }
  if (!existsSync(join(root, 'apps/server/dist/server.js'))) return { skipped: 'run npm run build first' };
  const { seedAndPublish } = await loadSeeder();

  // 2. Publishing, in memory, against Hugo building as many pages.
  const publish = await seedAndPublish({ pages: PUBLISH_PAGES });
  const hugoMs = hugoReferenceMs(PUBLISH_PAGES);
  const oursPps = PUBLISH_PAGES / (publish.publishMs / 1000);
  const hugoPps = PUBLISH_PAGES / (hugoMs / 1000);

  // 1 and 3. A 1,000-page site in a DATA_DIR, served by the built server.
  const dir = mkdtempSync(join(tmpdir(), 'sitewright-serve-'));
  const dataDir = join(dir, 'data');
  const seeded = await seedAndPublish({ pages: CACHED_PAGES, dataDir });
  const port = await freePort();
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: 'ignore',
  });
  const nginxPort = await freePort();
  let nginx;
  try {
    const base = `http://127.0.0.1:${port}`;
    const host = `${seeded.slug}.localhost`;
    await waitFor(`${base}/healthz`);
    await waitFor(`${base}/large`, { host });
    const page = Buffer.from(await (await fetch(`${base}/large`, { headers: { host } })).arrayBuffer());

    // Memory: every page in the cache, then the resident set.
    for (const path of seeded.paths)
      await (await fetch(`${base}${path}`, { headers: { host } })).arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
    const rss = rssMb(server.pid);

    nginx = startNginx(join(dir, 'nginx'), nginxPort, page);
    await waitFor(`http://127.0.0.1:${nginxPort}/`);
    wrk(`http://127.0.0.1:${nginxPort}/`); // warm-up
    const reference = wrk(`http://127.0.0.1:${nginxPort}/`);
    wrk(`${base}/large`, host); // warm-up
    const ours = wrk(`${base}/large`, host);
    const withRules = wrk(`${base}/large`, 'bench-rules.localhost');
    const bare = wrk(`${base}/large`, host);
    const latency = await p99AtRate(`${base}/large`, host, Math.round(ours.rps * 0.8));

    const serveRatio = Math.round((ours.rps / reference.rps) * 100) / 100;
    const featureCost = Math.round((1 - withRules.rps / Math.max(bare.rps, ours.rps)) * 1000) / 10;
    return {
      measuredAt: new Date().toISOString(),
      pageBytes: page.length,
      serving: {
        oursRps: ours.rps,
        nginxRps: reference.rps,
        ratio: serveRatio,
        goal: 0.5,
        ok: serveRatio >= 0.5,
      },
      latency: {
        rate: Math.round(ours.rps * 0.8),
        achievedRps: latency.achieved,
        p99Ms: latency.p99,
        goalMs: 5,
        ok: latency.p99 <= 5,
      },
      features: {
        bareRps: Math.max(bare.rps, ours.rps),
        allRulesRps: withRules.rps,
        costPercent: featureCost,
        goalPercent: 15,
        ok: featureCost <= 15,
      },
      publishing: {
        pages: PUBLISH_PAGES,
        oursMs: Math.round(publish.publishMs),
        hugoMs: Math.round(hugoMs),
        oursPagesPerSecond: Math.round(oursPps),
        hugoPagesPerSecond: Math.round(hugoPps),
        ratio: Math.round((oursPps / hugoPps) * 100) / 100,
        goal: 0.25,
        ok: oursPps / hugoPps >= 0.25,
      },
      memory: { cachedPages: seeded.paths.length, rssMb: rss, goalMb: 150, ok: rss < 150 },
    };
  } finally {
    nginx?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await measureSiteServing(), null, 2));
}
