import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  type CurrencyCode,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PayCredentials,
  PayProvider,
  PROVIDER_CURRENCIES,
} from '@sitewright/contract';
import { z } from 'zod';
import { loadUploadSettings, type UploadSettings } from './lib/files/upload-config.ts';

/** Argon2id cost parameters; the defaults are OWASP's recommendation for argon2id. */
export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** Everything the server reads from its environment, validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the directory holding the embedded database and, later, uploads. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Password of the seeded `admin` user on first start; generated and printed when absent. */
  adminPassword: string | undefined;
  /** Websites get `<slug>.<siteDomainSuffix>` as their fixed domain. */
  siteDomainSuffix: string;
  /** Where operators reach this server, without a trailing slash (e.g. `https://build.example.com`). */
  publicBaseUrl: string;
  /**
   * Whether PUBLIC_BASE_URL was set. Without it `publicBaseUrl` is only `http://localhost:<port>`,
   * and links meant for another device (the preview QR code) take the request's own origin instead.
   */
  publicBaseUrlConfigured: boolean;
  logLevel: LogLevel;
  /** Value for Fastify's `trustProxy`: false, true, a hop count or a list of proxy addresses. */
  trustProxy: boolean | number | string[];
  /** The admin SPA build to serve; undefined means the default `apps/admin/dist`. */
  adminDistDir: string | undefined;
  /** A LibreTranslate-compatible service for page translation; texts are copied unchanged without one. */
  translate: { url: string; apiKey: string | undefined } | undefined;
  argon2: Argon2Params;
  /** 32-byte key that encrypts certificate private keys; without it a key file in dataDir is used. */
  secretKey: Buffer | undefined;
  /** Where the site server also listens for HTTPS (certificate chosen per domain); off when absent. */
  httpsPort: number | undefined;
  /** Public addresses of this service (behind NAT or a load balancer), counted as 'resolves here'. */
  publicIps: string[];
  /** Where uploaded files are kept: on disk under dataDir/files (default) or in an S3-compatible store. */
  storage: StorageConfig;
  /** Upload sizes, extensions, archive and pixel bounds (UPLOAD_MAX_MB_*, UPLOAD_EXTENSIONS_*, …). */
  uploads: UploadSettings;
  mail: MailConfig;
  sms: SmsConfig;
  /** Base URLs of the search engines' APIs the plugins push to (tests point them at local fakes). */
  plugins: PluginEndpoints;
  /** The external cross-border marketing tool the left menu links to; no link when absent. */
  marketingToolUrl: string | undefined;
  payments: { endpoints: PaymentEndpoints; platform: PlatformPayment };
  /** Bearer token that opens `/metrics`; without it the endpoint is off (404). */
  metricsToken: string | undefined;
}

/** Where the payment drivers reach each provider (tests point them at local fakes). */
export interface PaymentEndpoints {
  /** Stripe's API (`<base>/v1/checkout/sessions`). */
  stripeUrl: string;
  /** Alipay's OpenAPI gateway (`…/gateway.do`). */
  alipayGatewayUrl: string;
  /** WeChat Pay API v3 (`<base>/v3/pay/transactions/native`). */
  wechatPayUrl: string;
  /** PayPal's REST API (`<base>/v2/checkout/orders`). */
  paypalUrl: string;
}

/**
 * The platform's own payment account: what companies pay with in the app centre. `sandbox` (the
 * local pay page) unless configured.
 */
export interface PlatformPayment {
  provider: PayProvider;
  /** The provider's credentials (the contract's PayCredentials for that provider), from PAYMENT_CREDENTIALS. */
  credentials: Record<string, string>;
  /** The currency app-centre prices are charged in. */
  currency: CurrencyCode;
}

/** Where the search-engine plugins send their pushes. */
export interface PluginEndpoints {
  /** Baidu's link submission (`<base>/urls?site=…&token=…`). */
  baiduPushUrl: string;
  /**
   * Google's OAuth 2 token endpoint. Never the service account key's own `token_uri`: that is text
   * an operator uploads, and calling it would let them make the server request any address.
   */
  googleTokenUrl: string;
  /** Google Indexing API (`<base>/v3/urlNotifications:publish`). */
  googleIndexingUrl: string;
  /** An IndexNow endpoint (`<base>/indexnow`); every IndexNow engine shares what it is sent. */
  indexNowUrl: string;
}

/** Outgoing mail: over SMTP when SMTP_URL is set, else written to DATA_DIR/outbox/mail as .eml files. */
export interface MailConfig {
  /** `smtp://user:pass@host:587` or `smtps://…:465`. */
  smtpUrl: string | undefined;
  /** The From header (`Name <address>` or an address). */
  from: string;
}

/** Text messages: written to DATA_DIR/outbox/sms (default) or sent through one provider. */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'aliyun';
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
    }
  | {
      provider: 'tencent';
      endpoint: string;
      region: string;
      secretId: string;
      secretKey: string;
      sdkAppId: string;
      signName: string;
      templateId: string;
    }
  | { provider: 'twilio'; baseUrl: string; accountSid: string; authToken: string; from: string };

/** What each SMS provider needs besides its endpoint; checked together so one message names them all. */
const SMS_SETTINGS = {
  aliyun: [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ],
  tencent: [
    'TENCENT_SMS_SECRET_ID',
    'TENCENT_SMS_SECRET_KEY',
    'TENCENT_SMS_SDK_APP_ID',
    'TENCENT_SMS_SIGN_NAME',
    'TENCENT_SMS_TEMPLATE_ID',
  ],
  twilio: ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
} as const;

export type StorageConfig =
  | { driver: 'disk' }
  | {
      driver: 's3';
      /** Address of an S3-compatible service; undefined means AWS itself. */
      endpoint: string | undefined;
      region: string;
      bucket: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
    };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Start-up refused because of the environment; the message names every offending variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const HOSTNAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

const intInRange = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const httpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an http:// or https:// URL');

const postgresUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}, 'must be a postgres:// or postgresql:// URL');

const redisUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'redis:' || url.protocol === 'rediss:';
  } catch {
    return false;
  }
}, 'must be a redis:// or rediss:// URL');

/** An IPv4/IPv6 address, optionally with a prefix length that fits it. */
function isIpOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const listenHost = z
  .string()
  .trim()
  .refine((v) => isIP(v) !== 0 || HOSTNAME.test(v), 'must be an IP address or a hostname such as localhost');

const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const v = value.trim().toLowerCase();
  if (v === 'true') return true;
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0 || list.some((s) => !isIpOrCidr(s))) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be true, false, a hop count or a comma-separated IP/CIDR list',
    });
    return z.NEVER;
  }
  return list;
});

/** 32 bytes written as 64 hex digits or as base64 (e.g. `openssl rand -base64 32`). */
const secretKey = z.string().transform((value, ctx): Buffer => {
  const v = value.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(v)
    ? Buffer.from(v, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(v)
      ? Buffer.from(v, 'base64')
      : undefined;
  if (key?.length !== 32) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be 32 random bytes as 64 hex digits or base64 (generate one with `openssl rand -base64 32`)',
    });
    return z.NEVER;
  }
  return key;
});

const ipList = z.string().transform((value, ctx): string[] => {
  const list = value
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (list.some((s) => isIP(s) === 0)) {
    ctx.addIssue({ code: 'custom', message: 'must be a comma-separated list of IP addresses' });
    return z.NEVER;
  }
  return list;
});

const smtpUrl = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
  } catch {
    return false;
  }
}, 'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example.com:465');

/** An address, alone or as `Name <address>`. */
const mailFrom = z
  .string()
  .trim()
  .regex(
    /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/,
    'must be an e-mail address or "Name <address>"',
  );

const setting = z.string().trim().min(1);

const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

const EnvSchema = z.object({
  PORT: intInRange(0, 65535).default(3000),
  HOST: listenHost.default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  REDIS_URL: redisUrl.optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `must be at most ${PASSWORD_MAX} characters`)
    .optional(),
  SITE_DOMAIN_SUFFIX: z
    .string()
    .transform((s) =>
      s
        .trim()
        .toLowerCase()
        .replace(/^\.+|\.+$/g, ''),
    )
    .pipe(z.string().regex(HOSTNAME, 'must be a hostname such as localhost or sites.example.com'))
    .default('localhost'),
  PUBLIC_BASE_URL: httpUrl.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, `must be one of ${LOG_LEVELS.join(', ')}`).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  TRANSLATE_URL: httpUrl.optional(),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  ARGON2_MEMORY_KIB: intInRange(8, 4 * 1024 * 1024).default(19_456),
  ARGON2_TIME_COST: intInRange(1, 100).default(2),
  ARGON2_PARALLELISM: intInRange(1, 16).default(1),
  SECRET_KEY: secretKey.optional(),
  HTTPS_PORT: intInRange(0, 65535).optional(),
  PUBLIC_IPS: ipList.default([]),
  STORAGE_DRIVER: z.enum(['disk', 's3'], 'must be disk or s3').default('disk'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(S3_BUCKET, 'must be a bucket name (3-63 lower-case letters, digits, dots, hyphens)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  SMTP_URL: smtpUrl.optional(),
  MAIL_FROM: mailFrom.default('Sitewright <no-reply@localhost>'),
  SMS_PROVIDER: z
    .enum(['outbox', 'aliyun', 'tencent', 'twilio'], 'must be outbox, aliyun, tencent or twilio')
    .default('outbox'),
  ALIYUN_SMS_ENDPOINT: httpUrl.default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_ACCESS_KEY_ID: setting.optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: setting.optional(),
  ALIYUN_SMS_SIGN_NAME: setting.optional(),
  ALIYUN_SMS_TEMPLATE_CODE: setting.optional(),
  TENCENT_SMS_ENDPOINT: httpUrl.default('https://sms.tencentcloudapi.com'),
  TENCENT_SMS_REGION: setting.default('ap-guangzhou'),
  TENCENT_SMS_SECRET_ID: setting.optional(),
  TENCENT_SMS_SECRET_KEY: setting.optional(),
  TENCENT_SMS_SDK_APP_ID: setting.optional(),
  TENCENT_SMS_SIGN_NAME: setting.optional(),
  TENCENT_SMS_TEMPLATE_ID: setting.optional(),
  TWILIO_BASE_URL: httpUrl.default('https://api.twilio.com'),
  TWILIO_ACCOUNT_SID: setting.optional(),
  TWILIO_AUTH_TOKEN: setting.optional(),
  TWILIO_FROM: setting.optional(),
  BAIDU_PUSH_URL: httpUrl.default('http://data.zz.baidu.com'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_INDEXING_URL: httpUrl.default('https://indexing.googleapis.com'),
  INDEXNOW_URL: httpUrl.default('https://api.indexnow.org'),
  MARKETING_TOOL_URL: httpUrl.optional(),
  STRIPE_API_URL: httpUrl.default('https://api.stripe.com'),
  ALIPAY_GATEWAY_URL: httpUrl.default('https://openapi.alipay.com/gateway.do'),
  WECHATPAY_API_URL: httpUrl.default('https://api.mch.weixin.qq.com'),
  PAYPAL_API_URL: httpUrl.default('https://api-m.paypal.com'),
  PAYMENT_PROVIDER: PayProvider.default('sandbox'),
  /** JSON of the platform account's credentials, checked against the provider's shape. */
  PAYMENT_CREDENTIALS: z.string().trim().optional(),
  /** The app centre's catalogue is priced in these two. */
  PAYMENT_CURRENCY: z.enum(['USD', 'CNY']).default('USD'),
  METRICS_TOKEN: z
    .string()
    .trim()
    .regex(/^[\x21-\x7e]{16,256}$/, 'must be 16 to 256 printable characters without spaces')
    .optional(),
});

/** Rules across variables: what the S3 driver and the SMS provider need. */
const CheckedEnvSchema = EnvSchema.superRefine((e, ctx) => {
  if (e.SMS_PROVIDER !== 'outbox') {
    for (const name of SMS_SETTINGS[e.SMS_PROVIDER]) {
      if (e[name] === undefined)
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `is required when SMS_PROVIDER=${e.SMS_PROVIDER}`,
        });
    }
  }
  if (e.STORAGE_DRIVER !== 's3') return;
  if (e.S3_BUCKET === undefined)
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
  if ((e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [e.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    });
  }
});

/** Variables whose values must never be echoed back in an error message. */
const SECRET_VARS = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'ADMIN_PASSWORD',
  'TRANSLATE_API_KEY',
  'SECRET_KEY',
  'S3_SECRET_ACCESS_KEY',
  'SMTP_URL',
  'ALIYUN_SMS_ACCESS_KEY_SECRET',
  'TENCENT_SMS_SECRET_KEY',
  'TWILIO_AUTH_TOKEN',
  'METRICS_TOKEN',
]);

/** The SMS provider's settings; loadConfig has already checked that the chosen one has them all. */
function smsConfig(e: z.infer<typeof EnvSchema>): SmsConfig {
  const v = (value: string | undefined) => value as string;
  switch (e.SMS_PROVIDER) {
    case 'outbox':
      return { provider: 'outbox' };
    case 'aliyun':
      return {
        provider: 'aliyun',
        endpoint: e.ALIYUN_SMS_ENDPOINT,
        accessKeyId: v(e.ALIYUN_SMS_ACCESS_KEY_ID),
        accessKeySecret: v(e.ALIYUN_SMS_ACCESS_KEY_SECRET),
        signName: v(e.ALIYUN_SMS_SIGN_NAME),
        templateCode: v(e.ALIYUN_SMS_TEMPLATE_CODE),
      };
    case 'tencent':
      return {
        provider: 'tencent',
        endpoint: e.TENCENT_SMS_ENDPOINT,
        region: e.TENCENT_SMS_REGION,
        secretId: v(e.TENCENT_SMS_SECRET_ID),
        secretKey: v(e.TENCENT_SMS_SECRET_KEY),
        sdkAppId: v(e.TENCENT_SMS_SDK_APP_ID),
        signName: v(e.TENCENT_SMS_SIGN_NAME),
        templateId: v(e.TENCENT_SMS_TEMPLATE_ID),
      };
    case 'twilio':
      return {
        provider: 'twilio',
        baseUrl: e.TWILIO_BASE_URL,
        accountSid: v(e.TWILIO_ACCOUNT_SID),
        authToken: v(e.TWILIO_AUTH_TOKEN),
        from: v(e.TWILIO_FROM),
      };
  }
}

/**
 * Reads and validates the configuration from an environment object. Pure: it neither reads
 * `process.env` nor touches the disk, so tests can call it with any object.
 * Empty strings count as unset, because env files and compose files often write `VAR=`.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const input: Record<string, string> = {};
  for (const key of Object.keys(EnvSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') input[key] = value;
  }
  const parsed = CheckedEnvSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const shown =
        SECRET_VARS.has(name) || input[name] === undefined ? '' : ` (got ${JSON.stringify(input[name])})`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicBaseUrl = (e.PUBLIC_BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    adminPassword: e.ADMIN_PASSWORD,
    siteDomainSuffix: e.SITE_DOMAIN_SUFFIX,
    publicBaseUrl,
    publicBaseUrlConfigured: e.PUBLIC_BASE_URL !== undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    adminDistDir: e.ADMIN_DIST_DIR === undefined ? undefined : resolve(e.ADMIN_DIST_DIR),
    translate: e.TRANSLATE_URL ? { url: e.TRANSLATE_URL, apiKey: e.TRANSLATE_API_KEY } : undefined,
    argon2: {
      memoryCost: e.ARGON2_MEMORY_KIB,
      timeCost: e.ARGON2_TIME_COST,
      parallelism: e.ARGON2_PARALLELISM,
    },
    secretKey: e.SECRET_KEY,
    httpsPort: e.HTTPS_PORT,
    publicIps: e.PUBLIC_IPS,
    storage:
      e.STORAGE_DRIVER === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET as string,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : { driver: 'disk' },
    uploads: loadUploadSettings(env),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: smsConfig(e),
    plugins: {
      baiduPushUrl: e.BAIDU_PUSH_URL.replace(/\/+$/, ''),
      googleTokenUrl: e.GOOGLE_TOKEN_URL,
      googleIndexingUrl: e.GOOGLE_INDEXING_URL.replace(/\/+$/, ''),
      indexNowUrl: e.INDEXNOW_URL.replace(/\/+$/, ''),
    },
    marketingToolUrl: e.MARKETING_TOOL_URL,
    payments: {
      endpoints: {
        stripeUrl: e.STRIPE_API_URL.replace(/\/+$/, ''),
        alipayGatewayUrl: e.ALIPAY_GATEWAY_URL,
        wechatPayUrl: e.WECHATPAY_API_URL.replace(/\/+$/, ''),
        paypalUrl: e.PAYPAL_API_URL.replace(/\/+$/, ''),
      },
      platform: platformPayment(e.PAYMENT_PROVIDER, e.PAYMENT_CREDENTIALS, e.PAYMENT_CURRENCY),
    },
    metricsToken: e.METRICS_TOKEN,
  };
}

/** The platform account from PAYMENT_PROVIDER and PAYMENT_CREDENTIALS; a bad shape stops start-up. */
function platformPayment(
  provider: PayProvider,
  json: string | undefined,
  currency: CurrencyCode,
): PlatformPayment {
  let raw: unknown = {};
  if (json) {
    try {
      raw = JSON.parse(json);
    } catch {
      throw new ConfigError('Invalid configuration:\n  PAYMENT_CREDENTIALS: must be JSON');
    }
  }
  const parsed = PayCredentials.safeParse({ provider, credentials: raw });
  if (!parsed.success) {
    const fields = parsed.error.issues.map(
      (i) => `${i.path.slice(1).join('.') || 'credentials'}: ${i.message}`,
    );
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_CREDENTIALS (${provider}): ${fields.join('; ')}`,
    );
  }
  if (!PROVIDER_CURRENCIES[provider].includes(currency)) {
    throw new ConfigError(
      `Invalid configuration:\n  PAYMENT_CURRENCY: ${provider} does not settle ${currency}`,
    );
  }
  return { provider, credentials: parsed.data.credentials as Record<string, string>, currency };
}
