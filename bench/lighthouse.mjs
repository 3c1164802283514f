/**
 * Lighthouse on the published site, as a visitor's phone sees it: the production server is started
 * on a fresh DATA_DIR (embedded database), one website is created from each template (a priced one
 * bought first, through the sandbox payment provider) and published whole, and Lighthouse (the
 * `lighthouse` npm package, its default mobile preset: a Moto G-class screen, simulated slow 4G and
 * a 4x slower CPU) audits each website's home page in Debian's Chromium. Nothing is downloaded:
 * Chromium is /usr/bin/chromium (or CHROMIUM_PATH), started by chrome-launcher, and the pages come
 * from our own site server at `<slug>.localhost`, which Chromium resolves to this machine. Bar:
 * performance, accessibility, best practices and SEO each at least 90 for every template. Needs
 * `npm run build` first. `node bench/lighthouse.mjs` runs it alone.
 *
 * CPU: the preset emulates a Moto G Power (2022) by slowing the host's CPU down 4x, a factor meant
 * for a typical desktop. Lighthouse measures the host's speed as it runs (`benchmarkIndex`); the
 * emulated phone scores about 264 on that index (the figure DevTools' CPU calibration aims at for
 * that phone). A machine that scores lower (a shared 2-core machine here, 150-250) is already as
 * slow as the phone, and slowing it 4x more measures a phone four times slower than the preset's.
 * So the multiplier is calibrated before the audits: benchmarkIndex / 264, between 1 and the
 * preset's 4 (BENCH_LIGHTHOUSE_CPU sets it by hand). Network throttling is the preset's unchanged.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server/dist/server.js');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PASSWORD = 'bench-admin-password';
const BAR = 90;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Lighthouse's scores move a few points between runs on a shared machine: each is the median of these. */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Lighthouse's benchmark index of the phone the mobile preset emulates (Moto G Power 2022). */
const PHONE_BENCHMARK_INDEX = 264;
const PRESET_CPU_MULTIPLIER = 4;

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function startProduct(port) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sw-bench-lighthouse-'));
  const child = spawn(process.execPath, [server], {
    stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      SITE_DOMAIN_SUFFIX: 'localhost',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) {
        return {
          async stop() {
            child.kill('SIGTERM');
            await exited;
            rmSync(dataDir, { recursive: true, force: true });
          },
        };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not answer /healthz within 120 s');
}

function apiClient(port) {
  let token = '';
  return {
    async call(method, path, body) {
      const response = await fetch(`http://127.0.0.1:${port}${path}`, {
        method,
        headers: { 'x-token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const answer = await response.json();
      if (answer.code !== 0) throw new Error(`${path}: ${answer.code} ${answer.message}`);
      return answer.data;
    },
    setToken(t) {
      token = t;
    },
  };
}

/**
 * Priced templates (saas-launch, restaurant, ...) are refused by `website-add` until the company
 * holds a licence, so the bench buys each one the way an operator does in the app centre: order it,
 * open the order's page on the sandbox payment provider, submit its Pay form as the browser would,
 * and wait until the app centre lists the template as owned. Free and owned templates pass as is.
 */
async function ensureOwned(api, port, templateId) {
  const owned = async () =>
    (await api.call('GET', '/api/website/app/catalogue?kind=template')).list.find((i) => i.key === templateId)
      ?.owned;
  if (await owned()) return;
  const order = await api.call('POST', '/api/website/company-order/create-website-template-order', {
    template_id: templateId,
  });
  // pay_url is on PUBLIC_BASE_URL (localhost); the bench talks to 127.0.0.1 like the API client.
  const base = `http://127.0.0.1:${port}`;
  const payPage = await (await fetch(new URL(new URL(order.pay_url).pathname, base))).text();
  const action = payPage.match(/<form method="post" action="([^"]+\/pay)"/)?.[1];
  if (!action) throw new Error(`${templateId}: no Pay button on the sandbox page of order ${order.number}`);
  const paid = await fetch(new URL(action, base), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    redirect: 'manual',
  });
  // The sandbox answers a settled payment with a 303 back to the app centre.
  if (paid.status !== 303) throw new Error(`${templateId}: the sandbox's Pay answered ${paid.status}`);
  for (let i = 0; i < 150; i++) {
    if (await owned()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${templateId}: not owned 30 s after paying order ${order.number}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export async function measureLighthouse() {
  if (!existsSync(server)) return { skipped: 'no production build: run `npm run build` first' };
  if (!existsSync(CHROMIUM)) return { skipped: `no Chromium at ${CHROMIUM} (apt-get install chromium)` };
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');

  const port = await freePort();
  const product = await startProduct(port);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const api = apiClient(port);
    api.setToken(
      (
        await api.call('POST', '/api/user/login', {
          companyId: 'demo',
          username: 'admin',
          password: PASSWORD,
        })
      ).token,
    );
    const templates = (await api.call('GET', '/api/website/template-list')).list;
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    let calibration;
    const rows = [];
    for (const template of templates) {
      await ensureOwned(api, port, template.id);
      const site = await api.call('POST', '/api/website/website-add', {
        name: `Lighthouse ${template.id}`,
        flag_code: 'GB',
        default_language: 'en',
        template_id: template.id,
      });
      await api.call('POST', '/api/website/publish-website', { id: site.website_id, website_page_id: 0 });
      const url = site.curr_preview_link;
      if (!calibration) calibration = await calibrate(lighthouse, url, flags);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(url, { ...flags, throttling: calibration.throttling });
        const { categories, audits } = result.lhr;
        // BENCH_LIGHTHOUSE_DUMP=<dir> keeps each full report, for finding what costs the points.
        if (process.env.BENCH_LIGHTHOUSE_DUMP) {
          mkdirSync(process.env.BENCH_LIGHTHOUSE_DUMP, { recursive: true });
          writeFileSync(
            join(process.env.BENCH_LIGHTHOUSE_DUMP, `${template.id}-${i + 1}.json`),
            result.report,
          );
        }
        runs.push({
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)]),
          ),
          // What kept a category below 100, so a failing run says what to fix.
          failing: CATEGORIES.flatMap((c) =>
            (categories[c]?.auditRefs ?? [])
              .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 0.9)
              .map(
                (ref) =>
                  `${c}: ${ref.id}${audits[ref.id]?.displayValue ? ` (${audits[ref.id].displayValue})` : ''}`,
              ),
          ),
        });
      }
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))]));
      rows.push({
        template: template.id,
        url,
        scores,
        runs: runs.map((r) => r.scores),
        failing: [...new Set(runs.flatMap((r) => r.failing))],
        ok: CATEGORIES.every((c) => scores[c] >= BAR),
      });
    }
    return {
      lighthouse: (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version,
      chromium: await chromeVersion(chrome.port),
      preset: 'mobile (Lighthouse default: simulated slow 4G; CPU slowdown calibrated to the host)',
      benchmarkIndex: calibration?.benchmarkIndex,
      cpuSlowdownMultiplier: calibration?.throttling.cpuSlowdownMultiplier,
      runsPerTemplate: RUNS,
      bar: BAR,
      rows,
      ok: rows.every((r) => r.ok),
    };
  } finally {
    chrome.kill();
    await product.stop();
  }
}

/** The preset's throttling with the CPU multiplier fitted to this machine (see the top of the file). */
async function calibrate(lighthouse, url, flags) {
  const probe = await lighthouse(url, { ...flags, onlyCategories: ['performance'] });
  const benchmarkIndex = Math.round(probe.lhr.environment.benchmarkIndex);
  const fitted = Math.min(PRESET_CPU_MULTIPLIER, Math.max(1, benchmarkIndex / PHONE_BENCHMARK_INDEX));
  const cpuSlowdownMultiplier = process.env.BENCH_LIGHTHOUSE_CPU
    ? Number(process.env.BENCH_LIGHTHOUSE_CPU)
    : Math.round(fitted * 10) / 10;
  return { benchmarkIndex, throttling: { ...probe.lhr.configSettings.throttling, cpuSlowdownMultiplier } };
}

async function chromeVersion(port) {
  try {
    return (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()).Browser;
  } catch {
    return 'unknown';
  }
}

export function printLighthouse(result) {
  if (result.skipped) {
    console.log(`\nLighthouse: skipped (${result.skipped})`);
    return;
  }
  console.log(
    `\nLighthouse ${result.lighthouse}, mobile preset, on each template's published home page (median of ${result.runsPerTemplate}; bar ${result.bar}; host benchmark index ${result.benchmarkIndex}, CPU slowdown ${result.cpuSlowdownMultiplier}x)`,
  );
  console.table(
    result.rows.map((r) => ({
      template: r.template,
      performance: r.scores.performance,
      accessibility: r.scores.accessibility,
      'best practices': r.scores['best-practices'],
      SEO: r.scores.seo,
      ok: r.ok ? 'yes' : 'NO',
    })),
  );
  for (const r of result.rows) if (r.failing.length) console.log(`  ${r.template}: ${r.failing.join(', ')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.env.NODE_ENV ??= 'production';
  const result = await measureLighthouse();
  const results = join(root, 'bench/results');
  mkdirSync(results, { recursive: true });
  writeFileSync(join(results, 'lighthouse.json'), `${JSON.stringify(result, null, 2)}\n`);
  printLighthouse(result);
  if (result.ok === false) process.exit(1);
}
