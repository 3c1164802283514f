/**
 * The public site server against the references the issue names, side by side on this machine:
 *
 * 1. Serving: a 5 KB and a 25 KB published page from our site server, in the one-process default
 *    (`npm start`: every role, embedded database) and, when PostgreSQL is at hand, as its own
 *    `--role site` process. Two references serve the same pages: nginx (Debian package
 *    `nginx-light`, one worker), and a bare Node `http` server (bench/bare-node-site.mjs) sending
 *    the very bytes ours sends, header lines and body, from memory: the most a Node process can
 *    do. Keep-alive, wrk (Debian `wrk`) with one thread and 50 connections; the three run in
 *    turn, round after round, and each figure is the median of the rounds. Goals: at least 0.85x
 *    the bare Node server and 0.5x nginx in requests per second; every per-request feature on
 *    (host lookup, 100 blocked ranges, 100 redirects, a geo rule, headers) costing at most 15%
 *    against a website without rules. The CPU time each server spends per request is reported
 *    beside: on a machine others share, requests per second also measure what the others do.
 * 2. Latency, with a constant-rate generator (bench/open-loop/open-loop.c, compiled with the
 *    system's `cc`) for both servers alike: wrk and autocannon send a request only when the
 *    previous answer is back, so a stalled server also stalls their clock and its stall goes
 *    uncounted. Goal: p99 at most 5 ms at half of our own maximum rate (median of three runs),
 *    beside nginx's p99 at the same rate; at 80% of each server's own maximum for information.
 * 3. Publishing: a 4,000-page site, our whole publish (render, compress, store, switch) against
 *    Hugo (Debian `hugo`) building as many pages. Goal: at least 0.25x Hugo's pages per second.
 * 4. Memory: the site server with 1,000 published pages in its cache stays under 150 MB RSS.
 *
 * Needs `npm run build` first.
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
/** Connections of the constant-rate generator. */
const CONNECTIONS = 32;
/** wrk's connections, as the issue measured. */
const WRK_CONNECTIONS = 50;
const WRK_SECONDS = 3;
const ROUNDS = 7;
const PAGES = { small: '/small', large: '/large' };

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

/**
 * GET with a chosen Host header (fetch does not let a caller set one): status and body. A new
 * connection unless an agent is given: a kept-alive one the server has just closed fails.
 */
function get(url, host, agent = false) {
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

/** CPU seconds used so far by these processes (all their threads). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** wrk's requests per second on one thread with keep-alive, and the server's CPU time per request. */
function wrk(target) {
  const args = [
    '-t1',
    `-c${WRK_CONNECTIONS}`,
    `-d${WRK_SECONDS}s`,
    ...(target.host ? ['-H', `Host: ${target.host}`] : []),
    `http://127.0.0.1:${target.port}${target.path}`,
  ];
  const before = cpuSeconds(target.pids);
  const out = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const cpu = cpuSeconds(target.pids) - before;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  if (/Non-2xx/.test(out) || requests === 0) throw new Error(`wrk on ${target.name}: ${out}`);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    cpuUs: Math.round((cpu * 1e7) / requests) / 10,
  };
}

/** Progress on stderr: a run takes about ten minutes. */
const note = (message) => process.stderr.write(`site-serving: ${message}\n`);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round2 = (value) => Math.round(value * 100) / 100;

/**
 * Runs the targets in turn, ROUNDS times, each round in a rotated order so that none is always
 * first or last; each target's runs, and the median of each ratio to the first target taken
 * round by round (neighbouring runs see much the same machine).
 */
function interleaved(targets) {
  for (const target of targets) wrk(target); // warm-up
  const runs = targets.map(() => []);
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < targets.length; i++) {
      const k = (i + r) % targets.length;
      runs[k].push(wrk(targets[k]));
    }
  }
  return targets.map((target, k) => ({
    name: target.name,
    rps: median(runs[k].map((run) => run.rps)),
    cpuUsPerRequest: median(runs[k].map((run) => run.cpuUs)),
    runs: runs[k].map((run) => run.rps),
  }));
}

/** Round by round, `a`'s requests per second over `b`'s; the median. */
function ratio(a, b) {
  return round2(median(a.runs.map((rps, i) => rps / b.runs[i])));
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
 * A server's maximum (what it answers when the generator offers far more than it can take), then
 * after a warm-up run, three runs at 80% of it and the median of their p99s (one run's tail on a
 * shared machine says as much about the machine as about the server).
 */
function maxAndEighty(binary, port, host, path) {
  const max = openLoop(binary, port, host, path, 200_000, 4).rps;
  const rate = Math.round(max * 0.8);
  openLoop(binary, port, host, path, rate, 3);
  return { max, atEighty: p99AtRate(binary, port, host, path, rate) };
}

/** p99 at one fixed rate: the median of three runs. */
function p99AtRate(binary, port, host, path, rate) {
  const runs = [1, 2, 3].map(() => openLoop(binary, port, host, path, rate, DURATION_S));
  return { rate, p99Ms: median(runs.map((run) => run.p99)), runs };
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** nginx's worker processes (its master only waits). */
function childPids(pid) {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

/** nginx with one worker serving `pages` (path to body) from files. */
function startNginx(dir, port, pages) {
  mkdirSync(join(dir, 'www'), { recursive: true });
  // nginx's workers drop to an unprivileged user when started as root: they must be able to read.
  chmodSync(dirname(dir), 0o755);
  chmodSync(dir, 0o755);
  for (const [path, body] of Object.entries(pages)) writeFileSync(join(dir, 'www', path.slice(1)), body);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;\ndaemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents { worker_connections 1024; }\nhttp {\n  access_log off;\n  sendfile on;\n  tcp_nopush on;\n  keepalive_requests 100000;\n  client_body_temp_path ${dir}/tmp;\n  proxy_temp_path ${dir}/tmp;\n  fastcgi_temp_path ${dir}/tmp;\n  uwsgi_temp_path ${dir}/tmp;\n  scgi_temp_path ${dir}/tmp;\n  types { }\n  default_type text/html;\n  server {\n    listen 127.0.0.1:${port};\n    root ${dir}/www;\n    etag on;\n  }\n}\n`,
  );
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  return spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'ignore' });
}

/** Our built server: `--role site` on PostgreSQL, or the one-process default on the embedded database. */
function startOurs(port, dataDir, databaseUrl) {
  return spawn(
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
}

/** The bare Node reference, holding the answers our server on `sourcePort` gives for `paths`. */
async function startBare(port, sourcePort, host, paths) {
  const bare = spawn(
    process.execPath,
    [join(root, 'bench/bare-node-site.mjs'), String(port), String(sourcePort), host, ...paths],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    bare.stdout.once('data', resolve);
    bare.once('exit', (code) => reject(new Error(`the bare Node server exited with ${code}`)));
  });
  return bare;
}

/** Status, header lines (without Date) and body of one answer, as wrk's requests get it. */
function answerOf(port, host, path) {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path, agent: false, headers: { host } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const lines = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          if (response.rawHeaders[i].toLowerCase() !== 'date') {
            lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`);
          }
        }
        resolve({ status: response.statusCode, lines, body: Buffer.concat(chunks) });
      });
    }).on('error', reject);
  });
}

/** The bare server must send what ours sends, byte for byte apart from the date, to be the reference. */
async function assertSameAnswers(oursPort, barePort, host, path) {
  const [ours, bare] = await Promise.all([answerOf(oursPort, host, path), answerOf(barePort, host, path)]);
  if (
    ours.status !== 200 ||
    bare.status !== 200 ||
    ours.lines.join('\n') !== bare.lines.join('\n') ||
    !ours.body.equals(bare.body)
  ) {
    throw new Error(`the bare Node server does not answer ${path} as ours does`);
  }
  return { headerLines: ours.lines.length + 1, headerBytes: ours.lines.join('\r\n').length };
}

/**
 * One of our processes against both references, for both pages, then every rule on against none.
 * `bare` and `nginx` are { port, pids }.
 */
async function measureProcess({ label, port, pid, host, bare: bareNode, nginx }) {
  const pages = {};
  for (const [name, path] of Object.entries(PAGES)) {
    const headers = await assertSameAnswers(port, bareNode.port, host, path);
    const body = (await answerOf(port, host, path)).body;
    const ours = { name: 'ours', port, host, path, pids: [pid] };
    const [mine, bare, reference] = interleaved([
      ours,
      { name: 'bare Node', port: bareNode.port, host, path, pids: bareNode.pids },
      { name: 'nginx', port: nginx.port, host: 'localhost', path, pids: nginx.pids },
    ]);
    const [plain, ruled] = interleaved([
      ours,
      { ...ours, name: 'every rule', host: 'bench-rules.localhost' },
    ]);
    const toBare = ratio(mine, bare);
    const toNginx = ratio(mine, reference);
    const rulesCost = Math.round((1 - ratio(ruled, plain)) * 1000) / 10;
    pages[name] = {
      path,
      bytes: body.length,
      ...headers,
      rps: { ours: mine.rps, bareNode: bare.rps, nginx: reference.rps },
      runs: { ours: mine.runs, bareNode: bare.runs, nginx: reference.runs },
      cpuUsPerRequest: {
        ours: mine.cpuUsPerRequest,
        bareNode: bare.cpuUsPerRequest,
        nginx: reference.cpuUsPerRequest,
      },
      toBareNode: { ratio: toBare, goal: 0.85, ok: toBare >= 0.85 },
      toBareNodeByCpu: round2(bare.cpuUsPerRequest / mine.cpuUsPerRequest),
      toNginx: { ratio: toNginx, goal: 0.5, ok: toNginx >= 0.5 },
      rules: {
        plainRps: plain.rps,
        allRulesRps: ruled.rps,
        costPercent: rulesCost,
        cpuUsPerRequest: { plain: plain.cpuUsPerRequest, allRules: ruled.cpuUsPerRequest },
        goalPercent: 15,
        ok: rulesCost <= 15,
      },
    };
  }
  return { process: label, pages };
}

/**
 * p99 at half of our maximum rate (the bar) and nginx's at the same rate; each server's p99 at 80%
 * of its own maximum for information. On the 25 KB page.
 */
function measureLatency(binary, ours, nginxPort, nginxMax) {
  const { max, atEighty } = maxAndEighty(binary, ours.port, ours.host, PAGES.large);
  const halfRate = Math.round(max / 2);
  const oursAtHalf = p99AtRate(binary, ours.port, ours.host, PAGES.large, halfRate);
  const nginxAtHalf = p99AtRate(binary, nginxPort, 'localhost', PAGES.large, halfRate);
  return {
    process: ours.label,
    oursMaxRps: max,
    atHalfOurMax: {
      rate: halfRate,
      oursP99Ms: oursAtHalf.p99Ms,
      nginxP99Ms: nginxAtHalf.p99Ms,
      goalMs: 5,
      ok: oursAtHalf.p99Ms <= 5,
      ours: oursAtHalf.runs,
      nginx: nginxAtHalf.runs,
    },
    atEightyPercentOfOwnMax: {
      ours: atEighty,
      nginx: nginxMax,
    },
  };
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

  // Publishing, on disk as the embedded default stores versions, against Hugo building as many
  // pages padded to the same size.
  note(`publishing ${PUBLISH_PAGES} pages, then Hugo`);
  const publishDir = mkdtempSync(join(tmpdir(), 'sitewright-publish-'));
  const publish = await seedAndPublish({ pages: PUBLISH_PAGES, dataDir: publishDir });
  rmSync(publishDir, { recursive: true, force: true });
  const hugo = hugoReference(PUBLISH_PAGES, Math.max(1, Math.round((publish.pageBytes - 500) / 980)));
  const hugoMs = hugo.ms;
  const oursPps = PUBLISH_PAGES / (publish.publishMs / 1000);
  const hugoPps = PUBLISH_PAGES / (hugoMs / 1000);

  // A 1,000-page site served by the built server: the one-process default on the embedded
  // database, and a `--role site` process on PostgreSQL when one is at hand.
  const dir = mkdtempSync(join(tmpdir(), 'sitewright-serve-'));
  const databaseUrl = await benchDatabase();
  const children = [];
  try {
    const processes = [];
    note(`seeding ${CACHED_PAGES} pages`);
    const embeddedDir = join(dir, 'embedded');
    const seeded = await seedAndPublish({ pages: CACHED_PAGES, dataDir: embeddedDir });
    const defaultPort = await freePort();
    children.push(startOurs(defaultPort, embeddedDir));
    processes.push({
      label: 'server.js, all roles (embedded database)',
      port: defaultPort,
      child: children.at(-1),
    });
    if (databaseUrl) {
      const siteDir = join(dir, 'site');
      await seedAndPublish({ pages: CACHED_PAGES, dataDir: siteDir, databaseUrl });
      const sitePort = await freePort();
      children.push(startOurs(sitePort, siteDir, databaseUrl));
      processes.push({ label: 'server.js --role site (PostgreSQL)', port: sitePort, child: children.at(-1) });
    }
    const host = `${seeded.slug}.localhost`;
    await waitFor(`http://127.0.0.1:${defaultPort}/healthz`);
    // Memory: every page in each process's cache, then the resident set.
    for (const ours of processes) {
      note(`loading every page into ${ours.label}`);
      const base = `http://127.0.0.1:${ours.port}`;
      await waitFor(`${base}${PAGES.large}`, host);
      // As browsers load pages: over kept-alive connections.
      const agent = new Agent({ keepAlive: true });
      for (const path of seeded.paths) await get(`${base}${path}`, host, agent);
      agent.destroy();
    }
    await new Promise((r) => setTimeout(r, 500));
    const memory = processes.map((ours) => ({ process: ours.label, rssMb: rssMb(ours.child.pid) }));

    const nginxPort = await freePort();
    const bodies = {};
    for (const path of Object.values(PAGES))
      bodies[path] = (await get(`http://127.0.0.1:${defaultPort}${path}`, host)).body;
    const nginx = startNginx(join(dir, 'nginx'), nginxPort, bodies);
    children.push(nginx);
    await waitFor(`http://127.0.0.1:${nginxPort}${PAGES.large}`);
    const nginxPids = [nginx.pid, ...childPids(nginx.pid)];

    const serving = [];
    for (const ours of processes) {
      note(`serving: ${ours.label}`);
      const barePort = await freePort();
      const bare = await startBare(barePort, ours.port, host, Object.values(PAGES));
      children.push(bare);
      serving.push(
        await measureProcess({
          label: ours.label,
          port: ours.port,
          pid: ours.child.pid,
          host,
          bare: { port: barePort, pids: [bare.pid] },
          nginx: { port: nginxPort, pids: nginxPids },
        }),
      );
      bare.kill('SIGTERM');
    }

    note('latency');
    const openLoopBinary = buildOpenLoop(dir);
    const nginxMax = maxAndEighty(openLoopBinary, nginxPort, 'localhost', PAGES.large);
    const latency = processes.map((ours) =>
      measureLatency(openLoopBinary, { ...ours, host }, nginxPort, {
        maxRps: nginxMax.max,
        ...nginxMax.atEighty,
      }),
    );

    const siteProcess = memory.at(-1);
    return {
      measuredAt: new Date().toISOString(),
      serving: {
        method: `wrk -t1 -c${WRK_CONNECTIONS}, ${WRK_SECONDS} s runs, ${ROUNDS} rounds with the servers in turn; medians; ratios round by round`,
        processes: serving,
      },
      latency: {
        method: `constant rate, ${CONNECTIONS} keep-alive connections, latency from each request's due time, median of three ${DURATION_S} s runs`,
        page: PAGES.large,
        processes: latency,
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
        process: siteProcess.process,
        rssMb: siteProcess.rssMb,
        goalMb: 150,
        ok: siteProcess.rssMb < 150,
        allProcesses: memory,
      },
    };
  } finally {
    for (const child of children.reverse()) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) =>
        child.exitCode === null && child.signalCode === null
          ? new Promise((r) => child.once('exit', r))
          : undefined,
      ),
    );
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

/** The results as tables, one row per bar. */
export function printSiteServing(site) {
  const yes = (ok) => (ok ? 'yes' : 'NO');
  console.log('\nPublic site server and publisher (nginx, a bare Node server and Hugo on this machine)');
  const rows = [];
  for (const { process: label, pages } of site.serving.processes) {
    for (const page of Object.values(pages)) {
      const what = `${label}, ${Math.round(page.bytes / 100) / 10} KB page`;
      rows.push(
        {
          what: `${what}: req/s vs bare Node`,
          ours: page.rps.ours,
          reference: page.rps.bareNode,
          ratio: `${page.toBareNode.ratio} (CPU ${page.toBareNodeByCpu})`,
          goal: '>= 0.85',
          ok: yes(page.toBareNode.ok),
        },
        {
          what: `${what}: req/s vs nginx`,
          ours: page.rps.ours,
          reference: page.rps.nginx,
          ratio: page.toNginx.ratio,
          goal: '>= 0.5',
          ok: yes(page.toNginx.ok),
        },
        {
          what: `${what}: cost of every rule %`,
          ours: page.rules.costPercent,
          reference: '-',
          ratio: '-',
          goal: '<= 15',
          ok: yes(page.rules.ok),
        },
      );
    }
  }
  for (const latency of site.latency.processes) {
    const half = latency.atHalfOurMax;
    const eighty = latency.atEightyPercentOfOwnMax;
    rows.push(
      {
        what: `${latency.process}: p99 ms at half our max (${half.rate}/s), nginx the same`,
        ours: half.oursP99Ms,
        reference: half.nginxP99Ms,
        ratio: '-',
        goal: '<= 5',
        ok: yes(half.ok),
      },
      {
        what: `${latency.process}: p99 ms at 80% of own max (information)`,
        ours: `${eighty.ours.p99Ms} at ${eighty.ours.rate}/s`,
        reference: `${eighty.nginx.p99Ms} at ${eighty.nginx.rate}/s`,
        ratio: '-',
        goal: '-',
        ok: '-',
      },
    );
  }
  rows.push(
    {
      what: `publish ${site.publishing.pages} pages, pages/s vs Hugo`,
      ours: site.publishing.oursPagesPerSecond,
      reference: site.publishing.hugoPagesPerSecond,
      ratio: site.publishing.ratio,
      goal: '>= 0.25',
      ok: yes(site.publishing.ok),
    },
    {
      what: `RSS MB with ${site.memory.cachedPages} cached pages (${site.memory.process})`,
      ours: site.memory.rssMb,
      reference: '-',
      ratio: '-',
      goal: '< 150',
      ok: yes(site.memory.ok),
    },
  );
  console.table(rows);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = await measureSiteServing();
  console.log(JSON.stringify(site, null, 2));
  if (!site.skipped) printSiteServing(site);
}
