import { DEFAULT_THEME, themeCss } from '@sitewright/blocks';
import { PAGE_HTML_DOWNLOAD_PATH } from '@sitewright/contract';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildTestApp,
  call,
  fieldPaths,
  login,
  loginAdmin,
  signInRival,
  type TestApp,
} from '../../../test/helper.ts';

let t: TestApp;
let token: string;
let pageId: number;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await loginAdmin(t.app)).token;
  const sites = body<{ list: { website_id: number; name: string }[] }>(
    await call(t.app, token, 'GET', '/api/website/website-list?page_size=999'),
  ).data.list;
  const siteId = sites.find((s) => s.name === 'Demo Website')?.website_id ?? 0;
  const created = body<{ id: number }>(
    await call(t.app, token, 'POST', '/api/website/page-detail', {
      payload: { website_id: siteId, page_name: 'About us', path_segment: 'about-us' },
    }),
  ).data;
  pageId = created.id;
  const saved = await call(t.app, token, 'POST', '/api/website/save-page-element', {
    payload: {
      id: pageId,
      version: 1,
      document: {
        version: 1,
        blocks: [
          { id: 'h', type: 'heading', props: { text: 'Who we are', level: 1 } },
          { id: 'r', type: 'rich-text', props: { html: '<p>Since <strong>1998</strong>.</p>' } },
        ],
      },
    },
  });
  expect(body(saved).code).toBe(0);
  const settings = body<{ version: number }>(
    await call(t.app, token, 'GET', `/api/website/page-set?id=${pageId}`),
  ).data;
  await call(t.app, token, 'POST', '/api/website/page-set', {
    payload: { id: pageId, version: settings.version, seo_title: 'About Demo', description: 'Our story' },
  });
});
afterAll(() => t.close());

describe('GET page-html/download', () => {
  it('answers the page as a standalone, script-free HTML file named after its path', async () => {
    const response = await call(t.app, token, 'GET', `${PAGE_HTML_DOWNLOAD_PATH}?id=${pageId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="about-us.html"');
    const html = response.body;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>About Demo</title>');
    expect(html).toContain('<meta name="description" content="Our story">');
    expect(html).toContain('Who we are');
    expect(html).toContain('<strong>1998</strong>');
    expect(html).toContain('<style>');
    expect(html).not.toContain('<script');
    // Well-formed enough for a browser to read it the same way.
    const document = parse(html);
    expect(document.childNodes.some((n) => n.nodeName === 'html')).toBe(true);
  });

  it("styles the file with the website's theme", async () => {
    const page = body<{ website_id: number }>(
      await call(t.app, token, 'GET', `/api/website/page-detail?id=${pageId}`),
    );
    const edited = await call(t.app, token, 'PUT', '/api/website/website-edit', {
      payload: {
        website_id: page.data.website_id,
        theme: { palette: 'forest', fontPair: 'classic', animation: 'fade' },
      },
    });
    expect(body<{ theme: unknown }>(edited).data.theme).toEqual({
      palette: 'forest',
      fontPair: 'classic',
      animation: 'fade',
    });
    const html = (await call(t.app, token, 'GET', `${PAGE_HTML_DOWNLOAD_PATH}?id=${pageId}`)).body;
    expect(html).toContain(themeCss({ palette: 'forest', fontPair: 'classic', animation: 'fade' }));
    expect(html).not.toContain(themeCss(DEFAULT_THEME));
  });

  it('refuses a theme id the product does not have, naming the field', async () => {
    const page = body<{ website_id: number }>(
      await call(t.app, token, 'GET', `/api/website/page-detail?id=${pageId}`),
    );
    const refused = await call(t.app, token, 'PUT', '/api/website/website-edit', {
      payload: {
        website_id: page.data.website_id,
        theme: { palette: 'neon', fontPair: 'classic', animation: 'fade' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldPaths(refused)).toContain('theme.palette');
  });

  it("refuses another company's page with 1105 and a missing id naming the field", async () => {
    const rival = await signInRival(t.app);
    const foreign = await call(t.app, rival, 'GET', `${PAGE_HTML_DOWNLOAD_PATH}?id=${pageId}`);
    expect(foreign.statusCode).toBe(403);
    expect(body(foreign).code).toBe(1105);
    const missing = await call(t.app, token, 'GET', PAGE_HTML_DOWNLOAD_PATH);
    expect(body(missing).code).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${PAGE_HTML_DOWNLOAD_PATH}?id=${pageId}` });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /preview', () => {
  it("shows a signed-in operator the page's current draft, never cached", async () => {
    const response = await call(t.app, token, 'GET', `/preview?id=${pageId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('Who we are');
    expect(response.body).not.toContain('<script');
  });

  it('sends a visitor without a session to sign in, and back afterwards', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/preview?id=${pageId}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/login?redirect=${encodeURIComponent(`/preview?id=${pageId}`)}`);
  });

  it("shows another company's operator nothing of the page", async () => {
    const rival = (await login(t.app, { companyId: 'rival', username: 'boss', password: 'rival-password' }))
      .token;
    const response = await call(t.app, rival, 'GET', `/preview?id=${pageId}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Who we are');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('shares a signed, expiring link that works without signing in, and refuses a tampered one', async () => {
    const link = body<{ url: string; expires_at: string }>(
      await call(t.app, token, 'POST', '/api/website/preview-link', { payload: { id: pageId } }),
    ).data;
    const url = new URL(link.url);
    expect(url.pathname).toBe('/preview');
    expect(new Date(link.expires_at).getTime()).toBeGreaterThan(Date.now() + 24 * 3600 * 1000);
    const shared = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(shared.statusCode).toBe(200);
    expect(shared.body).toContain('Who we are');
    expect(shared.headers['cache-control']).toBe('private, no-store');

    const longer = new URLSearchParams(url.search);
    longer.set('exp', String(Number(longer.get('exp')) + 3600));
    const tampered = await t.app.inject({ method: 'GET', url: `/preview?${longer}` });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.body).not.toContain('Who we are');

    const rival = (await login(t.app, { companyId: 'rival', username: 'boss', password: 'rival-password' }))
      .token;
    const foreign = await call(t.app, rival, 'POST', '/api/website/preview-link', {
      payload: { id: pageId },
    });
    expect(body(foreign).code).toBe(1105);
  });

  it('points the link at the address the back office was opened by when PUBLIC_BASE_URL is not set', async () => {
    // A phone on the office network scans the QR code: localhost would be the phone itself.
    const configured = body<{ url: string }>(
      await call(t.app, token, 'POST', '/api/website/preview-link', {
        payload: { id: pageId },
        headers: { host: '192.168.1.20:3000' },
      }),
    ).data;
    expect(new URL(configured.url).origin).toBe('http://localhost:3000');

    const bare = await buildTestApp({ env: { PUBLIC_BASE_URL: '' } });
    try {
      const admin = (await loginAdmin(bare.app)).token;
      const sites = body<{ list: { website_id: number }[] }>(
        await call(bare.app, admin, 'GET', '/api/website/website-list?page_size=999'),
      ).data.list;
      const page = body<{ id: number }>(
        await call(bare.app, admin, 'POST', '/api/website/page-detail', {
          payload: { website_id: sites[0]?.website_id, page_name: 'Menu', path_segment: 'menu' },
        }),
      ).data;
      const link = body<{ url: string }>(
        await call(bare.app, admin, 'POST', '/api/website/preview-link', {
          payload: { id: page.id },
          headers: { host: '192.168.1.20:3000' },
        }),
      ).data;
      const url = new URL(link.url);
      expect(url.origin).toBe('http://192.168.1.20:3000');
      const shared = await bare.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(shared.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  }, 120_000);
});
