import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBlocksHtml } from './render.tsx';
import { sampleContext } from './samples.ts';
import { type XssPayload, xssCorpus } from './xss-corpus.ts';

/**
 * Judges the rich-text filter by what Chromium does with its output: every payload of the corpora,
 * filtered, is served the way a site serves rich text, and nothing may run, call out or keep a
 * script address. The same payloads unfiltered are the control that proves the probes see
 * execution at all.
 */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PER_PAGE = 40;
/** Time for timers, image errors and CSP reports to land after the page has loaded. */
const SETTLE_MS = 300;

/**
 * Installed in every frame before any of the page's own script: each way a payload could show it
 * ran reports to the test through the `__swHit` binding, which outlives navigation and
 * document.write. Browser-side code is a string, so this package's type checking stays free of
 * DOM types.
 */
const HOOKS = `(() => {
  const hit = (name, detail) => {
    try { window.__swHit(name, String(detail).slice(0, 120)); } catch {}
  };
  for (const name of ['alert', 'confirm', 'prompt', 'print', 'open']) {
    window[name] = function (detail) { hit(name, detail); return null; };
  }
  window.fetch = function (url) { hit('fetch', url); return Promise.reject(new TypeError('blocked')); };
  XMLHttpRequest.prototype.open = function (method, url) { hit('XMLHttpRequest', url); };
  XMLHttpRequest.prototype.send = function () { hit('XMLHttpRequest.send', ''); };
  navigator.sendBeacon = function (url) { hit('sendBeacon', url); return false; };
  window.WebSocket = function (url) { hit('WebSocket', url); throw new Error('blocked'); };
  // Playwright's own evaluations go through the page's eval; its UtilityScript frame tells them apart.
  const harness = () => /UtilityScript/.test(new Error().stack);
  const realEval = window.eval;
  const RealFunction = Function;
  window.eval = function (code) {
    if (harness()) return realEval(code);
    hit('eval', code);
  };
  const HookedFunction = function (...args) {
    if (harness()) return RealFunction(...args);
    hit('Function', args.join(', '));
    return () => {};
  };
  window.Function = HookedFunction;
  // [].constructor.constructor('…') reaches Function without naming it.
  Object.defineProperty(Function.prototype, 'constructor', { value: HookedFunction });
  for (const name of ['setTimeout', 'setInterval']) {
    const real = window[name];
    window[name] = function (code, ...rest) {
      if (typeof code === 'string') { hit(name, code); return 0; }
      return real.call(window, code, ...rest);
    };
  }
  document.write = function (...html) { hit('document.write', html.join('')); };
  document.writeln = document.write;
})();`;

/**
 * Fires the events payloads hang on, waits for timers, then lists addresses a click would run:
 * javascript:, vbscript: and data:text/html in any attribute (text-only title and alt aside),
 * read after the browser decoded them and with the whitespace and controls it ignores removed.
 */
const POKE = `(async () => {
  for (const el of document.querySelectorAll('*')) {
    for (const type of ['mouseover', 'mouseenter', 'mousedown', 'click', 'focus', 'animationstart', 'load', 'error']) {
      el.dispatchEvent(new Event(type, { bubbles: true }));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, ${SETTLE_MS}));
  const scriptAddresses = [];
  for (const el of document.querySelectorAll('*')) {
    for (const { name, value } of el.attributes) {
      if (name === 'title' || name === 'alt') continue;
      const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20).join('').toLowerCase();
      if (/javascript:|vbscript:|data:text\\/html/.test(squeezed)) {
        scriptAddresses.push(el.tagName.toLowerCase() + ' ' + name + '=' + value.slice(0, 80));
      }
    }
  }
  const images = [...document.images].map((img) => img.src).filter(Boolean);
  return { scriptAddresses, images };
})()`;

interface Finding {
  payload: string;
  kind: 'ran' | 'csp' | 'request' | 'address';
  detail: string;
}

interface Served {
  html: string;
  payloads: XssPayload[];
}

/**
 * Serves test pages with a report-only policy that forbids every script, plugin, frame, font,
 * connection and form (images and inline style are what rich text may hold), and records both
 * the violation reports and any request that is not a page.
 */
class PayloadServer {
  readonly pages = new Map<string, Served>();
  readonly reports: { page: string; directive: string; blocked: string }[] = [];
  readonly stray: string[] = [];
  private server!: Server;
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const url = req.url ?? '/';
      if (req.method === 'POST' && url === '/csp-report') {
        let body = '';
        req.on('data', (chunk) => {
          body += chunk;
        });
        req.on('end', () => {
          const report = (JSON.parse(body || '{}') as { 'csp-report'?: Record<string, string> })[
            'csp-report'
          ];
          this.reports.push({
            page: new URL(report?.['document-uri'] ?? '/', this.origin).pathname,
            directive: report?.['violated-directive'] ?? '',
            blocked: report?.['blocked-uri'] ?? '',
          });
          res.writeHead(204).end();
        });
        return;
      }
      const served = this.pages.get(url);
      if (req.method === 'GET' && served) {
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy-report-only':
            "default-src 'none'; img-src * data:; style-src 'unsafe-inline'; form-action 'none'; " +
            "base-uri 'none'; frame-ancestors 'none'; report-uri /csp-report",
        });
        res.end(served.html);
        return;
      }
      // Chromium asks for a favicon on its own; anything else reaching here came from content.
      if (url !== '/favicon.ico') this.stray.push(`${req.method} ${url}`);
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A payload as visitors get it: saved in a rich-text block, which filters it, and rendered by the
 * block's own view, the one the publisher uses.
 */
function filteredBlock(payload: string): string {
  return renderBlocksHtml(
    { version: 1, blocks: [{ id: 'r', type: 'rich-text', props: { html: payload } }] },
    sampleContext(),
  );
}

/** The same payload with no filter, in the markup the rich-text view wraps around it. */
function unfilteredBlock(payload: string): string {
  return `<div class="sw-page"><main class="sw-main"><div class="sw-block sw-rich-text">${payload}</div></main></div>`;
}

function pageHtml(bodies: string[], payloads: XssPayload[]): string {
  // Each payload sits in its own container.
  const blocks = bodies.map((body, i) => `<div data-payload="${i}">${body}</div>`);
  const names = payloads.map((p) => p.name).join(', ');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${names.replace(/[<&]/g, '')}</title></head><body>${blocks.join('')}</body></html>`;
}

/**
 * Renders the payloads, PER_PAGE to a page, each as `prepare` turns it, and reports everything that
 * shows execution or a request leaving the page. Images the filtered markup keeps (`<img src>` in
 * the whitelist) are the only requests allowed; they are answered with a network error so that
 * `onerror` payloads get their chance.
 */
async function render(
  browser: Browser,
  server: PayloadServer,
  payloads: XssPayload[],
  prepare: (html: string) => string,
  perPage = PER_PAGE,
): Promise<Finding[]> {
  const context: BrowserContext = await browser.newContext();
  const findings: Finding[] = [];
  const pageOf = new Map<Page, string>();
  const label = (path: string) =>
    server.pages
      .get(path)
      ?.payloads.map((p) => p.name)
      .join(' | ') ?? path;
  await context.exposeBinding('__swHit', (source, name: string, detail: string) => {
    findings.push({ payload: pageOf.get(source.page) ?? '?', kind: 'ran', detail: `${name}(${detail})` });
  });
  await context.addInitScript({ content: HOOKS });
  const mine = new Set<string>();
  try {
    for (let start = 0; start < payloads.length; start += perPage) {
      const batch = payloads.slice(start, start + perPage);
      const path = `/page/${server.pages.size}`;
      mine.add(path);
      server.pages.set(path, {
        html: pageHtml(
          batch.map((p) => prepare(p.payload)),
          batch,
        ),
        payloads: batch,
      });
      const page = await context.newPage();
      pageOf.set(page, label(path));
      const pageUrl = `${server.origin}${path}`;
      const requested: { url: string; type: string }[] = [];
      await page.route('**', (route, request) => {
        const url = request.url();
        if (url === pageUrl || url === `${server.origin}/csp-report`) return route.continue();
        requested.push({ url, type: request.resourceType() });
        return route.abort();
      });
      page.on('websocket', (ws) => requested.push({ url: ws.url(), type: 'websocket' }));
      page.on('dialog', (dialog) => dialog.dismiss().catch(() => {}));
      let images: string[] = [];
      try {
        await page.goto(pageUrl, { waitUntil: 'load', timeout: 10_000 });
        const seen = await page.evaluate<{ scriptAddresses: string[]; images: string[] }>(POKE);
        images = seen.images;
        for (const address of seen.scriptAddresses) {
          findings.push({ payload: label(path), kind: 'address', detail: address });
        }
      } catch (error) {
        // A payload that navigates or rewrites the document ends the probe; what it ran is recorded.
        findings.push({
          payload: label(path),
          kind: 'ran',
          detail: `page ended early: ${String(error).slice(0, 80)}`,
        });
      }
      await page.waitForTimeout(100);
      const allowedImages = new Set(images);
      for (const r of requested) {
        if (r.type === 'image' && allowedImages.has(r.url)) continue;
        findings.push({ payload: label(path), kind: 'request', detail: `${r.type} ${r.url}` });
      }
      await page.close();
    }
    // Late CSP reports and stray requests are matched to their page by address.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    for (const report of server.reports.splice(0)) {
      // A straggler from an earlier run's page belongs to that run.
      if (report.page.startsWith('/page/') && !mine.has(report.page)) continue;
      findings.push({
        payload: label(report.page),
        kind: 'csp',
        detail: `${report.directive} ${report.blocked}`,
      });
    }
    for (const stray of server.stray.splice(0)) {
      findings.push({ payload: '?', kind: 'request', detail: `reached the server: ${stray}` });
    }
  } finally {
    await context.close();
  }
  return findings;
}

// Needs Debian's Chromium; npm test installs it (or says how) before the unit tests run.
describe.skipIf(!existsSync(CHROMIUM))('the rich-text filter in Chromium', () => {
  const corpus = xssCorpus();
  let browser: Browser;
  const server = new PayloadServer();

  beforeAll(async () => {
    await server.start();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server.stop();
  });

  it('sees the unfiltered payloads run, call out and break the policy, so a zero below means something', async () => {
    const findings = await render(browser, server, corpus, unfilteredBlock);
    const ran = findings.filter((f) => f.kind === 'ran');
    console.info(
      `control, ${corpus.length} unfiltered payloads: ${ran.length} executions, ` +
        `${findings.filter((f) => f.kind === 'csp').length} CSP reports, ` +
        `${findings.filter((f) => f.kind === 'request').length} outbound requests, ` +
        `${findings.filter((f) => f.kind === 'address').length} script addresses`,
    );
    expect(ran.filter((f) => /^(alert|prompt|confirm|print)\(/.test(f.detail)).length).toBeGreaterThan(20);
    expect(findings.filter((f) => f.kind === 'csp').length).toBeGreaterThan(20);
    expect(findings.filter((f) => f.kind === 'request').length).toBeGreaterThan(0);
    expect(findings.filter((f) => f.kind === 'address').length).toBeGreaterThan(0);
  }, 120_000);

  it(`runs nothing, calls nothing and keeps no script address from any of the filtered payloads`, async () => {
    const findings = await render(browser, server, corpus, filteredBlock);
    console.info(`filtered, ${corpus.length} payloads: ${findings.length} findings`);
    if (findings.length > 0) {
      // The first failing page rendered again one payload to a page, so the report names the culprits.
      const firstPage = (findings.find((f) => f.payload !== '?') ?? findings[0])?.payload.split(' | ') ?? [];
      const suspects = corpus.filter((p) => firstPage.includes(p.name));
      const alone = await render(browser, server, suspects, filteredBlock, 1);
      expect(alone.length > 0 ? alone : findings).toEqual([]);
    }
    expect(findings).toEqual([]);
  }, 120_000);
});
