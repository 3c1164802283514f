import { Writable } from 'node:stream';
import { COOKIES, errors, type Website, type WebsiteList } from '@sitewright/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, body, buildTestApp, call, loginAdmin, type TestApp } from '../test/helper.ts';

const PUBLIC = 'https://build.example.com';
let t: TestApp;
let token: string;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await buildTestApp({ env: { PUBLIC_BASE_URL: PUBLIC, LOG_LEVEL: 'info' }, deps: { logStream } });
  token = (await loginAdmin(t.app)).token;
});
afterAll(() => t.close());

const site = { name: 'Csrf Probe', flag_code: 'US', default_language: 'en' };

async function siteCount(): Promise<number> {
  return body<WebsiteList>(await call(t.app, token, 'GET', '/api/website/website-list?page_size=999')).data
    .total;
}

describe('GET /healthz', () => {
  it('answers exactly {"status":"ok"}', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"status":"ok"}');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('security headers', () => {
  it('forbid framing and content sniffing on API answers and errors alike', async () => {
    for (const url of ['/healthz', '/api/website/no-such-call', '/api/user/info']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['content-security-policy'], url).toBe("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });
});

describe('envelope', () => {
  it('answers an unknown /api route with a 404 envelope, in the caller’s language', async () => {
    const response = await call(t.app, token, 'GET', '/api/website/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ code: 404, message: errors.NOT_FOUND.en, data: null });
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/nothing/here',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(body(zh)).toEqual({ code: 404, message: errors.NOT_FOUND.zh, data: null });
  });

  it('answers an unsupported body type with a 400 envelope', async () => {
    const response = await call(t.app, token, 'POST', '/api/website/website-add', {
      headers: { 'content-type': 'application/xml' },
      payload: '<site/>',
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 400, data: null });
  });
});

describe('sessions over https', () => {
  it('marks both cookies Secure when PUBLIC_BASE_URL is https', async () => {
    const { response } = await loginAdmin(t.app);
    const cookies = response.headers['set-cookie'] as string[];
    expect(cookies.find((c) => c.startsWith(`${COOKIES.token}=`))).toMatch(/; Secure/);
    expect(cookies.find((c) => c.startsWith(`${COOKIES.company}=`))).toMatch(/; Secure/);
  });
});

describe('CSRF', () => {
  const cookies = () => ({ [COOKIES.token]: token });
  const xhr = { 'x-requested-with': 'XMLHttpRequest' };

  it('refuses a cookie-authenticated write without X-Requested-With, and changes nothing', async () => {
    const before = await siteCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/website/website-add',
      cookies: cookies(),
      headers: { origin: PUBLIC },
      payload: site,
    });
    expect(response.statusCode).toBe(403);
    expect(body(response)).toEqual({ code: 403, message: errors.FORBIDDEN.en, data: null });
    expect(await siteCount()).toBe(before);
  });

  it('refuses a cookie-authenticated write from a foreign or missing Origin', async () => {
    const before = await siteCount();
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const headers: Record<string, string> = { ...xhr, host: 'build.example.com' };
      if (origin) headers.origin = origin;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/website/website-add',
        cookies: cookies(),
        headers,
        payload: site,
      });
      expect(response.statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['PUT', '/api/website/website-edit'],
      ['DELETE', '/api/website/website-del?website_id=1'],
      ['POST', '/api/user/logout'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        cookies: cookies(),
        headers: { ...xhr, origin: 'https://evil.example' },
        payload: method === 'PUT' ? { website_id: 1, name: 'x' } : undefined,
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await siteCount()).toBe(before);
    // The session survived the forged logout.
    expect((await call(t.app, token, 'GET', '/api/user/info')).statusCode).toBe(200);
  });

  it('accepts a cookie-authenticated write from the request’s own host or from PUBLIC_BASE_URL', async () => {
    const ownHost = await t.app.inject({
      method: 'POST',
      url: '/api/website/website-add',
      cookies: cookies(),
      headers: { ...xhr, host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
      payload: site,
    });
    expect(body<Website>(ownHost).code).toBe(0);
    const viaProxy = await t.app.inject({
      method: 'POST',
      url: '/api/website/website-add',
      cookies: cookies(),
      headers: { ...xhr, host: 'internal:3000', origin: PUBLIC },
      payload: site,
    });
    expect(body<Website>(viaProxy).code).toBe(0);
  });

  it('lets reads through with the cookie alone', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user/info', cookies: cookies() });
    expect(response.statusCode).toBe(200);
  });

  it('lets an API client with X-Token write without browser headers', async () => {
    const response = await call(t.app, token, 'POST', '/api/website/website-add', { payload: site });
    expect(body(response).code).toBe(0);
  });

  it('checks a browser’s login request too', async () => {
    const credentials = { companyId: 'demo', username: 'admin', password: ADMIN_PASSWORD };
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...xhr, origin: 'https://evil.example' },
      payload: credentials,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();

    const noMarker = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { origin: PUBLIC },
      payload: credentials,
    });
    expect(noMarker.statusCode).toBe(403);

    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { ...xhr, origin: PUBLIC },
      payload: credentials,
    });
    expect(body(sameOrigin).code).toBe(0);

    // Scripts and curl send no Origin and are not browsers.
    const script = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: credentials });
    expect(body(script).code).toBe(0);
  });
});

describe('request log', () => {
  it('writes one line per request and never a password or token', async () => {
    const marker = `/api/user/info?probe=${Date.now()}`;
    await call(t.app, token, 'GET', marker, { cookies: { [COOKIES.token]: token } });
    await loginAdmin(t.app);
    const lines = logLines.filter((l) => l.includes(marker));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ method: 'GET', url: marker, status: 200 });
    const all = logLines.join('\n');
    expect(all).not.toContain(token);
    expect(all).not.toContain(ADMIN_PASSWORD);
  });
});

describe('server errors', () => {
  // Last in the file: it breaks the database on purpose.
  it('answers 500 without details and logs the cause', async () => {
    await t.app.db.execute(sql`drop table messages`);
    const response = await call(t.app, token, 'GET', '/api/website/message-count');
    expect(response.statusCode).toBe(500);
    expect(body(response)).toEqual({ code: 500, message: errors.INTERNAL.en, data: null });
    expect(response.body).not.toMatch(/messages|relation|select/i);
    expect(logLines.some((l) => l.includes('"level":50') && l.includes('messages'))).toBe(true);
  });
});
