/**
 * The public site server against the references the issue names, side by side on this machine:
 *
 * 1. Serving: the same published ~22 KB page from our site server and from nginx (Debian package
 *    `nginx-light`), keep-alive, measured with wrk (Debian `wrk`). Goal: at least 0.5x nginx's
 *    requests per second, p99 at most 5 ms at 80% of our own maximum, and every per-request
 *    feature on (host lookup, 100 blocked ranges, 100 redirects, a geo rule, headers) costing at
 *    most 15% against a website without rules. Latency is measured with a constant-rate generator
 *    (bench/open-loop/open-loop.c, compiled with the system's `cc`) for both servers alike: wrk
 *    and autocannon send a request only when the previous answer is back, so a stalled server
 *    also stalls their clock and its stall goes uncounted.
 * 2. Publishing: a 4,000-page site, our whole publish (render, compress, store, switch) against
 *    Hugo (Debian `hugo`) building as many pages. Goal: at least 0.25x Hugo's pages per second.
 * 3. Memory: the server with 1,000 published pages in its cache stays under 150 MB RSS.
 *
 * Both servers get one worker process, as ours is one process. Needs `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { hugoReference } from './render-pages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLISH_PAGES = 4000;
const CACHED_PAGES = 1000;
const DURATION_S = 8;
const CONNECTIONS = 32;

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;

async function loadSeeder() {
  // Beside the server's own node_modules, so the bundle finds the server's dependencies.
  const out = join(root, 'apps/server/dist/bench/publish-site.js');
  await build({
    // The publisher's worker threads load render-worker.js from beside the seeder.
    entryPoints: [
      join(root, 'apps/server/src/bench/publish-site.ts'),
      join(root, 'apps/server/src/modules/publish/render-worker.ts'),
    ],
    outdir: dirname(out),
    entryNames: '[name]',
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

const agent = new Agent({ keepAlive: true });

/** GET with a chosen Host header (fetch does not let a caller set one): status and body. */
function get(url, host) {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { agent, headers: host ? { host } : {} }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
  });
}

async function waitFor(url, host) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await get(url, host)).status === 200) return;
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

/** The constant-rate generator (bench/open-loop/open-loop.c), compiled once per run. */
function buildOpenLoop(dir) {
  const binary = join(dir, 'open-loop');
  const result = spawnSync('cc', ['-O2', '-o', binary, join(root, 'bench/open-loop/open-loop.c')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`could not compile the load generator: ${result.stderr}`);
  return binary;
}

/**
 * One constant-rate run: answers per second inside the run, latency percentiles (ms) and how many
 * requests were still unanswered 2 s after the last was due (counted in the percentiles with the
 * latency they had reached). Any answer but 200, or none at all, fails the benchmark.
 */
function openLoop(binary, port, host, path, rate, seconds) {
  const result = spawnSync(
    binary,
    ['127.0.0.1', String(port), host, path, String(CONNECTIONS), String(Math.round(rate)), String(seconds)],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(`load generator failed on port ${port}: ${result.stderr || result.stdout}`);
  }
  const run = JSON.parse(result.stdout);
  const ms = (us) => Math.round(us / 10) / 100;
  return {
    rps: Math.round(run.rps),
    p50: ms(run.p50Us),
    p99: ms(run.p99Us),
    max: ms(run.maxUs),
    unanswered: run.unanswered,
  };
}

/**
 * p99 latency at 80% of a server's own maximum, measured the same way for ours and for nginx.
 * The maximum is what the server answers when the generator offers far more than it can take;
 * then, after a warm-up run, three runs at 80% of it, and the median of their p99s (one run's
 * tail on a shared machine says as much about the machine as about the server).
 */
function p99AtEightyPercent(binary, port, host, path) {
  const max = openLoop(binary, port, host, path, 200_000, 4).rps;
  const rate = Math.round(max * 0.8);
  openLoop(binary, port, host, path, rate, 3);
  const runs = [1, 2, 3].map(() => openLoop(binary, port, host, path, rate, DURATION_S));
  const median = [...runs].sort((a, b) => a.p99 - b.p99)[1];
  return { max, rate, runs, p99: median.p99 };
}

/** p99 at one fixed rate: the median of three runs. */
function p99AtRate(binary, port, host, path, rate) {
  const runs = [1, 2, 3].map(() => openLoop(binary, port, host, path, rate, DURATION_S));
  return { rate, runs, p99: [...runs].sort((a, b) => a.p99 - b.p99)[1].p99 };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

function startNginx(dir, port, page) {
  mkdirSync(join(dir, 'www'), { recursive: true });
  // nginx's workers drop to an unprivileged user when started as root: they must be able to read.
  chmodSync(dirname(dir), 0o755);
  chmodSync(dir, 0o755);
  writeFileSync(join(dir, 'www', 'index.html'), page);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  sendfile on;\n  tcp_nopush on;\n  keepalive_requests 100000;\n  client_body_temp_path ${dir}/tmp;\n  proxy_temp_path ${dir}/tmp;\n  fastcgi_temp_path ${dir}/tmp;\n  uwsgi_temp_path ${dir}/tmp;\n  scgi_temp_path ${dir}/tmp;\n  types { text/html html; }\n  server {\n    listen 127.0.0.1:${port};\n    root ${dir}/www;\n    etag on;\n  }\n}\n`,
  );
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  return spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
}

export async function measureSiteServing() {
  const missing = ['nginx', 'wrk', 'hugo', 'cc'].filter((c) => !has(c));
  if (missing.length > 0) {
    return {
      skipped: `not installed: ${missing.join(', ')} (apt-get install nginx-light wrk hugo gcc libc6-dev)`,
    };
  }
  if (!existsSync(join(root, 'apps/server/dist/server.js'))) return { skipped: 'run npm run build first' };
  const { seedAndPublish } = await loadSeeder();

  // 2. Publishing, in memory, against Hugo building as many pages.
  // On disk, as the embedded default stores versions; Hugo's pages padded to the same size.
  const publishDir = mkdtempSync(join(tmpdir(), 'sitewright-publish-'));
  const publish = await seedAndPublish({ pages: PUBLISH_PAGES, dataDir: publishDir });
  rmSync(publishDir, { recursive: true, force: true });
  const hugo = hugoReference(PUBLISH_PAGES, Math.max(1, Math.round((publish.pageBytes - 500) / 980)));
  const hugoMs = hugo.ms;
  const oursPps = PUBLISH_PAGES / (publish.publishMs / 1000);
  const hugoPps = PUBLISH_PAGES / (hugoMs / 1000);

  // 1 and 3. A 1,000-page site served by the built server: as its own `--role site` process on
  // PostgreSQL when one is at hand (how sites are served at scale, and what "the site server" is),
  // else the all-in-one server on the embedded database.
  const dir = mkdtempSync(join(tmpdir(), 'sitewright-serve-'));
  const dataDir = join(dir, 'data');
  const databaseUrl = await benchDatabase();
  const seeded = await seedAndPublish({
    pages: CACHED_PAGES,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [join(root, 'apps/server/dist/server.js'), ...(databaseUrl ? ['--role', 'site'] : [])],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        ADMIN_PASSWORD: 'bench-admin-password',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl, SECRET_KEY: '0'.repeat(64) } : {}),
      },
      stdio: 'ignore',
    },
  );
  const nginxPort = await freePort();
  let nginx;
  try {
    const base = `http://127.0.0.1:${port}`;
    const host = `${seeded.slug}.localhost`;
    if (!databaseUrl) await waitFor(`${base}/healthz`);
    await waitFor(`${base}/large`, host);
    const page = (await get(`${base}/large`, host)).body;

    // Memory: every page in the cache, then the resident set.
    for (const path of seeded.paths) await get(`${base}${path}`, host);
    await new Promise((r) => setTimeout(r, 500));
    const rss = rssMb(server.pid);

    nginx = startNginx(join(dir, 'nginx'), nginxPort, page);
    await waitFor(`http://127.0.0.1:${nginxPort}/`);
    wrk(`http://127.0.0.1:${nginxPort}/`); // warm-up
    const reference = wrk(`http://127.0.0.1:${nginxPort}/`);
    wrk(`${base}/large`, host); // warm-up
    const ours = wrk(`${base}/large`, host);
    // Alternated and as many runs each, so neither side gets the better of the machine's noise.
    const withRules = wrk(`${base}/large`, 'bench-rules.localhost');
    const bare = wrk(`${base}/large`, host);
    const withRulesAgain = wrk(`${base}/large`, 'bench-rules.localhost');
    const bareRps = Math.max(bare.rps, ours.rps);
    const rulesRps = Math.max(withRules.rps, withRulesAgain.rps);
    // Latency with a constant-rate generator: each server at 80% of its own maximum, and both at
    // one rate that half loads ours.
    const openLoopBinary = buildOpenLoop(dir);
    const latency = p99AtEightyPercent(openLoopBinary, port, host, '/large');
    const nginxLatency = p99AtEightyPercent(openLoopBinary, nginxPort, 'localhost', '/');
    const halfRate = Math.round(latency.max / 2);
    const oursAtHalf = p99AtRate(openLoopBinary, port, host, '/large', halfRate);
    const nginxAtHalf = p99AtRate(openLoopBinary, nginxPort, 'localhost', '/', halfRate);

    const serveRatio = Math.round((ours.rps / reference.rps) * 100) / 100;
    const featureCost = Math.round((1 - rulesRps / bareRps) * 1000) / 10;
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
        method: "constant rate, 32 keep-alive connections, latency from each request's due time",
        ours: { maxRps: latency.max, rate: latency.rate, p99Ms: latency.p99, runs: latency.runs },
        nginx: {
          maxRps: nginxLatency.max,
          rate: nginxLatency.rate,
          p99Ms: nginxLatency.p99,
          runs: nginxLatency.runs,
        },
        atHalfOurMax: {
          rate: halfRate,
          oursP99Ms: oursAtHalf.p99,
          nginxP99Ms: nginxAtHalf.p99,
          ours: oursAtHalf.runs,
          nginx: nginxAtHalf.runs,
        },
        goalMs: 5,
        ok: latency.p99 <= 5,
      },
      features: {
        bareRps,
        allRulesRps: rulesRps,
        costPercent: featureCost,
        goalPercent: 15,
        ok: featureCost <= 15,
      },
      publishing: {
        pages: PUBLISH_PAGES,
        oursPageBytes: publish.pageBytes,
        hugoPageBytes: hugo.pageBytes,
        oursMs: Math.round(publish.publishMs),
        hugoMs: Math.round(hugoMs),
        oursPagesPerSecond: Math.round(oursPps),
        hugoPagesPerSecond: Math.round(hugoPps),
        ratio: Math.round((oursPps / hugoPps) * 100) / 100,
        goal: 0.25,
        ok: oursPps / hugoPps >= 0.25,
      },
      memory: {
        cachedPages: seeded.paths.length,
        process: databaseUrl
          ? 'server.js --role site (PostgreSQL)'
          : 'server.js, all roles (embedded database)',
        rssMb: rss,
        goalMb: 150,
        ok: rss < 150,
      },
    };
  } finally {
    nginx?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
    if (databaseUrl) await dropBenchDatabase(databaseUrl);
  }
}

/**
 * A fresh PostgreSQL database for the run: BENCH_DATABASE_URL's server, else the local one on
 * 127.0.0.1:5432 when it answers; undefined without PostgreSQL.
 */
export async function benchDatabase() {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // The server's PostgreSQL driver (hoisted to the root node_modules).
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: server, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  const name = `sitewright_bench_${process.pid}`;
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropBenchDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(await measureSiteServing(), null, 2));
}
