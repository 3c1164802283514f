import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../lib/app-error.ts';
import { checkUpload } from './certificate.ts';
import { checkDomain } from './domain.ts';
import { createKeyVault, KEY_FILE_NAME } from './key-vault.ts';
import { domainResolvesHere, type HostResolver } from './resolves-here.ts';
import { CertificateFactory } from './test-certificates.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sw-host-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('checkDomain', () => {
  const rules = { siteDomainSuffix: 'sites.example.com', adminHost: 'build.example.com' };
  it.each([
    ['WWW.Example.com.', { domain: 'www.example.com' }],
    ['münchen.de', { domain: 'xn--mnchen-3ya.de' }],
    ['a.sites.example.com', { problem: 'fixed_suffix' }],
    ['sites.example.com', { problem: 'fixed_suffix' }],
    ['build.example.com', { problem: 'admin_host' }],
    ['10.0.0.1', { problem: 'ip' }],
    ['::ffff:10.0.0.1', { problem: 'ip' }],
    ['1.2.3.4.5', { problem: 'format' }],
    [`${'a'.repeat(64)}.com`, { problem: 'format' }],
    ['example..com', { problem: 'format' }],
  ])('%s → %o', (input, expected) => {
    expect(checkDomain(input, rules)).toEqual(expected);
  });
});

describe('key vault', () => {
  it('creates one key file (0600) in DATA_DIR, reuses it, and warns when PostgreSQL is shared', async () => {
    const dataDir = tempDir();
    const warnings: string[] = [];
    const config = { secretKey: undefined, dataDir, databaseUrl: 'postgres://db/sw' };
    const sealed = await createKeyVault(config, (m) => warnings.push(m)).encrypt('secret text', 'a.example');
    const file = join(dataDir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const before = readFileSync(file, 'utf8');
    // A second process (a new vault) reads the same key and can decrypt.
    expect(await createKeyVault(config).decrypt(sealed, 'a.example')).toBe('secret text');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('SECRET_KEY');
    expect(sealed).not.toContain('secret');
  });

  it('uses SECRET_KEY without touching the disk, and another key cannot decrypt', async () => {
    const dataDir = tempDir();
    const vault = createKeyVault({ secretKey: Buffer.alloc(32, 1), dataDir, databaseUrl: undefined });
    const sealed = await vault.encrypt('pem', 'b.example');
    expect(() => statSync(join(dataDir, KEY_FILE_NAME))).toThrow();
    const other = createKeyVault({ secretKey: Buffer.alloc(32, 2), dataDir, databaseUrl: undefined });
    await expect(other.decrypt(sealed, 'b.example')).rejects.toThrow();
    expect(await vault.decrypt(sealed, 'b.example')).toBe('pem');
  });
});

describe('domainResolvesHere', () => {
  const config = { siteDomainSuffix: 'sites.example.com', publicIps: ['203.0.113.10'] };
  const resolver = (v4: string[], v6: string[] = []): HostResolver => ({
    resolve4: async () => (v4.length ? v4 : Promise.reject(new Error('ENODATA'))),
    resolve6: async () => (v6.length ? v6 : Promise.reject(new Error('ENODATA'))),
  });
  const own = () => new Set(['192.0.2.5', 'fe80::1']);

  it('counts fixed domains, loopback, own interfaces and PUBLIC_IPS, and nothing else', async () => {
    const check = (domain: string, r: HostResolver) =>
      domainResolvesHere(domain, config, { resolver: r, ownAddresses: own });
    expect(await check('shop.sites.example.com', resolver([]))).toBe(true);
    expect(await check('a.example', resolver(['127.0.0.1']))).toBe(true);
    expect(await check('a.example', resolver([], ['::1']))).toBe(true);
    expect(await check('a.example', resolver(['198.51.100.1', '192.0.2.5']))).toBe(true);
    expect(await check('a.example', resolver(['203.0.113.10']))).toBe(true);
    expect(await check('a.example', resolver(['198.51.100.1'], ['2001:db8::9']))).toBe(false);
    expect(await check('a.example', resolver([]))).toBe(false);
  });
});

describe('checkUpload', () => {
  it('refuses a certificate that is valid today once its end date has passed', () => {
    const certs = new CertificateFactory();
    try {
      const pair = certs.selfSigned(['time.example.com'], 10);
      const input = { certificate: pair.cert, privateKey: pair.key, domain: 'time.example.com' };
      expect(checkUpload(input).validTo.getTime()).toBeGreaterThan(Date.now());
      try {
        checkUpload(input, new Date(Date.now() + 11 * 86_400_000));
        expect.unreachable();
      } catch (error) {
        expect(isAppError(error) && error.key).toBe('CERTIFICATE_EXPIRED');
      }
    } finally {
      certs.dispose();
    }
  });

  it('refuses a key too weak for the TLS server to use', () => {
    const certs = new CertificateFactory();
    try {
      const pair = certs.weak('weak.example.com');
      try {
        checkUpload({ certificate: pair.cert, privateKey: pair.key, domain: 'weak.example.com' });
        expect.unreachable();
      } catch (error) {
        expect(isAppError(error) && error.key).toBe('CERTIFICATE_INVALID');
        expect(isAppError(error) && error.data).toMatchObject({ reason: 'tls_refused' });
      }
    } finally {
      certs.dispose();
    }
  });
});
