/**
 * Visitors sending inquiry forms: 200 submissions a second for 30 s at the site server (the whole
 * app on its embedded database, one process), as a constant-rate stream that does not wait for
 * answers (a slow server does not slow the clock down). Each submission comes from its own
 * address (X-Forwarded-For from the trusted local proxy), spread over 25 forms, so the per-address
 * and per-form limits let every one through, as they would for that many real visitors. Goals:
 * none lost (every 303 answered is a stored record, counted in the database afterwards) and the
 * p99 of the answers reported.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Overridable for a quick check of the harness itself; the figures reported are at the defaults.
const RATE = Number(process.env.FORM_BENCH_RATE ?? 200);
const SECONDS = Number(process.env.FORM_BENCH_SECONDS ?? 30);
const FORMS = 25;

async function bundleServer() {
  // Beside the server's own node_modules, so the bundle finds the server's dependencies.
  const outdir = join(root, 'apps/server/dist/bench');
  await build({
    entryPoints: [
      join(root, 'apps/server/src/bench/form-submit.ts'),
      join(root, 'apps/server/src/modules/publish/render-worker.ts'),
    ],
    outdir,
    entryNames: '[name]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    jsx: 'automatic',
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
  const child = join(outdir, 'form-submit-child.mjs');
  // The server runs in its own process, so the load generator does not take its CPU time.
  writeFileSync(
    child,
    `import { startFormBench } from './form-submit.js';
const bench = await startFormBench({ dataDir: process.argv[2], forms: Number(process.argv[3]) });
process.stdout.write(JSON.stringify({ port: bench.port, host: bench.host, formIds: bench.formIds, stamp: bench.stamp }) + '\\n');
process.stdin.setEncoding('utf8');
process.stdin.on('data', async (line) => {
  if (line.trim() === 'records') process.stdout.write(JSON.stringify({ records: await bench.records() }) + '\\n');
  if (line.trim() === 'close') { await bench.close(); process.exit(0); }
});
`,
  );
  return child;
}

function lines(stream) {
  let buffer = '';
  const waiting = [];
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    buffer += chunk;
    let at = buffer.indexOf('\n');
    while (at !== -1) {
      const line = buffer.slice(0, at);
      buffer = buffer.slice(at + 1);
      waiting.shift()?.(line);
      at = buffer.indexOf('\n');
    }
  });
  return () => new Promise((resolve) => waiting.push(resolve));
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function measureFormSubmit() {
  const childPath = await bundleServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-bench-forms-'));
  const child = spawn(process.execPath, [childPath, dataDir, String(FORMS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const next = lines(child.stdout);
  try {
    const server = JSON.parse(await next());
    // The stamp must be older than the minimum fill time, or every submission counts as spam.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const latencies = [];
    const statuses = {};
    let sent = 0;
    let inFlight = 0;
    const load = loadavg()[0];
    const send = (i) =>
      new Promise((resolve) => {
        const formId = server.formIds[i % server.formIds.length];
        const body = new URLSearchParams({
          name: `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          message: `Please send a quote for ${i} lanterns.`,
          _sw_stamp: server.stamp,
          _sw_page: '/write-to-us',
          _sw_lang: 'en',
        }).toString();
        const started = performance.now();
        inFlight++;
        const req = request(
          {
            host: '127.0.0.1',
            port: server.port,
            method: 'POST',
            path: `/__sw/form/${formId}`,
            agent,
            headers: {
              host: server.host,
              'content-type': 'application/x-www-form-urlencoded',
              'content-length': Buffer.byteLength(body),
              'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
            },
          },
          (res) => {
            res.resume();
            res.on('end', () => {
              latencies.push(performance.now() - started);
              statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
              inFlight--;
              resolve();
            });
          },
        );
        req.on('error', () => {
          statuses.error = (statuses.error ?? 0) + 1;
          inFlight--;
          resolve();
        });
        req.end(body);
      });
    const total = RATE * SECONDS;
    const pending = [];
    const start = performance.now();
    await new Promise((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * RATE));
        while (sent < due) pending.push(send(sent++));
        if (sent >= total) resolve();
        else setTimeout(tick, 2);
      };
      tick();
    });
    await Promise.all(pending);
    const elapsed = (performance.now() - start) / 1000;
    child.stdin.write('records\n');
    const { records } = JSON.parse(await next());
    const sorted = latencies.sort((a, b) => a - b);
    const accepted = statuses[303] ?? 0;
    child.stdin.write('close\n');
    agent.destroy();
    return {
      rate: RATE,
      seconds: SECONDS,
      forms: FORMS,
      sent: total,
      elapsedS: Math.round(elapsed * 10) / 10,
      statuses,
      records,
      lost: accepted - records,
      p50Ms: Math.round(percentile(sorted, 50) * 10) / 10,
      p99Ms: Math.round(percentile(sorted, 99) * 10) / 10,
      maxMs: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
      inFlightAtEnd: inFlight,
      loadBefore: Math.round(load * 100) / 100,
      ok: accepted === total && records === total,
    };
  } finally {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printFormSubmit(result) {
  console.log(
    `\nForm submissions: ${result.rate}/s for ${result.seconds} s over ${result.forms} forms (load average before: ${result.loadBefore})`,
  );
  console.table([
    {
      sent: result.sent,
      'answered 303': result.statuses[303] ?? 0,
      stored: result.records,
      lost: result.lost,
      'p50 ms': result.p50Ms,
      'p99 ms': result.p99Ms,
      'max ms': result.maxMs,
      ok: result.ok ? 'yes' : 'NO',
    },
  ]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureFormSubmit();
  printFormSubmit(result);
  writeFileSync(join(root, 'bench/results/form-submit.json'), `${JSON.stringify(result, null, 2)}\n`);
}
