/**
 * The page editor with a large page, timed in Chromium against the built server (issue 6 goals):
 * a page of 40 sections of 12 blocks (520 blocks) opens in under 2 s, selecting a block takes under
 * 100 ms, a keystroke in a field reaches the canvas in under 50 ms (p95), drag-reordering a section
 * under 200 ms, undo under 100 ms. Each figure is reported as a ratio to its goal (above 1 is over).
 * Needs `npm run build` first (a production build: React's production bundle, no dev checks) and
 * Chromium at CHROMIUM_PATH or /usr/bin/chromium.
 *
 * What each figure is (the canvas mounts only the top-level sections near its visible part, Puck's
 * virtualisation, so "drawn" means what an operator can see):
 * - open: wall clock from navigating to the editor until the first section's last block is drawn
 *   (median of 3, the editor's code cached). `openSplit.chromeMs` is until our top bar shows.
 * - select: in the page, from the pointer press on a heading in the canvas until the side panel's
 *   field holds its text (median of 5; each section scrolled to first, untimed). `selectsWall` is
 *   the same with the test driver's round trips.
 * - keystroke: in the page, from the key press in the field until the canvas DOM holds the typed
 *   text (p95 of 30 keys 120 ms apart).
 * - drag: a real pointer drag (press on section 1's own padding, held past Puck's activation of
 *   200 ms or 5 px, 25 small moves to the gap below section 2), from the release until the page's
 *   top level has section 2 before section 1.
 * - undo: in the page, from the press on Undo until the canvas DOM changes (`undoWallMs` with the
 *   driver's round trips).
 * The machine is shared by several workers (load average from 1 to 12 on 2 cores while these were
 * taken): at a load of 10 every figure is two to four times its quiet value and swings between
 * runs, so compare runs taken together.
 *
 * Figures on the same bench at a load of about 1.5 (ms; open / select / keystroke p95 / drag / undo):
 * - before (all blocks mounted, top bar re-rendered per key): 1476-2326 / 29 / 41 / 42 / 82
 * - with the top bar and autosave fixes only: 1747 / 34 / 30 / 46 / 65
 * - with virtualisation too (3 runs): 683-692 / 22-23 / 19-21 / 15-26 / 32-36
 * The first figures recorded (2701 / 240 / 81 / none / 178) were wall clock through the test
 * driver at a high load.
 *
 * Where the time goes (CPU profiles of the production build over CDP, before this version's
 * changes, taken at a load of about 9, so the milliseconds are inflated and the shares count):
 * - open, 4.4 s of main-thread work per open with all 520 blocks mounted: Puck's per-block
 *   components 19 %, @dnd-kit registering each block as a drag source and drop target (and its
 *   signals) 26 %, React mounting 14 %, garbage collection 17 %; our block views and their zod
 *   parsing (cached by content) 1 %. Mounting only the visible sections (Puck's
 *   `_experimentalVirtualization`, now on) is what brings it under the goal; of what is left,
 *   loading the app and Puck until the top bar shows is about 470 ms of the 690.
 * - keystroke, 107 ms of work per key before: 15 % was our top bar (antd buttons, tooltips, tabs)
 *   re-rendering because it subscribed to the whole selected block; it now subscribes to whether
 *   one is selected (81 ms per key after, antd under 1 %). Turning Puck's data into our page
 *   document for the autosave (2 %) now waits until the edits pause. The rest is Puck's: every
 *   edit re-indexes the whole page (`processContent`/`walkObject`, about 10 %) and runs the store
 *   selectors of every mounted block (zustand and React's snapshot checks, about 25 %), plus GC.
 *   Virtualisation cuts the mounted blocks to a few sections. What would fix the rest: Puck
 *   updating its index only along the edited block's path, and per-block subscriptions.
 * - select and undo: the same per-edit re-index and selector run, plus mounting the side panel's
 *   fields on select; the tooltip on the Undo button (rc-trigger) also shows up in undo's profile.
 * - drag: @dnd-kit's signals and collision checks over the mounted drop targets, then Puck's move.
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

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(base) {
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

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const round = (n) => Math.round(n * 10) / 10;

/**
 * The built server on a fresh data directory and Chromium signed in as its admin, for the editor
 * benchmarks; `stop` ends both and removes the data.
 */
export async function startSignedIn() {
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
  const stop = async () => {
    await browser.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/login`);
    await page.getByTestId('login-company').fill('demo');
    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/system\/web_manage$/);
    return { base, page, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A new website with one page holding `document`, made through the API from the signed-in page
 * as the admin app would; answers their ids.
 */
export function websiteWithPage(page, websiteName, pageName, document) {
  return page.evaluate(
    async ({ websiteName, pageName, document }) => {
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
        name: websiteName,
        flag_code: 'US',
        default_language: 'en',
      });
      const created = await call('POST', '/api/website/page-detail', {
        website_id: site.website_id,
        page_name: pageName,
      });
      await call('POST', '/api/website/save-page-element', {
        id: created.id,
        version: created.version,
        document,
      });
      return { websiteId: site.website_id, pageId: created.id };
    },
    { websiteName, pageName, document },
  );
}

export async function measurePageEditor() {
  if (!existsSync(join(root, 'apps/server/dist/server.js'))) return { skipped: 'run npm run build first' };
  const { base, page, stop } = await startSignedIn();
  try {
    const ids = await websiteWithPage(page, 'Bench editor', 'Big', bigDocument());

    const frame = () => page.frameLocator('[data-testid="editor-canvas"] iframe');
    const url = `${base}/page_edit/${ids.pageId}/${ids.websiteId}`;

    // Open: from navigation until the last block is drawn on the canvas (editor chunk cached, as
    // an operator switching pages has it).
    await page.goto(url);
    await frame().getByText(`Paragraph 1.${PER_SECTION} of the page.`, { exact: true }).waitFor();
    const opens = [];
    const chromes = [];
    for (let i = 0; i < 3; i++) {
      const start = Date.now();
      await page.goto(url);
      await page.getByTestId('editor-undo').waitFor();
      chromes.push(Date.now() - start);
      await frame().getByText(`Paragraph 1.${PER_SECTION} of the page.`, { exact: true }).waitFor();
      opens.push(Date.now() - start);
    }
    const openMs = percentile(opens, 50);
    const chromeMs = percentile(chromes, 50);

    // In-page clocks: the last pointer press on the editor or its canvas, and the first moment a
    // watched change shows; the figures below are the time between the two, without the test
    // driver's own round trips (those are in the wall-clock samples).
    await page.evaluate(() => {
      const frameEl = document.querySelector('[data-testid="editor-canvas"] iframe');
      const now = () => performance.timeOrigin + performance.now();
      window.__benchPress = 0;
      for (const doc of [document, frameEl.contentDocument])
        doc.addEventListener('pointerdown', () => (window.__benchPress = now()), true);
      window.__benchWatch = (root, done) => {
        window.__benchSeen = null;
        const observer = new MutationObserver(() => {
          if (!done()) return;
          window.__benchSeen = now();
          observer.disconnect();
        });
        observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      };
    });
    // The canvas mounts only the sections near its visible part: scroll as an operator would until
    // the wanted one is there (not timed).
    const scrollCanvasTo = async (id) => {
      for (let i = 0; i < 60; i++) {
        const found = await page.evaluate((blockId) => {
          const win = document.querySelector('[data-testid="editor-canvas"] iframe').contentWindow;
          const el = win.document.querySelector(`[data-puck-component="${blockId}"]`);
          if (el) {
            el.scrollIntoView({ block: 'center' });
            return true;
          }
          const sections = [...win.document.querySelectorAll('[data-puck-component^="s-"]')].map((e) =>
            Number(e.getAttribute('data-puck-component').slice(2)),
          );
          const wanted = Number(blockId.slice(2));
          win.scrollBy(0, (wanted < Math.min(...sections) ? -1 : 1) * win.innerHeight);
          return false;
        }, id);
        if (found) return page.waitForTimeout(100);
        await page.waitForTimeout(50);
      }
      throw new Error(`${id} never came into the canvas`);
    };
    const pressToSeen = () => page.evaluate(() => window.__benchSeen - window.__benchPress);

    // Select: click a heading until its field holds its text.
    const selects = [];
    const selectsWall = [];
    for (const s of [3, 20, 37, 5, 12]) {
      await page.evaluate((text) => {
        const panel = document.querySelector('[data-testid="editor-fields"]');
        window.__benchWatch(panel, () => panel.querySelector(`input[name="text"][value="${text}"]`));
      }, `Section ${s}`);
      await scrollCanvasTo(`s-${s}`);
      const start = Date.now();
      await frame().getByText(`Section ${s}`, { exact: true }).click();
      await page
        .locator('[data-testid="editor-fields"] input[name="text"]')
        .and(page.locator(`[value="Section ${s}"]`))
        .waitFor();
      selectsWall.push(Date.now() - start);
      selects.push(await pressToSeen());
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
    let undoWallMs = null;
    {
      await page.evaluate(() => {
        const doc = document.querySelector('[data-testid="editor-canvas"] iframe').contentDocument;
        window.__benchWatch(doc.body, () => true);
      });
      const start = Date.now();
      await page.getByTestId('editor-undo').click();
      await page.waitForFunction(
        (length) =>
          document.querySelector('[data-testid="editor-canvas"] iframe').contentDocument.body.innerText
            .length !== length,
        before,
      );
      undoWallMs = Date.now() - start;
      undoMs = await pressToSeen();
    }

    // Drag: section 1 pressed on its own padding (not on a block inside it), held past Puck's
    // activation delay, carried in small steps to the gap below section 2 and dropped; timed from the
    // drop until the page's top level holds section 2 before section 1.
    let dragMs = null;
    const rootOrder = () =>
      page.evaluate(() =>
        [
          ...document
            .querySelector('[data-testid="editor-canvas"] iframe')
            .contentDocument.querySelectorAll(
              '[data-puck-dropzone="root:default-zone"] > [data-puck-component]',
            ),
        ]
          .slice(0, 3)
          .map((el) => el.getAttribute('data-puck-component')),
      );
    try {
      await page.keyboard.press('Escape');
      await scrollCanvasTo('s-1');
      // Page coordinates of a point whose topmost block is the section itself, and of the gap
      // between sections 2 and 3.
      const points = await page.evaluate(() => {
        const frameEl = document.querySelector('[data-testid="editor-canvas"] iframe');
        const doc = frameEl.contentDocument;
        const offset = frameEl.getBoundingClientRect();
        const section = (id) => doc.querySelector(`[data-puck-component="${id}"]`);
        section('s-1').scrollIntoView({ block: 'start' });
        const r = section('s-1').getBoundingClientRect();
        let grab = null;
        for (let y = r.top + 2; y < r.bottom && !grab; y += 4)
          for (let x = r.left + 2; x < r.right && !grab; x += 8) {
            const hit = doc.elementFromPoint(x, y)?.closest('[data-puck-component]');
            if (hit?.getAttribute('data-puck-component') === 's-1') grab = { x, y };
          }
        const r2 = section('s-2').getBoundingClientRect();
        const r3 = section('s-3').getBoundingClientRect();
        return grab
          ? {
              from: { x: offset.left + grab.x, y: offset.top + grab.y },
              to: { x: offset.left + grab.x, y: offset.top + (r2.bottom + r3.top) / 2 },
            }
          : null;
      });
      if (points) {
        const { from, to } = points;
        await page.mouse.move(from.x, from.y);
        await page.mouse.down();
        await page.waitForTimeout(300);
        const steps = 25;
        for (let i = 1; i <= steps; i++) {
          await page.mouse.move(from.x, from.y + ((to.y - from.y) * i) / steps);
          await page.waitForTimeout(30);
        }
        await page.waitForTimeout(300);
        const start = Date.now();
        await page.mouse.up();
        await page.waitForFunction(
          () => {
            const doc = document.querySelector('[data-testid="editor-canvas"] iframe').contentDocument;
            const ids = [
              ...doc.querySelectorAll('[data-puck-dropzone="root:default-zone"] > [data-puck-component]'),
            ].map((el) => el.getAttribute('data-puck-component'));
            return ids.indexOf('s-2') >= 0 && ids.indexOf('s-2') < ids.indexOf('s-1');
          },
          null,
          { timeout: 3000, polling: 'raf' },
        );
        dragMs = Date.now() - start;
      }
    } catch (error) {
      console.error('drag not measured:', error.message.split('\n')[0], await rootOrder());
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
      samples: {
        opens,
        selects: selects.map(round),
        selectsWall,
        keystrokes: keystrokes.map(round),
        undoWallMs,
      },
    };
  } finally {
    await stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = await measurePageEditor();
  console.log(JSON.stringify(result, null, 2));
}
