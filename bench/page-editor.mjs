/**
 * The page editor with a large page, timed in Chromium against the built server (issue 6 goals):
 * a page of 40 sections of 12 blocks (520 blocks) opens in under 2 s, selecting a block takes under
 * 100 ms, a keystroke in a field reaches the canvas in under 50 ms (p95), drag-reordering a section
 * under 200 ms, undo under 100 ms. Each figure is reported as a ratio to its goal (above 1 is over).
 * Needs `npm run build` first and Chromium at CHROMIUM_PATH or /usr/bin/chromium.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SECTIONS = 40;
const PER_SECTION = 12;
const KEYSTROKES = 30;
const PASSWORD = 'bench-admin-password';

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base) {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** 40 sections, each a heading and eleven more blocks: 520 blocks. */
function bigDocument() {
  const blocks = [];
  for (let s = 1; s <= SECTIONS; s++) {
    const content = [{ id: `h-${s}`, type: 'heading', props: { text: `Section ${s}`, level: 2 } }];
    for (let b = 2; b <= PER_SECTION; b++) {
      content.push(
        b % 3 === 0
          ? {
              id: `t-${s}-${b}`,
              type: 'rich-text',
              props: { html: `<p>Paragraph ${s}.${b} of the page.</p>` },
            }
          : b % 3 === 1
            ? { id: `b-${s}-${b}`, type: 'button', props: { text: `Button ${s}.${b}`, href: '/x' } }
            : { id: `d-${s}-${b}`, type: 'divider', props: {} },
      );
    }
    blocks.push({ id: `s-${s}`, type: 'section', props: {}, slots: { content } });
  }
  return { version: 1, blocks };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (n) => Math.round(n * 10) / 10;

export async function measurePageEditor() {
  if (!existsSync(join(root, 'apps/server/dist/server.js'))) return { skipped: 'run npm run build first' };
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sitewright-bench-editor-'));
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      PUBLIC_BASE_URL: base,
      LOG_LEVEL: 'warn',
    },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    await waitForHealth(base);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByTestId('login-company').fill('demo');
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/system\/web_manage$/);

    // Set up through the API from the signed-in page, as the admin app would.
    const ids = await page.evaluate(async (document) => {
      const call = async (method, path, body) => {
        const res = await fetch(path, {
          method,
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify(body),
        });
        const json = await res.json();
        if (json.code !== 0) throw new Error(`${path}: ${json.message}`);
        return json.data;
      };
      const site = await call('POST', '/api/website/website-add', {
        name: 'Bench editor',
        flag_code: 'US',
        default_language: 'en',
      });
      const created = await call('POST', '/api/website/page-detail', {
        website_id: site.website_id,
        page_name: 'Big',
      });
      await call('POST', '/api/website/save-page-element', {
        id: created.id,
        version: created.version,
        document,
      });
      return { websiteId: site.website_id, pageId: created.id };
    }, bigDocument());

    const frame = () => page.frameLocator('[data-testid="editor-canvas"] iframe');
    const url = `${base}/page_edit/${ids.pageId}/${ids.websiteId}`;

    // Open: from navigation until the last block is drawn on the canvas (editor chunk cached, as
    // an operator switching pages has it).
    await page.goto(url);
    await frame().getByText(`Section ${SECTIONS}`, { exact: true }).waitFor();
    const opens = [];
    const chromes = [];
    for (let i = 0; i < 3; i++) {
      const start = Date.now();
      await page.goto(url);
      await page.getByTestId('editor-undo').waitFor();
      chromes.push(Date.now() - start);
      await frame().getByText(`Paragraph ${SECTIONS}.${PER_SECTION} of the page.`, { exact: true }).waitFor();
      opens.push(Date.now() - start);
    }
    const openMs = percentile(opens, 50);
    const chromeMs = percentile(chromes, 50);

    // Select: click a heading until its field holds its text.
    const selects = [];
    for (const s of [3, 20, 37, 5, 12]) {
      const start = Date.now();
      await frame().getByText(`Section ${s}`, { exact: true }).click();
      await page
        .locator('[data-testid="editor-fields"] input[name="text"]')
        .and(page.locator(`[value="Section ${s}"]`))
        .waitFor();
      selects.push(Date.now() - start);
    }
    const selectMs = percentile(selects, 50);

    // Keystrokes: from the key press (host page) until the canvas DOM holds the typed text (a
    // mutation observer in the iframe), both on the shared wall clock.
    const input = page.locator('[data-testid="editor-fields"] input[name="text"]');
    await input.click();
    await input.press('End');
    await page.evaluate(() => {
      const frameEl = document.querySelector('[data-testid="editor-canvas"] iframe');
      const doc = frameEl.contentDocument;
      const win = frameEl.contentWindow;
      const marks = { down: [], seen: {} };
      window.__benchMarks = marks;
      window.addEventListener(
        'keydown',
        () => marks.down.push(performance.timeOrigin + performance.now()),
        true,
      );
      new win.MutationObserver(() => {
        const at = win.performance.timeOrigin + win.performance.now();
        for (const h of doc.querySelectorAll('h2'))
          if (!(h.textContent in marks.seen)) marks.seen[h.textContent] = at;
      }).observe(doc.body, { subtree: true, childList: true, characterData: true });
    });
    let typed = 'Section 12';
    const expected = [];
    for (let i = 0; i < KEYSTROKES; i++) {
      typed += String.fromCharCode(97 + (i % 26));
      expected.push(typed);
      await page.keyboard.press(typed.at(-1));
      await page.waitForTimeout(120);
    }
    await page.waitForTimeout(500);
    const marks = await page.evaluate(() => window.__benchMarks);
    const keystrokes = expected
      .map((text, i) => (marks.seen[text] ?? Number.NaN) - marks.down[i])
      .filter(Number.isFinite);
    const keystrokeP95 = keystrokes.length === KEYSTROKES ? percentile(keystrokes, 95) : null;

    // Undo: from the click until the canvas shows the text before the last recorded change.
    await page.waitForTimeout(400);
    await page.keyboard.press('Escape');
    const before = await page.evaluate(
      () =>
        document.querySelector('[data-testid="editor-canvas"] iframe').contentDocument.body.innerText.length,
    );
    let undoMs = null;
    {
      const start = Date.now();
      await page.getByTestId('editor-undo').click();
      await page.waitForFunction(
        (length) =>
          document.querySelector('[data-testid="editor-canvas"] iframe').contentDocument.body.innerText
            .length !== length,
        before,
      );
      undoMs = Date.now() - start;
    }

    // Drag: section 1 taken by its action bar (selected through its heading's parent) and dropped
    // below section 2, timed from the drop until the canvas order changes.
    let dragMs = null;
    try {
      await frame().getByText('Section 1', { exact: true }).click();
      await frame().getByRole('button', { name: 'Select parent' }).click();
      const handle = frame().locator('[class*="DraggableComponent-actions_"]').first();
      const a = await handle.boundingBox();
      const b = await frame().getByText('Section 3', { exact: true }).boundingBox();
      if (a && b) {
        await page.mouse.move(a.x + 10, a.y + a.height / 2);
        await page.mouse.down();
        const steps = 20;
        for (let i = 1; i <= steps; i++) {
          await page.mouse.move(a.x + 10, a.y + a.height / 2 + ((b.y - 10 - a.y) * i) / steps);
          await page.waitForTimeout(20);
        }
        const start = Date.now();
        await page.mouse.up();
        await page.waitForFunction(
          () => {
            const doc = document.querySelector('[data-testid="editor-canvas"] iframe').contentDocument;
            const hs = [...doc.querySelectorAll('h2')].map((h) => h.textContent);
            return hs.indexOf('Section 2') < hs.findIndex((t) => t.startsWith('Section 1'));
          },
          null,
          { timeout: 3000 },
        );
        dragMs = Date.now() - start;
      }
    } catch {
      dragMs = null;
    }

    const rows = [
      { what: `open a page of ${SECTIONS * (PER_SECTION + 1)} blocks`, ms: openMs, goal: 2000 },
      { what: 'select a block', ms: selectMs, goal: 100 },
      { what: `keystroke → canvas p95 (${KEYSTROKES})`, ms: keystrokeP95, goal: 50 },
      { what: 'drag-reorder a section', ms: dragMs, goal: 200 },
      { what: 'undo', ms: undoMs, goal: 100 },
    ].map((r) => ({
      ...r,
      ms: r.ms === null ? null : round(r.ms),
      ratio: r.ms === null ? null : round(r.ms / r.goal),
      ok: r.ms !== null && r.ms <= r.goal,
    }));
    return {
      rows,
      /** Of the opening: until the editor's top bar shows (app, page data, Puck); the rest is the canvas. */
      openSplit: { chromeMs, canvasMs: openMs - chromeMs },
      samples: { opens, selects, keystrokes: keystrokes.map(round) },
    };
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measurePageEditor();
  console.log(JSON.stringify(result, null, 2));
}
