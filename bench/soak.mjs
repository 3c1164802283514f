#!/usr/bin/env node
/**
 * Soak benchmark (issue 21; not part of CI): the scale-out arrangement of the scale test
 * (e2e/scale/cluster.mjs: nginx, two API, two site and one worker process on PostgreSQL, Redis and
 * S3) under SOAK_MINUTES (default 10) of steady mixed traffic through the balancer: operators
 * saving page settings and publishing, visitors reading pages and sending a form. Requests are
 * sent on a fixed schedule (open loop), not as fast as answers come back.
 *
 * Reports errors, p50/p99 per route, and each process's RSS after the warm-up (the first fifth,
 * at most two minutes) against the end. Run: `npm run build && node bench/soak.mjs`.
 * Writes bench/results/soak.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN, missingPrerequisites, PORTS, startCluster } from '../e2e/scale/cluster.mjs';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const durationMs = minutes * 60_000;
const warmupMs = Math.min(durationMs / 5, 120_000);
/** Requests a second, by kind. */
const RATE = { read: 20, save: 2, publish: 1 / 15, form: 0.5 };

const missing = missingPrerequisites();
if (missing) {
  console.error(`The soak benchmark needs ${missing}.`);
  process.exit(1);
}

const base = `http://127.0.0.1:${PORTS.balancer}`;
const stats = new Map();
let errors = 0;
const errorSamples = [];

function record(route, ms, ok, detail) {
  let s = stats.get(route);
  if (!s) {
    s = { times: [], errors: 0 };
    stats.set(route, s);
  }
  s.times.push(ms);
  if (!ok) {
    s.errors++;
    errors++;
    if (errorSamples.length < 10) errorSamples.push(`${route}: ${detail}`);
  }
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One request (node:http: fetch would not send our Host header). Answers `{ status, ok, text }`. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const status = res.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

async function timed(route, url, init = {}, check = (res) => res.ok) {
  const started = performance.now();
  try {
    const res = await send(url, init);
    const ok = check(res, res.text);
    record(route, performance.now() - started, ok, `${res.status} ${res.text.slice(0, 120)}`);
    return res;
  } catch (error) {
    record(route, performance.now() - started, false, error.message);
    return undefined;
  }
}

const apiHeaders = (token) => ({
  host: `localhost:${PORTS.balancer}`,
  ...(token ? { 'x-token': token } : {}),
  'content-type': 'application/json',
});
const apiOk = (res) => res.ok && JSON.parse(res.text).code === 0;

async function api(token, method, path, body) {
  const res = await send(`${base}${path}`, {
    method,
    headers: apiHeaders(token),
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = JSON.parse(res.text);
  if (json.code !== 0) throw new Error(`${path}: ${res.text.slice(0, 200)}`);
  return json.data;
}

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;
}

function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

const cluster = await startCluster({ log: (line) => console.log(`[soak] ${line}`) });
try {
  // Set-up: the demo website with a form on a page of its own, published.
  const login = JSON.parse(
    (
      await send(`${base}/api/user/login`, {
        method: 'POST',
        headers: apiHeaders(''),
        body: JSON.stringify({
          companyId: ADMIN.company,
          username: ADMIN.username,
          password: ADMIN.password,
        }),
      })
    ).text,
  );
  const token = login.data.token;
  const websiteId = (await api(token, 'GET', '/api/website/website-list?page=1&page_size=10')).list[0]
    .website_id;
  const form = await api(token, 'POST', '/api/form/form/save', {
    website_id: websiteId,
    name: 'Soak inquiry',
    fields: [
      { key: 'name', kind: 'text', required: true, label: { en: 'Your name' } },
      { key: 'email', kind: 'email', required: true, label: { en: 'Your e-mail' } },
    ],
    submit_label: { en: 'Send' },
    recipients: ['sales@soak.test'],
  });
  const created = await api(token, 'POST', '/api/website/page-detail', {
    website_id: websiteId,
    page_name: 'Soak form',
  });
  await api(token, 'POST', '/api/website/save-page-element', {
    id: created.id,
    version: created.version,
    document: {
      version: 1,
      blocks: [{ id: 'f1', type: 'form', props: { formId: form.id, heading: 'Write to us' } }],
    },
  });
  await api(token, 'POST', '/api/website/publish-website', { id: websiteId, website_page_id: 0 });
  const pages = Object.values(
    await api(token, 'GET', `/api/website/page?website_id=${websiteId}&page=1&page_size=100`),
  )
    .filter(Array.isArray)
    .flat();
  const urls = pages.filter((p) => p.is_publish).map((p) => p.url);
  const formUrl = pages.find((p) => p.id === created.id)?.url ?? '/soak-form';
  const editable = pages.filter((p) => p.id !== created.id).slice(0, 4);
  const siteHost = (await api(token, 'GET', '/api/website/website-list?page=1&page_size=10')).list[0]
    .fixed_domain;
  const siteHeaders = (ip) => ({ host: `${siteHost}:${PORTS.balancer}`, 'x-forwarded-for': ip });
  console.log(`[soak] ${minutes} min: ${JSON.stringify(RATE)} requests/s; ${urls.length} pages`);

  let visitor = 0;
  const jobs = {
    read: async () => {
      const url = urls[Math.floor(Math.random() * urls.length)];
      await timed('GET site page', `${base}${url}`, {
        headers: siteHeaders(`198.51.100.${(visitor++ % 200) + 1}`),
      });
    },
    save: async () => {
      const page = editable[Math.floor(Math.random() * editable.length)];
      const settings = await api(token, 'GET', `/api/website/page-set?id=${page.id}`).catch(() => undefined);
      if (!settings) return record('POST page-set', 0, false, 'could not read settings');
      await timed(
        'POST page-set',
        `${base}/api/website/page-set`,
        {
          method: 'POST',
          headers: apiHeaders(token),
          body: JSON.stringify({ id: page.id, version: settings.version, seo_title: `Soak ${Date.now()}` }),
        },
        // Two operators saving one page at once: the second is told it is stale (409, 1201), as designed.
        (res) => (res.ok || res.status === 409) && [0, 1201].includes(JSON.parse(res.text).code),
      );
    },
    publish: async () => {
      await timed(
        'POST publish-website',
        `${base}/api/website/publish-website`,
        {
          method: 'POST',
          headers: apiHeaders(token),
          body: JSON.stringify({ id: websiteId, website_page_id: 0 }),
        },
        apiOk,
      );
    },
    form: async () => {
      const ip = `203.0.113.${(visitor++ % 250) + 1}`;
      const page = await timed('GET form page', `${base}${formUrl}`, { headers: siteHeaders(ip) });
      const stamp = page && /name="_sw_stamp" value="([^"]+)"/.exec(page.text)?.[1];
      if (!stamp) return record('POST form', 0, false, 'no stamp on the form page');
      await new Promise((resolve) => setTimeout(resolve, 2700));
      await timed(
        'POST form',
        `${base}/__sw/form/${form.id}`,
        {
          method: 'POST',
          headers: {
            ...siteHeaders(ip),
            'content-type': 'application/x-www-form-urlencoded',
            accept: 'application/json',
          },
          body: new URLSearchParams({
            _sw_stamp: stamp,
            name: 'Soak Visitor',
            email: 'visitor@soak.test',
          }).toString(),
        },
        (res) => res.status < 400,
      );
    },
  };

  const started = Date.now();
  const inFlight = new Set();
  const timers = Object.entries(RATE).map(([kind, perSecond]) =>
    setInterval(() => {
      const p = jobs[kind]().catch((error) => record(kind, 0, false, error.message));
      inFlight.add(p);
      p.finally(() => inFlight.delete(p));
    }, 1000 / perSecond),
  );
  const app = ['api1', 'api2', 'site1', 'site2', 'worker'];
  await new Promise((resolve) => setTimeout(resolve, warmupMs));
  const warm = Object.fromEntries(app.map((name) => [name, rssKb(cluster.pids()[name])]));
  // Latencies from the warm-up on only.
  for (const s of stats.values()) s.times = [];
  console.log(
    `[soak] warmed up; RSS (MB): ${JSON.stringify(Object.fromEntries(app.map((n) => [n, Math.round(warm[n] / 1024)])))}`,
  );
  while (Date.now() - started < durationMs) {
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    console.log(`[soak] ${Math.round((Date.now() - started) / 1000)} s, ${errors} errors`);
  }
  for (const t of timers) clearInterval(t);
  await Promise.allSettled([...inFlight]);
  const end = Object.fromEntries(app.map((name) => [name, rssKb(cluster.pids()[name])]));

  const routes = [...stats].map(([route, s]) => {
    const sorted = [...s.times].sort((a, b) => a - b);
    return {
      route,
      requests: sorted.length,
      errors: s.errors,
      'p50 ms': Math.round(percentile(sorted, 50)),
      'p99 ms': Math.round(percentile(sorted, 99)),
    };
  });
  const memory = app.map((name) => ({
    process: name,
    'RSS after warm-up MB': Math.round(warm[name] / 1024),
    'RSS at end MB': Math.round(end[name] / 1024),
    'growth %': warm[name] ? Math.round(((end[name] - warm[name]) / warm[name]) * 1000) / 10 : null,
  }));
  console.log(`\nSoak: ${minutes} min of mixed traffic through nginx, ${errors} errors`);
  console.table(routes);
  console.table(memory);
  if (errorSamples.length)
    console.log(`Errors (first ${errorSamples.length}):\n  ${errorSamples.join('\n  ')}`);
  const results = join(dirname(fileURLToPath(import.meta.url)), 'results');
  mkdirSync(results, { recursive: true });
  writeFileSync(
    join(results, 'soak.json'),
    `${JSON.stringify({ minutes, rate: RATE, errors, routes, memory }, null, 2)}\n`,
  );
} finally {
  await cluster.stop();
}
