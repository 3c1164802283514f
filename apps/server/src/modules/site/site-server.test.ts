import type { Website } from '@sitewright/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, buildTestApp, loginAdmin, send, type TestApp } from '../../../test/helper.ts';
import { loadCountryDatabase } from '../geo-redirect/index.ts';

/** 10.0.0.1 is the configured proxy; everyone else's X-Forwarded-For is ignored. */
const PROXY = '10.0.0.1';

let t: TestApp;
let token: string;
let site: Website;

/** Names that resolve here (127.0.0.1) unless they start with "elsewhere". */
const resolver = {
  resolve4: async (name: string) => [name.startsWith('elsewhere') ? '203.0.113.50' : '127.0.0.1'],
  resolve6: async () => [],
};

function visit(path: string, options: { ip?: string; forwardedFor?: string; host?: string } = {}) {
  return t.app.inject({
    method: 'GET',
    url: path,
    remoteAddress: options.ip ?? '198.51.100.7',
    headers: {
      host: options.host ?? site.fixed_domain,
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
  });
}

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  send(t.app, token, method, url, payload);

beforeAll(async () => {
  t = await buildTestApp({ env: { TRUST_PROXY: PROXY }, deps: { resolver } });
  token = (await loginAdmin(t.app)).token;
  const created = await api('POST', '/api/website/website-add', {
    name: 'Harbour Lights',
    flag_code: 'US',
    default_language: 'en',
    template_id: 'corporate',
  });
  site = body<Website>(created).data;
  expect(
    body(await api('POST', '/api/website/publish-website', { id: site.website_id, website_page_id: 0 })).code,
  ).toBe(0);
  await loadCountryDatabase();
});
afterAll(() => t.close());

describe('blocked IPs on the site', () => {
  it('refuses blocked addresses with 403 on the next request: IPv4, CIDR, IPv6 and the IPv4-mapped form', async () => {
    expect((await visit('/', { ip: '203.0.113.9' })).statusCode).toBe(200);
    expect(
      body(
        await api('POST', '/api/website/block_ip', {
          website_id: site.website_id,
          ip: '203.0.113.0/24',
          note: '',
        }),
      ).code,
    ).toBe(0);
    expect(
      body(
        await api('POST', '/api/website/block_ip', {
          website_id: site.website_id,
          ip: '2001:db8::/32',
          note: '',
        }),
      ).code,
    ).toBe(0);

    const blocked = await visit('/', { ip: '203.0.113.9' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.body).toContain('Access denied');
    expect(blocked.body).not.toContain('Harbour Lights');
    expect((await visit('/', { ip: '::ffff:203.0.113.200' })).statusCode).toBe(403);
    expect((await visit('/', { ip: '2001:db8:1::5' })).statusCode).toBe(403);
    expect((await visit('/', { ip: '203.0.114.1' })).statusCode).toBe(200);
    expect((await visit('/', { ip: '2001:db9::1' })).statusCode).toBe(200);
  });

  it('takes the visitor address from X-Forwarded-For only when a configured proxy sends it', async () => {
    expect((await visit('/', { ip: PROXY, forwardedFor: '203.0.113.9' })).statusCode).toBe(403);
    // From anyone else the header is the visitor's own claim, and cannot hide (or frame) an address.
    expect((await visit('/', { ip: '198.51.100.7', forwardedFor: '203.0.113.9' })).statusCode).toBe(200);
    expect((await visit('/', { ip: '203.0.113.9', forwardedFor: '198.51.100.7' })).statusCode).toBe(403);
  });
});

describe('page redirects on the site', () => {
  it('follows a rule on the next request and keeps the query string', async () => {
    const saved = await api('POST', '/api/website/redirect-rule', {
      website_id: site.website_id,
      source: '/old-about',
      target: '/about',
      status_code: 301,
    });
    expect(body(saved).code).toBe(0);
    const response = await visit('/old-about?ref=mail');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about?ref=mail');

    const prefix = await api('POST', '/api/website/redirect-rule', {
      website_id: site.website_id,
      source: '/legacy',
      match_kind: 'prefix',
      target: '/news',
      status_code: 302,
    });
    expect(body(prefix).code).toBe(0);
    const moved = await visit('/legacy/2019/launch');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/news/2019/launch');
  });
});

describe('redirects that hide a published page, and letter case', () => {
  it('warns before a redirect hides a published page and follows it only once confirmed', async () => {
    // Typed without its leading "/": taken as the path it can only mean.
    const rule = { website_id: site.website_id, source: 'careers', target: '/contact' };
    const warned = await api('POST', '/api/website/redirect-rule', rule);
    expect(warned.statusCode).toBe(409);
    expect(body(warned)).toMatchObject({
      code: 1319,
      data: { pages: [expect.objectContaining({ path: '/careers' })] },
    });
    expect((await visit('/careers')).statusCode).toBe(200);

    const confirmed = await api('POST', '/api/website/redirect-rule', { ...rule, confirm_live_page: true });
    expect(body(confirmed)).toMatchObject({ code: 0, data: { source: '/careers', ignore_case: false } });
    const response = await visit('/careers');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/contact');

    // A rule whose source is no page's address saves at once.
    const plain = await api('POST', '/api/website/redirect-rule', {
      website_id: site.website_id,
      source: 'old-careers',
      target: '/careers',
    });
    expect(body(plain)).toMatchObject({ code: 0, data: { source: '/old-careers' } });
  });

  it('matches a source whatever the letter case only when the rule asks for it', async () => {
    const insensitive = await api('POST', '/api/website/redirect-rule', {
      website_id: site.website_id,
      source: '/Spring-Offer',
      target: '/services',
      ignore_case: true,
    });
    expect(body(insensitive)).toMatchObject({ code: 0, data: { ignore_case: true } });
    for (const path of ['/Spring-Offer', '/spring-offer', '/SPRING-OFFER']) {
      const response = await visit(path);
      expect(response.statusCode, path).toBe(301);
      expect(response.headers.location).toBe('/services');
    }
    const sensitive = await api('POST', '/api/website/redirect-rule', {
      website_id: site.website_id,
      source: '/Winter-Offer',
      match_kind: 'prefix',
      target: '/services',
    });
    expect(body(sensitive).code).toBe(0);
    expect((await visit('/Winter-Offer/a')).statusCode).toBe(301);
    expect((await visit('/winter-offer/a')).statusCode).toBe(404);
    const prefix = await api('POST', '/api/website/redirect-rule', {
      website_id: site.website_id,
      source: '/Archive',
      match_kind: 'prefix',
      target: '/news',
      ignore_case: true,
    });
    expect(body(prefix).code).toBe(0);
    expect((await visit('/ARCHIVE/2019')).headers.location).toBe('/news/2019');
    const regex = await api('POST', '/api/website/redirect-rule', {
      website_id: site.website_id,
      source: '/item-(\\d+)',
      match_kind: 'regex',
      target: '/news',
      ignore_case: true,
    });
    expect(body(regex).code).toBe(0);
    expect((await visit('/ITEM-7')).statusCode).toBe(301);
  });
});

describe('geo-redirect rules on the site', () => {
  it('sends visitors of a country elsewhere, and only them; the country comes from the trusted proxy', async () => {
    const saved = await api('POST', '/api/website/geo-redirect-rules', {
      website_id: site.website_id,
      rules: [
        { countries: ['US'], target_kind: 'url', target: 'https://us.example.com/', mode: 'redirect' },
        { countries: ['CN'], target_kind: 'url', target: 'https://cn.example.com/', mode: 'suggest' },
      ],
    });
    expect(body(saved).code).toBe(0);

    const american = await visit('/', { ip: PROXY, forwardedFor: '8.8.8.8' });
    expect(american.statusCode).toBe(302);
    expect(american.headers.location).toBe('https://us.example.com/');

    const chinese = await visit('/', { ip: PROXY, forwardedFor: '1.0.1.1' });
    expect(chinese.statusCode).toBe(200);
    expect(chinese.body).toContain('href="https://cn.example.com/"');
    expect(chinese.headers['cache-control']).toBe('private, no-cache');

    // The same address claimed by an untrusted peer changes nothing.
    const spoofed = await visit('/', { ip: '198.51.100.7', forwardedFor: '8.8.8.8' });
    expect(spoofed.statusCode).toBe(200);
    expect(spoofed.body).not.toContain('cn.example.com');
  });
});

describe('bound domains', () => {
  it('serves the site at a bound domain once published, and never on a host nobody bound', async () => {
    const bind = await api('POST', '/api/website/change-website-host', {
      website_id: site.website_id,
      action: 'bind',
      domain: 'www.harbour-lights.test',
    });
    expect(body(bind).code).toBe(0);
    expect(
      body(await api('POST', '/api/website/publish-website', { id: site.website_id, website_page_id: 0 }))
        .code,
    ).toBe(0);
    const home = await visit('/', { host: 'www.harbour-lights.test' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('rel="canonical" href="http://www.harbour-lights.test/"');
    // A domain nobody bound is the back office's, not any website's.
    expect((await visit('/', { host: 'harbour-lights.test' })).body).not.toContain('Harbour Lights');
  });

  it('30205: refuses to publish while a bound domain points elsewhere', async () => {
    await api('POST', '/api/website/change-website-host', {
      website_id: site.website_id,
      action: 'bind',
      domain: 'elsewhere.harbour-lights.test',
    });
    const response = await api('POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: 0,
    });
    expect(body(response)).toMatchObject({ code: 30205, data: { domain: 'elsewhere.harbour-lights.test' } });
    await api('POST', '/api/website/change-website-host', {
      website_id: site.website_id,
      action: 'unbind',
      domain: 'elsewhere.harbour-lights.test',
    });
  });

  it('30206: refuses to publish when HTTPS is required and a bound domain has no certificate', async () => {
    await api('POST', '/api/website/change-website-host', {
      website_id: site.website_id,
      action: 'https',
      https_required: true,
    });
    const response = await api('POST', '/api/website/publish-website', {
      id: site.website_id,
      website_page_id: 0,
    });
    expect(body(response)).toMatchObject({
      code: 30206,
      data: { domain: 'www.harbour-lights.test', reason: 'missing' },
    });
    await api('POST', '/api/website/change-website-host', {
      website_id: site.website_id,
      action: 'https',
      https_required: false,
    });
  });
});
