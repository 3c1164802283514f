import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AnalyticsSettingsInput } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupApiTest } from '../../../test/helper.ts';
import { publishAndOpenSite } from '../../../test/site-browser.ts';
import { websitePlugins, websites } from '../../db/schema.ts';

/**
 * The analytics plugin in a real browser: the script from the configured origin loads and sends
 * its event under the published site's CSP, while anything the script tries with another origin
 * (a second script, a request) is refused by the browser.
 */
const t = setupApiTest({
  site: { name: 'Counted Visits', template_id: 'corporate' },
  dataDir: 'sw-analytics-',
});

let browser: Browser;
let origin = '';
const servers: Server[] = [];
/** What the analytics service received: its script's downloads, events and CSP violation reports. */
const analytics = { scripts: 0, events: [] as string[], violations: [] as string[] };
/** Every request another origin received (none may arrive). */
const elsewhere: string[] = [];

async function listen(handler: RequestListener): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A Plausible-like script: one event to its own origin, and two attempts at another origin. */
const script = (own: string, other: string) => `
(function () {
  var domain = document.currentScript.getAttribute('data-domain');
  document.addEventListener('securitypolicyviolation', function (e) {
    fetch('${own}/api/violation', { method: 'POST', mode: 'no-cors', body: e.effectiveDirective + ' ' + e.blockedURI });
  });
  fetch('${own}/api/event', { method: 'POST', mode: 'no-cors', body: JSON.stringify({ n: 'pageview', d: domain, u: location.pathname }) });
  var s = document.createElement('script');
  s.src = '${other}/other.js';
  document.head.appendChild(s);
  fetch('${other}/collect', { method: 'POST', mode: 'no-cors', body: 'x' }).catch(function () {});
})();
`;

beforeAll(async () => {
  const other = await listen((req, res) => {
    elsewhere.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end('window.otherRan = true;');
  });
  let own = '';
  own = await listen((req, res) => {
    if (req.url === '/js/script.js') {
      analytics.scripts++;
      res.writeHead(200, { 'content-type': 'text/javascript' });
      res.end(script(own, other));
      return;
    }
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk;
    });
    req.on('end', () => {
      if (req.url === '/api/event') analytics.events.push(text);
      if (req.url === '/api/violation') analytics.violations.push(text);
      res.writeHead(202, { 'access-control-allow-origin': '*' });
      res.end();
    });
  });
  const [site] = await t.app.db.select().from(websites).where(eq(websites.id, t.site));
  await t.app.db.insert(websitePlugins).values({
    companyId: site?.companyId ?? 0,
    websiteId: t.site,
    plugin: 'analytics',
    enabled: true,
    settings: AnalyticsSettingsInput.parse({
      provider: 'plausible',
      script_url: `${own}/js/script.js`,
      site_id: 'counted.example.com',
    }),
  });
  ({ browser, origin } = await publishAndOpenSite(t, site?.slug ?? ''));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  for (const server of servers) server.close();
});

async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
}

describe('the analytics script in the browser', () => {
  it('loads from its origin and counts the visit; another origin gets nothing', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await until(() => analytics.events.length > 0 && analytics.violations.length >= 2);
    expect(analytics.scripts).toBe(1);
    expect(analytics.events.map((e) => JSON.parse(e))).toEqual([
      { n: 'pageview', d: 'counted.example.com', u: '/' },
    ]);
    expect(analytics.violations).toHaveLength(2);
    expect(analytics.violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^connect-src http:\/\/127\.0\.0\.1:\d+\/collect$/),
        expect.stringMatching(/^script-src-elem http:\/\/127\.0\.0\.1:\d+\/other\.js$/),
      ]),
    );
    expect(await page.evaluate(() => (globalThis as { otherRan?: boolean }).otherRan)).toBeUndefined();
    expect(elsewhere).toEqual([]);
    await context.close();
  }, 60_000);
});
