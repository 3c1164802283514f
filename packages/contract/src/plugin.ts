import { z } from 'zod';
import { defineCall, Id, INT_COLUMN_MAX } from './envelope.ts';
import { gatedCalls, ROLES } from './roles.ts';
import { normalizeGeoUrl } from './site-access.ts';

/**
 * Third-party plugins of a website (spec §2 /plugin/plugin-set). Each plugin is one definition:
 * its settings here (what the operator saves, and the view the server answers, which never holds
 * a secret), what it adds to published pages, and what it does when the website is published.
 * The next plugin is a new entry in PLUGIN_KEYS with its two schemas, not a new mechanism.
 */

export const PLUGIN_KEYS = ['bdzz', 'google-indexing', 'indexnow', 'verification', 'analytics'] as const;
export const PluginKey = z.enum(PLUGIN_KEYS);
export type PluginKey = z.infer<typeof PluginKey>;

/** The plugins that tell search engines about new, changed and removed addresses on publish. */
export const PUSH_PLUGINS = ['bdzz', 'google-indexing', 'indexnow'] as const satisfies readonly PluginKey[];
export type PushPluginKey = (typeof PUSH_PLUGINS)[number];

/** Admin routes of each plugin's settings screen; `:id` is the website's id. */
export const PLUGIN_SETTINGS_PATHS: Record<PluginKey, string> = {
  bdzz: '/plugin/plugin-bdzz-set/:id',
  'google-indexing': '/plugin/plugin-google-indexing-set/:id',
  indexnow: '/plugin/plugin-indexnow-set/:id',
  verification: '/plugin/plugin-verification-set/:id',
  analytics: '/plugin/plugin-analytics-set/:id',
};

/** Most URLs in one Baidu link-submission request (its documentation's limit). */
export const BAIDU_BATCH_MAX = 2000;
/** Most URLs in one IndexNow request (the protocol's limit). */
export const INDEXNOW_BATCH_MAX = 10_000;
/** Google Indexing API's default daily publish quota per project. */
export const GOOGLE_INDEXING_DEFAULT_QUOTA = 200;
/** Push log entries are kept this many days. */
export const PLUGIN_PUSH_LOG_DAYS = 90;
/** URLs a push log entry lists (the count covers them all). */
export const PLUGIN_PUSH_LOG_URLS = 20;

/**
 * What Google says about its Indexing API, quoted on the settings screen before the operator asks
 * to push pages that are neither job postings nor livestreams.
 */
export const GOOGLE_INDEXING_POLICY = {
  en: 'Currently, the Indexing API can only be used to crawl pages with either JobPosting or BroadcastEvent embedded in a VideoObject.',
  zh: '目前，Indexing API 仅可用于抓取包含 JobPosting 或嵌入在 VideoObject 中的 BroadcastEvent 的网页。',
} as const;

/** Structured-data types Google's Indexing API accepts. */
export const GOOGLE_INDEXING_TYPES = ['JobPosting', 'BroadcastEvent'] as const;

/** Letters, digits and the few marks verification codes and tokens use; nothing that could leave an attribute. */
const CODE = /^[A-Za-z0-9_\-+=/.:]+$/;
const codeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => v === '' || CODE.test(v), 'letters, digits and - _ + = / . : only');

/**
 * The code inside a pasted verification tag (`<meta name="…" content="CODE" />`), or the text as
 * typed: operators copy whole tags out of the search engines' consoles.
 */
export function verificationCodeFrom(input: string): string {
  const match = /content\s*=\s*["']([^"']*)["']/i.exec(input);
  return (match ? (match[1] ?? '') : input).trim();
}

const pastedCode = (max: number) => z.string().transform(verificationCodeFrom).pipe(codeText(max));

/** A write-only secret: absent or empty keeps the stored one. */
const secretInput = (max: number) => z.string().trim().max(max).optional();

// Baidu webmaster (bdzz) -------------------------------------------------------------------------

export const BAIDU_VERIFY_AS = ['meta', 'file'] as const;

export const BdzzSettingsInput = z.object({
  /** The code Baidu's site verification gives (`codeva-…`); a pasted meta tag works too. */
  verify_code: pastedCode(64).default(''),
  /** Served as the `baidu-site-verification` meta tag, or as `/baidu_verify_<code>.html`. */
  verify_as: z.enum(BAIDU_VERIFY_AS).default('meta'),
  /** The push token of Baidu's link submission (write-only). */
  token: secretInput(64).pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9]*$/, 'letters and digits only')
      .optional(),
  ),
});
export const BdzzSettingsView = z.object({
  verify_code: z.string(),
  verify_as: z.enum(BAIDU_VERIFY_AS),
  /** The token's last four characters behind dots, or '' when none is stored. */
  token_hint: z.string(),
  /** What Baidu's last answer said is left of today's quota, when known. */
  quota_left: z.number().int().nullable(),
});

// Google Indexing --------------------------------------------------------------------------------

export const GoogleIndexingSettingsInput = z.object({
  /** A service account's JSON key as Google Cloud downloads it (write-only). */
  service_account_json: secretInput(20_000),
  /** Push every changed page, not only those with JobPosting or BroadcastEvent data. */
  push_all_pages: z.boolean().default(false),
  /** The operator confirmed Google's policy (required with push_all_pages). */
  policy_confirmed: z.boolean().default(false),
  daily_quota: z.number().int().positive().max(1_000_000).default(GOOGLE_INDEXING_DEFAULT_QUOTA),
});
export const GoogleIndexingSettingsView = z.object({
  /** The service account's e-mail (not secret), or '' when no key is stored. */
  client_email: z.string(),
  key_set: z.boolean(),
  push_all_pages: z.boolean(),
  daily_quota: z.number().int(),
  /** Notifications sent today (the Pacific Time day, as Google counts its quota). */
  used_today: z.number().int(),
});

// IndexNow ---------------------------------------------------------------------------------------

export const IndexNowSettingsInput = z.object({
  /** Make a new key (the old key file stops being served at the next publish). */
  regenerate_key: z.boolean().default(false),
});
export const IndexNowSettingsView = z.object({
  /** The key (public by design: the site serves it at `/<key>.txt`), '' before the first save. */
  key: z.string(),
  /** Where the site serves the key file, on the website's main address. */
  key_url: z.string(),
});

// Verification tags ------------------------------------------------------------------------------

export const VerificationSettingsInput = z.object({
  /** Google Search Console's `google-site-verification` content (or the pasted tag). */
  google: pastedCode(128).default(''),
  /** Bing Webmaster Tools' `msvalidate.01` content (or the pasted tag). */
  bing: pastedCode(128).default(''),
});
export const VerificationSettingsView = z.object({ google: z.string(), bing: z.string() });

// Analytics --------------------------------------------------------------------------------------

export const ANALYTICS_PROVIDERS = ['plausible', 'umami'] as const;

/** An https address of a script (http only on localhost, for a self-hosted instance on the same machine). */
export const AnalyticsScriptUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    const url = normalizeGeoUrl(v);
    return url !== null && (url.startsWith('https://') || /^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url));
  }, 'an https:// address');

export const AnalyticsSettingsInput = z.object({
  provider: z.enum(ANALYTICS_PROVIDERS).default('plausible'),
  /** The tracking script, e.g. https://plausible.example.com/js/script.js. */
  script_url: z.union([z.literal(''), AnalyticsScriptUrl]).default(''),
  /** Plausible: the site's domain as registered there; Umami: the website id (a UUID). */
  site_id: codeText(200).default(''),
});
export const AnalyticsSettingsView = z.object({
  provider: z.enum(ANALYTICS_PROVIDERS),
  script_url: z.string(),
  site_id: z.string(),
});

/**
 * The names of the settings a plugin may still lack when it is turned on (PLUGIN_SETTING_REQUIRED
 * answers the key as `field` and this name as `label`).
 */
export const pluginFieldLabels: Record<string, { en: string; zh: string }> = {
  verify_code: { en: 'the verification code or the push token', zh: '验证码或推送 token' },
  service_account_json: { en: 'the service account key', zh: '服务账号密钥' },
  google: { en: 'a Google or Bing verification code', zh: 'Google 或 Bing 验证码' },
  script_url: { en: 'the script address', zh: '脚本地址' },
  site_id: { en: 'the site id or domain', zh: '站点 ID 或域名' },
};

// Calls ------------------------------------------------------------------------------------------

/** One save: which website, which plugin, enabled or not, and that plugin's settings. */
export const SavePluginBody = z.discriminatedUnion('plugin', [
  z.object({ website_id: Id, plugin: z.literal('bdzz'), enabled: z.boolean(), settings: BdzzSettingsInput }),
  z.object({
    website_id: Id,
    plugin: z.literal('google-indexing'),
    enabled: z.boolean(),
    settings: GoogleIndexingSettingsInput,
  }),
  z.object({
    website_id: Id,
    plugin: z.literal('indexnow'),
    enabled: z.boolean(),
    settings: IndexNowSettingsInput,
  }),
  z.object({
    website_id: Id,
    plugin: z.literal('verification'),
    enabled: z.boolean(),
    settings: VerificationSettingsInput,
  }),
  z.object({
    website_id: Id,
    plugin: z.literal('analytics'),
    enabled: z.boolean(),
    settings: AnalyticsSettingsInput,
  }),
]);
export type SavePluginBody = z.input<typeof SavePluginBody>;

const pluginInfoBase = {
  website_id: z.number().int(),
  enabled: z.boolean(),
  /** When the settings were last saved, or null before the first save. */
  updated_at: z.string().nullable(),
};

/** A plugin's settings as the server shows them: secrets only as hints. */
export const PluginInfo = z.discriminatedUnion('plugin', [
  z.object({ ...pluginInfoBase, plugin: z.literal('bdzz'), settings: BdzzSettingsView }),
  z.object({ ...pluginInfoBase, plugin: z.literal('google-indexing'), settings: GoogleIndexingSettingsView }),
  z.object({ ...pluginInfoBase, plugin: z.literal('indexnow'), settings: IndexNowSettingsView }),
  z.object({ ...pluginInfoBase, plugin: z.literal('verification'), settings: VerificationSettingsView }),
  z.object({ ...pluginInfoBase, plugin: z.literal('analytics'), settings: AnalyticsSettingsView }),
]);
export type PluginInfo = z.infer<typeof PluginInfo>;

export const PluginQuery = z.object({ website_id: Id, plugin: PluginKey });
export const PluginListQuery = z.object({ website_id: Id });

export const PUSH_STATUSES = ['queued', 'sent', 'failed', 'retrying', 'skipped'] as const;
export const PushStatus = z.enum(PUSH_STATUSES);
export type PushStatus = z.infer<typeof PushStatus>;

/** Why a push ended as it did, in words the operator understands (pluginPushMessages). */
export const PUSH_OUTCOMES = [
  'ok',
  'token_invalid',
  'site_not_verified',
  'over_quota',
  'not_same_site',
  'key_invalid',
  'auth_failed',
  'permission_denied',
  'urls_not_of_host',
  'rate_limited',
  'bad_request',
  'server_error',
  'network_error',
  'policy_skipped',
] as const;
export const PushOutcome = z.enum(PUSH_OUTCOMES);
export type PushOutcome = z.infer<typeof PushOutcome>;

/** One push to a search engine: a batch of URLs and what the engine answered. */
export const PluginPush = z.object({
  id: z.number().int(),
  plugin: z.enum(PUSH_PLUGINS),
  /** What caused it: a publish, an unpublish (URLs removed) or items published on their own. */
  trigger: z.enum(['publish', 'unpublish', 'items']),
  /** 'updated' (new or changed URLs) or 'deleted'. */
  action: z.enum(['updated', 'deleted']),
  url_count: z.number().int(),
  /** The first PLUGIN_PUSH_LOG_URLS of them. */
  urls: z.array(z.string()),
  status: PushStatus,
  outcome: PushOutcome.nullable(),
  /** The HTTP status of the engine's last answer, or null before one came. */
  http_status: z.number().int().nullable(),
  /** The engine's answer (shortened, never holding a secret). */
  answer: z.string(),
  /** Quota left after this push, when the engine says. */
  quota_left: z.number().int().nullable(),
  attempts: z.number().int(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PluginPush = z.infer<typeof PluginPush>;

/** A row of the plugin list. */
export const PluginSummary = z.object({
  plugin: PluginKey,
  enabled: z.boolean(),
  /** The last push (push plugins) or settings save, whichever is later; null when never. */
  last_activity_at: z.string().nullable(),
  /** The last push's status (push plugins), null otherwise or before the first. */
  last_status: PushStatus.nullable(),
  /** Whether everything the plugin needs to work is filled in. */
  configured: z.boolean(),
});
export type PluginSummary = z.infer<typeof PluginSummary>;

export const PluginList = z.object({ list: z.array(PluginSummary) });
export type PluginList = z.infer<typeof PluginList>;

const QueryInt = z.coerce.number().int().positive().max(INT_COLUMN_MAX);
export const PUSH_LOG_PAGE_SIZE_MAX = 100;

export const PushLogQuery = z.object({
  website_id: Id,
  /** One plugin's pushes; every push plugin's when absent. */
  plugin: z.enum(PUSH_PLUGINS).optional(),
  page: QueryInt.default(1),
  page_size: z.coerce.number().int().positive().max(PUSH_LOG_PAGE_SIZE_MAX).default(20),
});
export type PushLogQuery = z.input<typeof PushLogQuery>;

export const PushLog = z.object({
  list: z.array(PluginPush),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type PushLog = z.infer<typeof PushLog>;

export const pluginCalls = gatedCalls([ROLES.pluginSet], {
  list: defineCall({
    method: 'GET',
    path: '/api/website/plugin/list',
    query: PluginListQuery,
    data: PluginList,
  }),
  info: defineCall({ method: 'GET', path: '/api/website/plugin/info', query: PluginQuery, data: PluginInfo }),
  save: defineCall({
    method: 'POST',
    path: '/api/website/plugin/save',
    body: SavePluginBody,
    data: PluginInfo,
  }),
  pushLog: defineCall({
    method: 'GET',
    path: '/api/website/plugin/push-log',
    query: PushLogQuery,
    data: PushLog,
  }),
});

/** Each plugin's name and what it does, shown in the plugin list and on its screen. */
export const pluginTexts: Record<
  PluginKey,
  { name: { en: string; zh: string }; summary: { en: string; zh: string } }
> = {
  bdzz: {
    name: { en: 'Baidu webmaster', zh: '百度站长' },
    summary: {
      en: 'Verifies the site with Baidu and pushes new and changed pages to Baidu on every publish.',
      zh: '向百度验证网站，并在每次发布时把新增和更新的页面推送给百度',
    },
  },
  'google-indexing': {
    name: { en: 'Google Indexing', zh: 'Google 索引' },
    summary: {
      en: 'Tells Google about job postings and livestream pages as soon as they are published or removed.',
      zh: '在招聘和直播页面发布或删除时立即通知 Google',
    },
  },
  indexnow: {
    name: { en: 'IndexNow', zh: 'IndexNow' },
    summary: {
      en: 'Tells Bing, Yandex, Seznam, Naver and other IndexNow engines about new, changed and removed pages.',
      zh: '把新增、更新和删除的页面通知 Bing、Yandex、Seznam、Naver 等支持 IndexNow 的搜索引擎',
    },
  },
  verification: {
    name: { en: 'Verification tags', zh: '站点验证' },
    summary: {
      en: 'Adds the Google Search Console and Bing Webmaster verification tags to every page.',
      zh: '在每个页面加入 Google Search Console 和 Bing 网站管理员工具的验证标签',
    },
  },
  analytics: {
    name: { en: 'Analytics', zh: '访问统计' },
    summary: {
      en: 'Counts visits with a cookie-free analytics service you host (Plausible or Umami).',
      zh: '使用自托管、无 Cookie 的统计服务（Plausible 或 Umami）统计访问',
    },
  },
};

/** The words for each push outcome (the engine's own answer is shown beside them). */
export const pluginPushMessages: Record<PushOutcome, { en: string; zh: string }> = {
  ok: { en: 'Accepted.', zh: '已接收' },
  token_invalid: {
    en: 'Baidu refused the push token. Copy it again from Baidu Webmaster Tools.',
    zh: '百度拒绝了推送 token，请从百度站长平台重新复制',
  },
  site_not_verified: {
    en: 'Baidu does not know this site yet. Verify it in Baidu Webmaster Tools first.',
    zh: '百度尚未验证此站点，请先在百度站长平台完成验证',
  },
  over_quota: {
    en: "Today's quota is used up. The rest is sent tomorrow.",
    zh: '今日配额已用完，其余链接将于明天推送',
  },
  not_same_site: {
    en: 'Some addresses are not on the site registered with the search engine.',
    zh: '部分链接不属于在搜索引擎注册的站点',
  },
  key_invalid: {
    en: 'The search engine could not confirm the key. Publish the website so its key file is served, then try again.',
    zh: '搜索引擎无法确认密钥，请发布网站使密钥文件可访问后重试',
  },
  auth_failed: {
    en: 'Google refused the service account key. Upload a current key.',
    zh: 'Google 拒绝了服务账号密钥，请上传有效的密钥',
  },
  permission_denied: {
    en: 'The service account is not an owner of this site in Search Console.',
    zh: '该服务账号不是此网站在 Search Console 中的所有者',
  },
  urls_not_of_host: {
    en: 'The search engine says the addresses do not belong to this site.',
    zh: '搜索引擎认为这些链接不属于本站点',
  },
  rate_limited: {
    en: 'The search engine asked us to slow down. It is tried again later.',
    zh: '搜索引擎要求降低频率，稍后将重试',
  },
  bad_request: { en: 'The search engine refused the request.', zh: '搜索引擎拒绝了请求' },
  server_error: {
    en: 'The search engine had a problem. It is tried again later.',
    zh: '搜索引擎出现问题，稍后将重试',
  },
  network_error: {
    en: 'The search engine could not be reached. It is tried again later.',
    zh: '无法连接搜索引擎，稍后将重试',
  },
  policy_skipped: {
    en: 'Not sent: these pages have no job posting or livestream data, which Google requires.',
    zh: '未推送：这些页面没有 Google 要求的招聘或直播结构化数据',
  },
};
