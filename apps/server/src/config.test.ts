import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected loadConfig to refuse the environment');
}

describe('loadConfig', () => {
  it('fills in the defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      adminPassword: undefined,
      siteDomainSuffix: 'localhost',
      publicBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
      trustProxy: false,
      argon2: { memoryCost: 19_456, timeCost: 2, parallelism: 1 },
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/sitewright',
      DATABASE_URL: 'postgres://u:p@db:5432/sw',
      REDIS_URL: 'redis://cache:6379',
      ADMIN_PASSWORD: 'correct horse',
      SITE_DOMAIN_SUFFIX: 'Sites.Example.com',
      PUBLIC_BASE_URL: 'https://build.example.com/',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/sitewright',
      databaseUrl: 'postgres://u:p@db:5432/sw',
      redisUrl: 'redis://cache:6379',
      adminPassword: 'correct horse',
      siteDomainSuffix: 'sites.example.com',
      publicBaseUrl: 'https://build.example.com',
      logLevel: 'warn',
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
  });

  it('derives PUBLIC_BASE_URL from PORT', () => {
    expect(loadConfig({ PORT: '4000' }).publicBaseUrl).toBe('http://localhost:4000');
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', ADMIN_PASSWORD: '  ' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.adminPassword).toBeUndefined();
  });

  it('reads TRUST_PROXY as a flag or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it.each([
    ['PORT', 'abc', 'PORT'],
    ['PORT', '70000', 'PORT'],
    ['DATABASE_URL', 'mysql://x', 'DATABASE_URL'],
    ['REDIS_URL', 'http://cache', 'REDIS_URL'],
    ['ADMIN_PASSWORD', 'short', 'ADMIN_PASSWORD'],
    ['SITE_DOMAIN_SUFFIX', 'not a host!', 'SITE_DOMAIN_SUFFIX'],
    ['PUBLIC_BASE_URL', 'ftp://example.com', 'PUBLIC_BASE_URL'],
    ['PUBLIC_BASE_URL', 'localhost:3000', 'PUBLIC_BASE_URL'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL'],
    ['TRUST_PROXY', 'everyone', 'TRUST_PROXY'],
    ['TRUST_PROXY', 'abc', 'TRUST_PROXY'],
    ['TRUST_PROXY', '1.2.3.4/99', 'TRUST_PROXY'],
    ['HOST', 'not_a_host!', 'HOST'],
    ['TRANSLATE_URL', 'translate.example.com', 'TRANSLATE_URL'],
    ['ARGON2_MEMORY_KIB', '1', 'ARGON2_MEMORY_KIB'],
    ['SECRET_KEY', 'c2hvcnQ=', 'SECRET_KEY'],
    ['SECRET_KEY', 'ab'.repeat(31), 'SECRET_KEY'],
    ['HTTPS_PORT', '99999', 'HTTPS_PORT'],
    ['PUBLIC_IPS', '203.0.113.7, example.com', 'PUBLIC_IPS'],
  ])('refuses %s=%s and names the variable', (name, value, expected) => {
    expect(configError({ [name]: value })).toContain(expected);
  });

  it('reads the certificate key secret, the HTTPS port and the public addresses', () => {
    const hex = '0f'.repeat(32);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ SECRET_KEY: hex }).secretKey).toEqual(Buffer.from(hex, 'hex'));
    expect(loadConfig({ SECRET_KEY: base64 }).secretKey).toEqual(Buffer.alloc(32, 7));
    expect(loadConfig({}).secretKey).toBeUndefined();
    expect(loadConfig({ HTTPS_PORT: '8443' }).httpsPort).toBe(8443);
    expect(loadConfig({}).httpsPort).toBeUndefined();
    expect(loadConfig({ PUBLIC_IPS: '203.0.113.7, 2001:DB8::1' }).publicIps).toEqual([
      '203.0.113.7',
      '2001:db8::1',
    ]);
    expect(loadConfig({}).publicIps).toEqual([]);
    expect(configError({ SECRET_KEY: 'not-a-key-hunter2' })).not.toContain('hunter2');
  });

  it('names every bad variable at once and never echoes secrets', () => {
    const message = configError({
      PORT: 'x',
      ADMIN_PASSWORD: 'tiny',
      DATABASE_URL: 'mysql://root:hunter2@db',
    });
    expect(message).toContain('PORT');
    expect(message).toContain('ADMIN_PASSWORD');
    expect(message).toContain('DATABASE_URL');
    expect(message).not.toContain('tiny');
    expect(message).not.toContain('hunter2');
  });
});

describe('storage and upload configuration', () => {
  it('keeps files on disk unless told otherwise', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'disk' });
  });

  it('reads an S3-compatible store', () => {
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      bucket: 'media',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER'],
    [{ STORAGE_DRIVER: 's3' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT'],
    [{ STORAGE_DRIVER: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY'],
  ])('refuses %o and names %s', (env, expected) => {
    expect(configError(env)).toContain(expected);
  });

  it('never echoes the S3 secret', () => {
    expect(
      configError({ STORAGE_DRIVER: 's3', S3_BUCKET: 'x', S3_SECRET_ACCESS_KEY: 'hunter2-secret' }),
    ).not.toContain('hunter2');
  });

  it('reads the upload limits with the rest of the configuration', () => {
    const { uploads } = loadConfig({ UPLOAD_MAX_MB_IMAGE: '5', UPLOAD_EXTENSIONS_FILE: '.PDF, txt' });
    expect(uploads.client.limits.image).toBe(5 * 1024 * 1024);
    expect(uploads.client.extensions.file).toEqual(['pdf', 'txt']);
    expect(() => loadConfig({ UPLOAD_EXTENSIONS_FILE: 'pdf,html' })).toThrow(/UPLOAD_EXTENSIONS_FILE/);
  });
});

describe('mail and SMS configuration', () => {
  it('writes mail and texts to the outbox unless told otherwise', () => {
    const config = loadConfig({});
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Sitewright <no-reply@localhost>' });
    expect(config.sms).toEqual({ provider: 'outbox' });
  });

  it('reads SMTP, the sender and a provider with its settings', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:pw@mail.example.com:465',
      MAIL_FROM: 'Example Sites <sites@example.com>',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'token',
      TWILIO_FROM: '+15005550006',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:pw@mail.example.com:465',
      from: 'Example Sites <sites@example.com>',
    });
    expect(config.sms).toEqual({
      provider: 'twilio',
      baseUrl: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 'token',
      from: '+15005550006',
    });
  });

  it('names every setting the chosen provider lacks, and never echoes SMTP or provider secrets', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    };
    const missing = message({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'id' });
    expect(missing).toContain('ALIYUN_SMS_ACCESS_KEY_SECRET: is required when SMS_PROVIDER=aliyun');
    expect(missing).toContain('ALIYUN_SMS_SIGN_NAME: is required when SMS_PROVIDER=aliyun');
    expect(missing).toContain('ALIYUN_SMS_TEMPLATE_CODE: is required when SMS_PROVIDER=aliyun');
    expect(missing).not.toContain('ALIYUN_SMS_ACCESS_KEY_ID:');
    expect(message({ SMS_PROVIDER: 'carrier-pigeon' })).toContain(
      'SMS_PROVIDER: must be outbox, aliyun, tencent or twilio',
    );
    const smtp = message({ SMTP_URL: 'http://user:hunter2@mail.example.com' });
    expect(smtp).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(smtp).not.toContain('hunter2');
    expect(message({ MAIL_FROM: 'not an address' })).toContain('MAIL_FROM: must be an e-mail address');
  });
});
