import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isPublicAddress } from './ip-address.ts';
import { type HostResolver, type SafeFetchOptions, safeFetch } from './safe-fetch.ts';

/**
 * The guarded listener binds `::` without IPV6_V6ONLY, so it answers 127.0.0.1, every other
 * 127/8 address, 0.0.0.0, ::1, ::ffff:127.0.0.1 and this machine's own private addresses: any
 * connection a refused address form manages to make is counted here.
 */
let guarded: Server;
let guardedPort = 0;
let guardedConnections = 0;

/** Stands in for a public web server: reachable only because the tests permit 127.0.0.2. */
const PUBLIC_TEST_IP = '127.0.0.2';
let publicServer: Server;
let publicPort = 0;
let png: Buffer;

const listen = (server: Server, host: string) =>
  new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: 0, host, ipv6Only: false }, () => resolve((server.address() as AddressInfo).port));
  });

/** Test DNS: names the tests control, nothing from the real network. */
const zone: Record<string, string[]> = {
  'public.test': [PUBLIC_TEST_IP],
  'evil.test': ['127.0.0.1'],
  'v6.evil.test': ['::1'],
  'mapped.evil.test': ['::ffff:127.0.0.1'],
  'mixed.evil.test': ['127.0.0.1', '93.184.216.34'],
  'internal.test': ['10.0.0.5'],
  'metadata.test': ['169.254.169.254'],
  localhost: ['127.0.0.1'],
};
const resolver: HostResolver = async (name) => {
  const answer = zone[name.toLowerCase()];
  if (!answer) throw new Error(`ENOTFOUND ${name}`);
  return answer;
};

const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
  maxBytes: 1024 * 1024,
  timeoutMs: 5_000,
  resolve: resolver,
  isPermitted: (address) => address === PUBLIC_TEST_IP || isPublicAddress(address),
  ...extra,
});

const pub = (path: string) => `http://public.test:${publicPort}${path}`;

beforeAll(async () => {
  png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c00' } })
    .png()
    .toBuffer();
  guarded = createServer((_request, response) => response.end('secret'));
  guarded.on('connection', () => {
    guardedConnections += 1;
  });
  guardedPort = await listen(guarded, '::');
  publicServer = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    if (url.pathname === '/image.png') {
      response.setHeader('content-type', 'image/png');
      response.end(png);
    } else if (url.pathname === '/redirect') {
      response.writeHead(302, { location: url.searchParams.get('to') ?? '/' }).end();
    } else if (url.pathname.startsWith('/chain/')) {
      const left = Number(url.pathname.slice('/chain/'.length));
      response.writeHead(301, { location: left > 0 ? `/chain/${left - 1}` : '/image.png' }).end();
    } else if (url.pathname === '/slow') {
      response.write('x');
    } else if (url.pathname === '/big') {
      response.setHeader('content-length', '4096');
      response.end(Buffer.alloc(4096));
    } else if (url.pathname === '/big-chunked') {
      for (let i = 0; i < 8; i++) response.write(Buffer.alloc(512));
      response.end();
    } else {
      response.writeHead(404).end();
    }
  });
  publicPort = await listen(publicServer, PUBLIC_TEST_IP);
});

afterAll(async () => {
  guarded.closeAllConnections();
  publicServer.closeAllConnections();
  await new Promise((resolve) => guarded.close(resolve));
  await new Promise((resolve) => publicServer.close(resolve));
});

beforeEach(() => {
  guardedConnections = 0;
});

/**
 * Address forms that all lead to this machine. `reachable` marks the ones that do connect to the
 * guarded listener when nothing is refused, which the control test proves; the rest point at
 * private addresses elsewhere or need a translator, and are refused just the same.
 */
const forms = (): Array<{ url: string; reachable: boolean }> => {
  const p = guardedPort;
  const reach = (url: string) => ({ url, reachable: true });
  const other = (url: string) => ({ url, reachable: false });
  const via = (to: string) => reach(pub(`/redirect?to=${encodeURIComponent(to)}`));
  return [
    reach(`http://127.0.0.1:${p}/`),
    reach(`http://127.1:${p}/`),
    reach(`http://127.0.1:${p}/`),
    reach(`http://2130706433:${p}/`),
    reach(`http://0x7f000001:${p}/`),
    reach(`http://0x7f.0x0.0x0.0x1:${p}/`),
    reach(`http://0x7f.1:${p}/`),
    reach(`http://0177.0.0.1:${p}/`),
    reach(`http://017700000001:${p}/`),
    reach(`http://0177.1:${p}/`),
    reach(`http://127.000.000.001:${p}/`),
    reach(`http://127.254.1.1:${p}/`),
    reach(`http://0:${p}/`),
    reach(`http://0.0.0.0:${p}/`),
    reach(`http://%31%32%37.0.0.1:${p}/`),
    reach(`http://[::1]:${p}/`),
    reach(`http://[0:0:0:0:0:0:0:1]:${p}/`),
    reach(`http://[::]:${p}/`),
    reach(`http://[::ffff:127.0.0.1]:${p}/`),
    reach(`http://[::ffff:7f00:1]:${p}/`),
    reach(`http://[0:0:0:0:0:ffff:127.0.0.1]:${p}/`),
    reach(`https://127.0.0.1:${p}/`),
    reach(`http://evil.test:${p}/`),
    reach(`http://EVIL.test.:${p}/`),
    reach(`http://v6.evil.test:${p}/`),
    reach(`http://mapped.evil.test:${p}/`),
    reach(`http://mixed.evil.test:${p}/`),
    via(`http://127.0.0.1:${p}/`),
    via(`http://2130706433:${p}/`),
    via(`http://[::1]:${p}/`),
    via(`http://evil.test:${p}/`),
    reach(pub(`/redirect?to=${encodeURIComponent(pub(`/redirect?to=http://0x7f.1:${p}/`))}`)),
    other(`http://localhost:${p}/`),
    other(`http://LOCALHOST.:${p}/`),
    other(`http://app.localhost:${p}/`),
    other(`http://[::127.0.0.1]:${p}/`),
    other(`http://[64:ff9b::127.0.0.1]:${p}/`),
    other(`http://[2002:7f00:1::]:${p}/`),
    other(`http://[fe80::1]:${p}/`),
    other(`http://[fc00::1]:${p}/`),
    other(`http://[ff02::1]:${p}/`),
    other(`http://10.0.0.1:${p}/`),
    other(`http://172.16.0.1:${p}/`),
    other(`http://192.168.0.1:${p}/`),
    other(`http://100.64.0.1:${p}/`),
    other(`http://169.254.169.254:${p}/latest/meta-data/`),
    other(`http://[::ffff:169.254.169.254]:${p}/`),
    other(`http://metadata.test:${p}/`),
    other(`http://internal.test:${p}/`),
    other(`http://255.255.255.255:${p}/`),
    other(`http://224.0.0.1:${p}/`),
    other(`ftp://127.0.0.1:${p}/`),
    other('file:///etc/passwd'),
    other(`http://user:secret@127.0.0.1:${p}/`),
    other('not a url'),
  ];
};

describe('safeFetch', () => {
  it('refuses every spelling of a local or private address and connects to none of them', async () => {
    const list = forms();
    expect(list.length).toBeGreaterThanOrEqual(30);
    const outcomes = await Promise.all(
      list.map(async ({ url }) => ({ url, result: await safeFetch(url, options()) })),
    );
    for (const { url, result } of outcomes) {
      expect(result.ok, url).toBe(false);
    }
    expect(guardedConnections).toBe(0);
  });

  it('control: the same forms do reach the listener when nothing is refused', async () => {
    const reachable = forms().filter((form) => form.reachable);
    const open = options({ isPermitted: () => true });
    for (const { url } of reachable) {
      const before = guardedConnections;
      await safeFetch(url, open);
      expect(guardedConnections, url).toBe(before + 1);
    }
  });

  it('names why it refused', async () => {
    const p = guardedPort;
    const reason = async (url: string) => {
      const result = await safeFetch(url, options());
      return result.ok ? 'ok' : result.reason;
    };
    expect(await reason(`http://0x7f.1:${p}/`)).toBe('private-address');
    expect(await reason(`http://evil.test:${p}/`)).toBe('private-address');
    expect(await reason(pub(`/redirect?to=http://127.0.0.1:${p}/`))).toBe('private-address');
    expect(await reason('http://nowhere.test/')).toBe('dns-failed');
    expect(await reason('javascript:alert(1)')).toBe('unsupported-scheme');
    expect(await reason(`http://a:b@public.test:${publicPort}/image.png`)).toBe('credentials');
    expect(await reason(pub('/missing'))).toBe('http-status');
  });

  it('fetches an image from a permitted server, across up to three redirects', async () => {
    const direct = await safeFetch(pub('/image.png'), options());
    expect(direct).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(direct.ok && direct.body.equals(png)).toBe(true);
    const redirected = await safeFetch(pub('/chain/2'), options());
    expect(redirected).toMatchObject({ ok: true, url: pub('/image.png') });
  });

  it('gives up after three redirects', async () => {
    expect(await safeFetch(pub('/chain/3'), options())).toEqual({
      ok: false,
      reason: 'too-many-redirects',
    });
  });

  it('connects to the address it checked even when DNS answers differently afterwards', async () => {
    let asked = 0;
    const rebinding: HostResolver = async () => {
      asked += 1;
      return asked === 1 ? [PUBLIC_TEST_IP] : ['127.0.0.1'];
    };
    const result = await safeFetch(
      `http://rebind.test:${publicPort}/image.png`,
      options({ resolve: rebinding }),
    );
    expect(result.ok).toBe(true);
    expect(asked).toBe(1);
    expect(guardedConnections).toBe(0);
  });

  it('stops at the total timeout', async () => {
    const started = Date.now();
    expect(await safeFetch(pub('/slow'), options({ timeoutMs: 300 }))).toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('caps the body, announced or not', async () => {
    const small = options({ maxBytes: 1024 });
    expect(await safeFetch(pub('/big'), small)).toEqual({ ok: false, reason: 'too-large' });
    expect(await safeFetch(pub('/big-chunked'), small)).toEqual({ ok: false, reason: 'too-large' });
    expect((await safeFetch(pub('/big'), options({ maxBytes: 4096 }))).ok).toBe(true);
  });
});
