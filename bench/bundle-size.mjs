/**
 * Bundle budget: the JavaScript the browser really loads for /login and for the website center,
 * measured in Chromium against the production build (every script response, gzipped at level 9 as
 * a pre-compressing server or CDN would send it), and every other lazily loaded route chunk of the
 * admin build on its own. Budgets: 300 KB per screen, 150 KB per route chunk, except the page
 * editor's: it is a whole application of its own (Puck, drag and drop, TipTap) opened on its own
 * route without the shell, so it gets a screen's budget.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, ensureChromium } from '../scripts/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCREEN_BUDGET_KB = 300;
const CHUNK_BUDGET_KB = 150;
const EDITOR_CHUNK = /page-editor-page/;
const PORT = Number(process.env.BENCH_PORT ?? 3199);
const BASE = `http://localhost:${PORT}`;
const PASSWORD = 'bench-admin-password';

const gzKb = (buf) => Math.round((gzipSync(buf, { level: 9 }).length / 1024) * 10) / 10;

function row(name, kb, budgetKb) {
  const ratio = Math.round((kb / budgetKb) * 100) / 100;
  return { name, kb, budgetKb, ratio, ok: kb <= budgetKb };
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewright-bench-'));
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_BASE_URL: BASE,
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Sum of the gzipped script bodies a page load fetches. */
async function scriptsLoaded(page, url, settle) {
  const bodies = new Map();
  const onResponse = async (res) => {
    if (res.request().resourceType() !== 'script' && !res.url().endsWith('.js')) return;
    try {
      bodies.set(res.url(), await res.body());
    } catch {}
  };
  page.on('response', onResponse);
  await page.goto(url, { waitUntil: 'networkidle' });
  await settle(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  let kb = 0;
  for (const b of bodies.values()) kb += gzKb(b);
  return Math.round(kb * 10) / 10;
}

export async function measureBundles() {
  for (const f of ['apps/admin/dist/index.html', 'apps/server/dist/server.js']) {
    if (!existsSync(join(root, f))) throw new Error(`${f} is missing: run npm run build first`);
  }
  const c = ensureChromium();
  if (!c.ok) throw new Error(c.message);

  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const rows = [];
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loginKb = await scriptsLoaded(page, `${BASE}/login`, (p) =>
      p.getByRole('button', { name: /sign in/i }).waitFor(),
    );
    rows.push(row('/login', loginKb, SCREEN_BUDGET_KB));

    // Sign in through the API so the website center is measured as a fresh page load of its own.
    const res = await context.request.post(`${BASE}/api/user/login`, {
      data: { username: 'admin', password: PASSWORD, companyId: 'demo' },
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: BASE },
    });
    if ((await res.json()).code !== 0) throw new Error('bench sign-in failed');
    const page2 = await context.newPage();
    const centerKb = await scriptsLoaded(page2, `${BASE}/system/web_manage`, (p) =>
      p.getByText('Demo Website').first().waitFor(),
    );
    rows.push(row('/system/web_manage', centerKb, SCREEN_BUDGET_KB));
  } finally {
    await browser.close();
    await server.stop();
  }

  const manifest = JSON.parse(readFileSync(join(root, 'apps/admin/dist/.vite/manifest.json'), 'utf8'));
  for (const [src, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry || !chunk.file.endsWith('.js')) continue;
    const kb = gzKb(readFileSync(join(root, 'apps/admin/dist', chunk.file)));
    rows.push(row(`chunk ${src}`, kb, EDITOR_CHUNK.test(src) ? SCREEN_BUDGET_KB : CHUNK_BUDGET_KB));
  }
  return { measuredAt: new Date().toISOString(), gzipLevel: 9, rows };
}
