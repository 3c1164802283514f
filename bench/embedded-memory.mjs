/**
 * The one-process default on its embedded database (PGlite in DATA_DIR), as `npm start` runs it:
 * - memory while starting: the production server is started on a fresh DATA_DIR (first start:
 *   initdb, migrations, first-start seed) and again on the same DATA_DIR (every later start); the
 *   process's resident memory is sampled every 50 ms from /proc (VmRSS, and VmHWM for the peak
 *   between samples) from spawn until 10 s after the first answered /healthz. Bar: peak 512 MB.
 * - the API under load: 200 requests a second of mixed authenticated calls (website list, page
 *   list, page detail, block-document saves) for 30 s over keep-alive HTTP, from a constant-rate
 *   generator: request i is due at start + i / rate whether or not earlier ones came back, and its
 *   latency runs from that due time, so a stall counts for every request it holds up. Bars: p99
 *   50 ms, and resident memory after the load 400 MB.
 * Needs `npm run build` first. `node bench/embedded-memory.mjs` runs it alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchDatabase, dropBenchDatabase } from './site-serving.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Another build to compare with (e.g. one made from an earlier commit), else the current one.
const server = process.env.BENCH_EMBEDDED_SERVER ?? join(root, 'apps/server/dist/server.js');
const PASSWORD = 'bench-admin-password';
const START_PEAK_BAR_MB = 512;
const AFTER_LOAD_BAR_MB = 400;
const P99_BAR_MS = 50;
const RATE = Number(process.env.BENCH_EMBEDDED_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_EMBEDDED_SECONDS ?? 30);
const WARMUP_SECONDS = 5;
const IDLE_AFTER_START_MS = 10_000;
const PAGES = 20;
/** An answer still missing this long after the last request was due counts with the latency it reached. */
const DRAIN_MS = 2000;

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function memoryMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** Samples the process's memory every 50 ms until stopped; answers the highest figures seen. */
function sampleMemory(pid) {
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryMb(pid).peak);
  }, 50);
  return {
    peak: () => Math.max(peak, memoryMb(pid).peak),
    stop: () => clearInterval(timer),
  };
}

function startServer(dataDir, port, databaseUrl = '') {
  const began = performance.now();
  // BENCH_EMBEDDED_NODE_ARGS: extra Node options for the server (e.g. a preload that reports its memory).
  const nodeArgs = process.env.BENCH_EMBEDDED_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, server], {
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, exited, began };
}

async function stopServer({ child, exited }) {
  child.kill('SIGTERM');
  await exited;
}

/** Starts the server and follows its memory until IDLE_AFTER_START_MS after the first /healthz. */
async function measureStart(dataDir, port) {
  const proc = startServer(dataDir, port);
  const memory = sampleMemory(proc.child.pid);
  let healthyMs;
  for (let i = 0; i < 1200 && healthyMs === undefined; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) healthyMs = performance.now() - proc.began;
    } catch {}
    if (healthyMs === undefined) await new Promise((r) => setTimeout(r, 50));
  }
  if (healthyMs === undefined) throw new Error('the server did not answer /healthz within 60 s');
  const atHealthz = memoryMb(proc.child.pid).rss;
  await new Promise((r) => setTimeout(r, IDLE_AFTER_START_MS));
  const idle = memoryMb(proc.child.pid).rss;
  memory.stop();
  return {
    proc,
    figures: {
      readyMs: Math.round(healthyMs),
      rssMbAtFirstHealthz: atHealthz,
      rssMbAfterIdle: idle,
      peakRssMb: memory.peak(),
    },
  };
}

/** A small HTTP client over keep-alive connections; answers status, parsed body and end time. */
function client(port) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let token = '';
  const call = (method, path, body) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          agent,
          headers: {
            'x-token': token,
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ended = performance.now();
            try {
              resolve({ status: res.statusCode, body: JSON.parse(Buffer.concat(chunks).toString()), ended });
            } catch (error) {
              reject(error);
            }
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  const api = async (method, path, body) => {
    const { body: answer } = await call(method, path, body);
    if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
    return answer.data;
  };
  return {
    call,
    api,
    setToken: (t) => {
      token = t;
    },
    close: () => agent.destroy(),
  };
}

/** A page of 4 sections of 5 blocks (21 blocks with the sections' content), about a template page's size. */
function pageDocument(page, edit) {
  const blocks = [];
  for (let s = 1; s <= 4; s++) {
    const content = [
      { id: `h-${s}`, type: 'heading', props: { text: `Page ${page} section ${s}`, level: 2 } },
    ];
    for (let b = 1; b <= 4; b++) {
      content.push(
        b % 2 === 0
          ? {
              id: `t-${s}-${b}`,
              type: 'rich-text',
              props: { html: `<p>Paragraph ${s}.${b}, edit ${edit}.</p>` },
            }
          : { id: `b-${s}-${b}`, type: 'button', props: { text: `Button ${s}.${b}`, href: '/x' } },
      );
    }
    blocks.push({ id: `s-${s}`, type: 'section', props: {}, slots: { content } });
  }
  return { version: 1, blocks };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (n) => Math.round(n * 10) / 10;
const ratio = (value, bar) => Math.round((value / bar) * 100) / 100;

/** Mixed API calls at a constant rate; answers latency percentiles from each request's due time. */
async function measureApiLoad(port, pid) {
  const http = client(port);
  try {
    const login = await http.api('POST', '/api/user/login', {
      companyId: 'demo',
      username: 'admin',
      password: PASSWORD,
    });
    http.setToken(login.token);
    const site = await http.api('POST', '/api/website/website-add', {
      name: 'API load bench',
      flag_code: 'US',
      default_language: 'en',
    });
    const pages = [];
    for (let i = 0; i < PAGES; i++) {
      const created = await http.api('POST', '/api/website/page-detail', {
        website_id: site.website_id,
        page_name: `Page ${i}`,
      });
      const saved = await http.api('POST', '/api/website/save-page-element', {
        id: created.id,
        version: created.version,
        document: pageDocument(i, 0),
      });
      pages.push({ id: created.id, version: saved.version, saving: false, edits: 0 });
    }

    // Out of every 20 calls: 6 page details, 5 page lists, 4 website lists, 5 saves.
    const MIX = 'dlwsdlwsdlwsdlwsdlsd';
    let next = 0;
    const pick = () => pages[next++ % pages.length];
    const send = (kind) => {
      if (kind === 'd') return http.call('GET', `/api/website/page-detail?id=${pick().id}`);
      if (kind === 'l') return http.call('GET', `/api/website/page?website_id=${site.website_id}`);
      if (kind === 'w') return http.call('GET', '/api/website/website-list?page=1&page_size=20');
      // A page whose previous save is still in flight would answer a version conflict: take the next.
      let page = pick();
      for (let i = 0; i < pages.length && page.saving; i++) page = pick();
      if (page.saving) return http.call('GET', `/api/website/page-detail?id=${page.id}`);
      page.saving = true;
      page.edits += 1;
      return http
        .call('POST', '/api/website/save-page-element', {
          id: page.id,
          version: page.version,
          document: pageDocument(page.id, page.edits),
        })
        .then((answer) => {
          if (answer.body.code === 0) page.version = answer.body.data.version;
          page.saving = false;
          return answer;
        });
    };

    const total = RATE * (WARMUP_SECONDS + SECONDS);
    const warmup = RATE * WARMUP_SECONDS;
    const interval = 1000 / RATE;
    const latencies = [];
    let errors = 0;
    const pending = new Map();
    let loadPeak = 0;
    const memory = setInterval(() => {
      loadPeak = Math.max(loadPeak, memoryMb(pid).peak);
    }, 50);
    const started = performance.now();
    let sent = 0;
    await new Promise((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (sent < total && started + sent * interval <= now) {
          const index = sent++;
          const due = started + index * interval;
          pending.set(index, due);
          send(MIX[index % MIX.length]).then(
            (answer) => {
              pending.delete(index);
              if (answer.status !== 200 || answer.body.code !== 0) errors += 1;
              if (index >= warmup) latencies.push(answer.ended - due);
            },
            () => {
              pending.delete(index);
              errors += 1;
            },
          );
        }
        if (sent < total) setTimeout(tick, 1);
        else resolve();
      };
      tick();
    });
    const lastDue = started + (total - 1) * interval;
    while (pending.size > 0 && performance.now() < lastDue + DRAIN_MS)
      await new Promise((r) => setTimeout(r, 10));
    const unanswered = pending.size;
    for (const [index, due] of pending) if (index >= warmup) latencies.push(performance.now() - due);
    clearInterval(memory);
    const afterLoad = memoryMb(pid).rss;
    latencies.sort((a, b) => a - b);
    return {
      rate: RATE,
      seconds: SECONDS,
      requests: latencies.length,
      errors,
      unanswered,
      p50Ms: round(percentile(latencies, 50)),
      p90Ms: round(percentile(latencies, 90)),
      p99Ms: round(percentile(latencies, 99)),
      maxMs: round(latencies[latencies.length - 1]),
      peakRssMbDuringLoad: Math.max(loadPeak, memoryMb(pid).peak),
      rssMbAfterLoad: afterLoad,
    };
  } finally {
    http.close();
  }
}

/** The same load on the same process over PostgreSQL, when one listens: the reference. */
async function measurePostgresLoad(dir, port) {
  const databaseUrl = await benchDatabase();
  if (!databaseUrl) return undefined;
  const proc = startServer(join(dir, 'pg-data'), port, databaseUrl);
  try {
    for (let i = 0; i < 1200; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    return await measureApiLoad(port, proc.child.pid);
  } finally {
    await stopServer(proc);
    await dropBenchDatabase(databaseUrl);
  }
}

export async function measureEmbeddedMemory() {
  if (!existsSync(server)) return { skipped: 'run npm run build first' };
  const dir = mkdtempSync(join(tmpdir(), 'sitewright-embedded-'));
  const dataDir = join(dir, 'data');
  const port = await freePort();
  let running;
  try {
    const first = await measureStart(dataDir, port);
    await stopServer(first.proc);
    const again = await measureStart(dataDir, port);
    running = again.proc;
    const load = await measureApiLoad(port, running.child.pid);
    await stopServer(running);
    running = undefined;
    const postgres = process.env.BENCH_EMBEDDED_NO_POSTGRES
      ? undefined
      : await measurePostgresLoad(dir, port);
    const startPeak = Math.max(first.figures.peakRssMb, again.figures.peakRssMb);
    return {
      measuredAt: new Date().toISOString(),
      node: process.version,
      loadAverage: loadavg().map((n) => Math.round(n * 10) / 10),
      firstStart: first.figures,
      laterStart: again.figures,
      load,
      postgresReference:
        postgres ??
        (process.env.BENCH_EMBEDDED_NO_POSTGRES
          ? 'skipped (BENCH_EMBEDDED_NO_POSTGRES)'
          : 'no PostgreSQL on 127.0.0.1:5432 (or BENCH_DATABASE_URL)'),
      bars: { startPeakMb: START_PEAK_BAR_MB, afterLoadMb: AFTER_LOAD_BAR_MB, p99Ms: P99_BAR_MS },
      ratios: {
        startPeak: ratio(startPeak, START_PEAK_BAR_MB),
        afterLoad: ratio(load.rssMbAfterLoad, AFTER_LOAD_BAR_MB),
        p99: ratio(load.p99Ms, P99_BAR_MS),
      },
      ok:
        startPeak <= START_PEAK_BAR_MB &&
        load.rssMbAfterLoad <= AFTER_LOAD_BAR_MB &&
        load.p99Ms <= P99_BAR_MS &&
        load.errors === 0 &&
        load.unanswered === 0,
    };
  } finally {
    if (running) await stopServer(running);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.NODE_ENV ??= 'production';
  console.log(JSON.stringify(await measureEmbeddedMemory(), null, 2));
}
