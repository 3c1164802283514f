import { connect } from 'node:tls';
import {
  type CertificateInfo,
  errors,
  HOST_MAX_DOMAINS,
  type HostList,
  type SslStatus,
} from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  body,
  buildTestApp,
  createCompany,
  createUser,
  login,
  loginAdmin,
  newWebsite,
  send,
  type TestApp,
} from '../../../test/helper.ts';
import { sslCertificates, websites } from '../../db/schema.ts';
import { createHostService, type HostChange } from './host.service.ts';
import { certificateProblem, createKeyVault, createSniCallback } from './index.ts';
import { CertificateFactory, type Pair, pemBody } from './test-certificates.ts';

const SECRET_KEY = 'a1'.repeat(32);

let t: TestApp;
let demo: string;
let rival: string;
let certs: CertificateFactory;
let shop: Pair;
let other: Pair;
let expired: Pair;
let wildcard: ReturnType<CertificateFactory['signed']>;
let loneKey: string;
/** Every answer of the suite, searched at the end for any trace of a private key. */
const answers: string[] = [];

async function req(token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await send(t.app, token, method, url, payload);
  answers.push(response.body);
  return response;
}
const code = (response: LightMyRequestResponse) => body(response).code;
const hostList = async (token: string, websiteId: number) =>
  req(token, 'GET', `/api/website/host-list?website_id=${websiteId}`);
const change = (token: string, payload: Record<string, unknown>) =>
  req(token, 'POST', '/api/website/change-website-host', payload);
const bind = (token: string, websiteId: number, domain: string) =>
  change(token, { website_id: websiteId, action: 'bind', domain });
const unbind = (token: string, websiteId: number, domain: string) =>
  change(token, { website_id: websiteId, action: 'unbind', domain });
const saveSsl = (token: string, websiteId: number, domain: string, pair: { cert: string; key: string }) =>
  req(token, 'POST', '/api/website/ssl/save-ssl', {
    website_id: websiteId,
    domain,
    certificate: pair.cert,
    private_key: pair.key,
  });
const sslStatus = (token: string, payload: Record<string, unknown>) =>
  req(token, 'POST', '/api/website/ssl/status', payload);
const domainsOf = (list: HostList) => list.hosts.filter((h) => !h.fixed).map((h) => h.domain);
async function legacyDomain(websiteId: number): Promise<string> {
  const response = await req(demo, 'GET', `/api/website/website-info?website_id=${websiteId}`);
  return body<{ domain: string }>(response).data.domain;
}

beforeAll(async () => {
  certs = new CertificateFactory();
  shop = certs.selfSigned(['shop.example.com']);
  other = certs.selfSigned(['other.example.net']);
  expired = certs.dated(['old.example.com'], '20200101000000Z', '20200201000000Z');
  wildcard = certs.signed(['*.example.org', 'example.org']);
  loneKey = certs.key();
  t = await buildTestApp({ env: { SECRET_KEY } });
  demo = (await loginAdmin(t.app)).token;
  const rivalCompany = await createCompany(t.app, 'rival');
  await createUser(t.app, { companyId: rivalCompany, userName: 'boss', password: 'rival-password' });
  rival = (await login(t.app, { companyId: 'rival', username: 'boss', password: 'rival-password' })).token;
}, 60_000);

afterAll(async () => {
  await t?.close();
  certs?.dispose();
});

describe('domains', () => {
  it('lists the fixed domain first and binds domains in stored form (lower case, punycode)', async () => {
    const site = await newWebsite(t.app, demo, 'Domains');
    const start = body<HostList>(await hostList(demo, site)).data;
    expect(start.hosts).toHaveLength(1);
    expect(start.hosts[0]).toMatchObject({ fixed: true, ssl_status: 'none' });
    expect(start.hosts[0]?.domain).toMatch(/\.localhost$/);
    expect(start).toMatchObject({ https_required: false, max_domains: HOST_MAX_DOMAINS });
    expect(await legacyDomain(site)).toBe('');

    expect(code(await bind(demo, site, ' Shop.Example.COM. '))).toBe(0);
    const list = body<HostList>(await bind(demo, site, 'bücher.example')).data;
    expect(domainsOf(list)).toEqual(['shop.example.com', 'xn--bcher-kva.example']);
    // Binding again is harmless.
    expect(code(await bind(demo, site, 'shop.example.com'))).toBe(0);
    expect(await legacyDomain(site)).toBe('shop.example.com');

    const afterUnbind = body<HostList>(await unbind(demo, site, 'SHOP.example.com')).data;
    expect(domainsOf(afterUnbind)).toEqual(['xn--bcher-kva.example']);
    expect(await legacyDomain(site)).toBe('xn--bcher-kva.example');
    await unbind(demo, site, 'bücher.example');
    expect(await legacyDomain(site)).toBe('');
    expect(code(await unbind(demo, site, 'never-bound.example'))).toBe(errors.DOMAIN_NOT_BOUND.code);
  });

  it.each([
    ['203.0.113.9', 'ip'],
    ['[2001:db8::1]', 'ip'],
    ['2001:db8::1', 'ip'],
    ['mysite.localhost', 'fixed_suffix'],
    ['localhost', 'fixed_suffix'],
    ['intranet', 'format'],
    ['has space.example.com', 'format'],
    ['https://shop.example.com/', 'format'],
    ['under_score.example.com', 'format'],
    ['-dash.example.com', 'format'],
  ])('refuses %s (%s) with a message that says what to enter', async (domain, reason) => {
    const site = await newWebsite(t.app, demo, `Invalid ${reason}`);
    const response = await bind(demo, site, domain);
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: errors.DOMAIN_INVALID.code, data: { reason } });
    expect(body(response).message).toContain('www.example.com');
  });

  it("refuses a domain bound to another company's (or another) website", async () => {
    const mine = await newWebsite(t.app, demo, 'Mine');
    const second = await newWebsite(t.app, demo, 'Second');
    const theirs = await newWebsite(t.app, rival, 'Theirs');
    expect(code(await bind(demo, mine, 'taken.example.com'))).toBe(0);
    const refused = await bind(rival, theirs, 'TAKEN.example.com');
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe(errors.DOMAIN_BOUND_ELSEWHERE.code);
    expect(code(await bind(demo, second, 'taken.example.com'))).toBe(errors.DOMAIN_BOUND_ELSEWHERE.code);
    expect(domainsOf(body<HostList>(await hostList(rival, theirs)).data)).toEqual([]);
    // Once unbound, it is free for anyone.
    await unbind(demo, mine, 'taken.example.com');
    expect(code(await bind(rival, theirs, 'taken.example.com'))).toBe(0);
  });

  it('stops at the domain limit', async () => {
    const site = await newWebsite(t.app, demo, 'Many');
    for (let i = 0; i < HOST_MAX_DOMAINS; i++)
      expect(code(await bind(demo, site, `d${i}.many.example`))).toBe(0);
    expect(code(await bind(demo, site, 'one-more.many.example'))).toBe(errors.DOMAIN_LIMIT.code);
    expect(domainsOf(body<HostList>(await hostList(demo, site)).data)).toHaveLength(HOST_MAX_DOMAINS);
  });

  it('tells a same-process listener about each committed change, and nothing about refusals', async () => {
    const site = await newWebsite(t.app, demo, 'Listener');
    const [row] = await t.app.db
      .select({ companyId: websites.companyId })
      .from(websites)
      .where(eq(websites.id, site));
    const companyId = row?.companyId ?? 0;
    const changes: HostChange[] = [];
    const service = createHostService({
      db: t.app.db,
      config: t.config,
      vault: createKeyVault(t.config),
      onChange: (c) => changes.push(c),
    });
    await service.change(companyId, { website_id: site, action: 'bind', domain: 'told.example.com' });
    await expect(
      service.change(companyId, { website_id: site, action: 'bind', domain: '10.0.0.1' }),
    ).rejects.toThrow();
    await service.change(companyId, { website_id: site, action: 'unbind', domain: 'told.example.com' });
    expect(changes).toEqual([
      { kind: 'bind', websiteId: site, domain: 'told.example.com' },
      { kind: 'unbind', websiteId: site, domain: 'told.example.com' },
    ]);
  });

  it('switches HTTPS required', async () => {
    const site = await newWebsite(t.app, demo, 'Https');
    const on = await change(demo, { website_id: site, action: 'https', https_required: true });
    expect(body<HostList>(on).data.https_required).toBe(true);
    expect(body<HostList>(await hostList(demo, site)).data.https_required).toBe(true);
    const bad = await change(demo, { website_id: site, action: 'https', https_required: 'yes' });
    expect(code(bad)).toBe(errors.VALIDATION.code);
  });
});

describe('certificates', () => {
  let site: number;
  beforeAll(async () => {
    site = await newWebsite(t.app, demo, 'Certificates');
    await bind(demo, site, 'shop.example.com');
    await bind(demo, site, 'www.example.org');
  });

  it('refuses a key that is not the certificate’s', async () => {
    const response = await saveSsl(demo, site, 'shop.example.com', { cert: shop.cert, key: other.key });
    expect(code(response)).toBe(errors.CERTIFICATE_KEY_MISMATCH.code);
    expect(code(await saveSsl(demo, site, 'shop.example.com', { cert: shop.cert, key: loneKey }))).toBe(
      errors.CERTIFICATE_KEY_MISMATCH.code,
    );
  });

  it('refuses a certificate for another domain, an expired one, garbage and a bad key', async () => {
    expect(code(await saveSsl(demo, site, 'shop.example.com', other))).toBe(
      errors.CERTIFICATE_DOMAIN_MISMATCH.code,
    );
    await bind(demo, site, 'old.example.com');
    expect(code(await saveSsl(demo, site, 'old.example.com', expired))).toBe(errors.CERTIFICATE_EXPIRED.code);
    expect(code(await saveSsl(demo, site, 'shop.example.com', { cert: 'hello', key: shop.key }))).toBe(
      errors.CERTIFICATE_INVALID.code,
    );
    const broken = shop.cert.replace(/[A-Za-z]{20}/, 'A'.repeat(20));
    expect(code(await saveSsl(demo, site, 'shop.example.com', { cert: broken, key: shop.key }))).toBe(
      errors.CERTIFICATE_INVALID.code,
    );
    expect(code(await saveSsl(demo, site, 'shop.example.com', { cert: shop.cert, key: shop.cert }))).toBe(
      errors.PRIVATE_KEY_INVALID.code,
    );
    expect(code(await saveSsl(demo, site, 'not-bound.example.com', shop))).toBe(errors.DOMAIN_NOT_BOUND.code);
    expect(body<SslStatus>(await sslStatus(demo, { website_id: site })).data.certificates).toEqual([]);
  });

  it('stores a matching certificate and shows issuer and expiry, never the key', async () => {
    const response = await saveSsl(demo, site, 'shop.example.com', shop);
    expect(code(response)).toBe(0);
    const info = body<CertificateInfo>(response).data;
    expect(info).toMatchObject({
      domain: 'shop.example.com',
      status: 'valid',
      covers_domain: true,
      issuer: 'CN=shop.example.com',
      subject: 'CN=shop.example.com',
      names: ['shop.example.com'],
    });
    expect(info.days_left).toBeGreaterThanOrEqual(29);
    expect(new Date(info.valid_to).getTime()).toBeGreaterThan(Date.now());

    const list = body<HostList>(await hostList(demo, site)).data;
    expect(list.hosts.find((h) => h.domain === 'shop.example.com')).toMatchObject({
      ssl_status: 'valid',
      issuer: 'CN=shop.example.com',
      valid_to: info.valid_to,
    });
    expect(list.hosts.find((h) => h.domain === 'www.example.org')?.ssl_status).toBe('none');
    const one = body<SslStatus>(await sslStatus(demo, { website_id: site, domain: 'Shop.Example.com' })).data;
    expect(one.certificates).toEqual([info]);

    // At rest the key is encrypted: neither its PEM nor its base64 body is in the row.
    const [row] = await t.app.db
      .select()
      .from(sslCertificates)
      .where(eq(sslCertificates.domain, 'shop.example.com'));
    expect(row?.keyEncrypted).not.toContain('PRIVATE KEY');
    expect(row?.keyEncrypted).not.toContain(pemBody(shop.key).slice(0, 40));
    const vault = createKeyVault(t.config);
    expect(await vault.decrypt(row?.keyEncrypted ?? '', 'shop.example.com')).toContain('PRIVATE KEY');
    await expect(vault.decrypt(row?.keyEncrypted ?? '', 'other.example.com')).rejects.toThrow();
  });

  it('accepts a wildcard certificate with its chain, leaf first, and refuses the chain reversed', async () => {
    const reversed = { cert: `${wildcard.ca}${wildcard.cert}`, key: wildcard.key };
    expect(code(await saveSsl(demo, site, 'www.example.org', reversed))).toBe(
      errors.CERTIFICATE_INVALID.code,
    );
    const response = await saveSsl(demo, site, 'www.example.org', {
      cert: wildcard.chain,
      key: wildcard.key,
    });
    expect(body<CertificateInfo>(response).data).toMatchObject({
      status: 'valid',
      issuer: expect.stringContaining('CN=Test CA'),
      names: ['*.example.org', 'example.org'],
    });
    const [row] = await t.app.db
      .select()
      .from(sslCertificates)
      .where(eq(sslCertificates.domain, 'www.example.org'));
    expect(row?.certificatePem.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
  });

  it('replaces a certificate on a second upload', async () => {
    const fresh = certs.selfSigned(['shop.example.com'], 60);
    const info = body<CertificateInfo>(await saveSsl(demo, site, 'shop.example.com', fresh)).data;
    expect(info.days_left).toBeGreaterThanOrEqual(59);
    const all = body<SslStatus>(await sslStatus(demo, { website_id: site })).data.certificates;
    expect(all.map((c) => c.domain).sort()).toEqual(['shop.example.com', 'www.example.org']);
    shop = fresh;
  });

  it('serves the right certificate per domain over TLS (SNI) and refuses unknown names', async () => {
    const sni = createSniCallback(t.app.db, createKeyVault(t.config));
    const server = createServer({ SNICallback: sni }, (_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const peerName = (servername: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port, servername, rejectUnauthorized: false }, () => {
          const cert = socket.getPeerCertificate();
          socket.end();
          resolve(String(cert.subject?.CN ?? ''));
        });
        socket.on('error', reject);
      });
    try {
      expect(await peerName('shop.example.com')).toBe('shop.example.com');
      expect(await peerName('WWW.example.org')).toBe('*.example.org');
      await expect(peerName('unknown.example.com')).rejects.toThrow();
    } finally {
      server.close();
    }
  });

  it('keeps every certificate call of another company out (1105) and changes nothing', async () => {
    const list = await hostList(rival, site);
    expect(list.statusCode).toBe(403);
    expect(code(list)).toBe(errors.ILLEGAL_OPERATION.code);
    expect(code(await bind(rival, site, 'sneaky.example.com'))).toBe(errors.ILLEGAL_OPERATION.code);
    expect(code(await unbind(rival, site, 'shop.example.com'))).toBe(errors.ILLEGAL_OPERATION.code);
    expect(code(await change(rival, { website_id: site, action: 'https', https_required: true }))).toBe(
      errors.ILLEGAL_OPERATION.code,
    );
    expect(code(await saveSsl(rival, site, 'shop.example.com', other))).toBe(errors.ILLEGAL_OPERATION.code);
    expect(code(await sslStatus(rival, { website_id: site }))).toBe(errors.ILLEGAL_OPERATION.code);
    const mine = body<HostList>(await hostList(demo, site)).data;
    expect(domainsOf(mine)).toEqual(['shop.example.com', 'www.example.org', 'old.example.com']);
    expect(mine.https_required).toBe(false);
  });

  it('reports certificate problems for publishing only when HTTPS is required', async () => {
    expect(await certificateProblem(t.app.db, site)).toBeNull();
    await change(demo, { website_id: site, action: 'https', https_required: true });
    expect(await certificateProblem(t.app.db, site)).toEqual({
      domain: 'old.example.com',
      reason: 'missing',
    });
    await unbind(demo, site, 'old.example.com');
    expect(await certificateProblem(t.app.db, site)).toBeNull();
    expect(await certificateProblem(t.app.db, site, new Date('2100-01-01'))).toEqual({
      domain: 'shop.example.com',
      reason: 'expired',
    });
    await change(demo, { website_id: site, action: 'https', https_required: false });
  });

  it('removes the certificate with the domain when it is unbound', async () => {
    await unbind(demo, site, 'shop.example.com');
    const rows = await t.app.db
      .select()
      .from(sslCertificates)
      .where(eq(sslCertificates.domain, 'shop.example.com'));
    expect(rows).toEqual([]);
    expect(code(await sslStatus(demo, { website_id: site, domain: 'shop.example.com' }))).toBe(
      errors.DOMAIN_NOT_BOUND.code,
    );
    // Bound again, it starts without a certificate.
    const list = body<HostList>(await bind(demo, site, 'shop.example.com')).data;
    expect(list.hosts.find((h) => h.domain === 'shop.example.com')?.ssl_status).toBe('none');
  });

  it('never answered a private key in any call', () => {
    expect(answers.length).toBeGreaterThan(40);
    const keyBodies = [shop.key, other.key, expired.key, wildcard.key, loneKey].map((k) => pemBody(k));
    for (const text of answers) {
      expect(text).not.toContain('PRIVATE KEY');
      for (const keyBody of keyBodies) {
        expect(text).not.toContain(keyBody);
        expect(text).not.toContain(keyBody.slice(0, 32));
      }
    }
  });
});
