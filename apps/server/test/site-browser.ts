import type { AddressInfo } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { expect } from 'vitest';
import { type ApiTest, body, send } from './helper.ts';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Publishes the test's website, serves the app on a free port and opens Debian's Chromium with
 * the website's host name pointed at it: answers the browser and the site's origin, as a
 * visitor would type it.
 */
export async function publishAndOpenSite(
  t: ApiTest,
  slug: string,
): Promise<{ browser: Browser; origin: string }> {
  expect(
    body(
      await send(t.app, t.admin, 'POST', '/api/website/publish-website', { id: t.site, website_page_id: 0 }),
    ).code,
  ).toBe(0);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const port = (t.app.server.address() as AddressInfo).port;
  const host = `${slug}.${t.config.siteDomainSuffix}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${host} 127.0.0.1`],
  });
  return { browser, origin: `http://${host}:${port}` };
}
