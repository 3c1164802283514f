import { z } from 'zod';
import { Currency, CURRENCIES } from './collection.ts';
import { defineCall, Id, INT_COLUMN_MAX } from './envelope.ts';
import { gatedCalls, ROLES } from './roles.ts';

/**
 * Payments (spec §1 "keep pay settings", §2 /pay/pay-set, /pay/website-pay-set, §7 add-pay-set,
 * del-pay-set, get-pay-set-list). One provider interface on the server, one driver per provider;
 * `sandbox` is a local pay page with Pay and Fail buttons, so every purchase can be finished on one
 * machine with nothing configured.
 */

export const PAY_PROVIDERS = ['sandbox', 'stripe', 'alipay', 'wechat', 'paypal'] as const;
export const PayProvider = z.enum(PAY_PROVIDERS);
export type PayProvider = z.infer<typeof PayProvider>;

export { CURRENCIES as PAY_CURRENCIES, Currency as PayCurrency };
import type { CurrencyCode } from './money.ts';

/** An amount of money: an integer of the currency's minor unit. */
export const Money = z.object({
  amount: z.number().int().nonnegative().max(INT_COLUMN_MAX),
  currency: Currency,
});
export type Money = z.infer<typeof Money>;

/** Which currencies a provider settles (the server refuses an account in another one). */
export const PROVIDER_CURRENCIES: Record<PayProvider, readonly CurrencyCode[]> = {
  sandbox: CURRENCIES,
  stripe: ['USD', 'EUR', 'GBP', 'JPY', 'HKD', 'AUD', 'CAD', 'SGD', 'CNY', 'INR', 'KRW'],
  alipay: ['CNY'],
  wechat: ['CNY'],
  paypal: ['USD', 'EUR', 'GBP', 'JPY', 'HKD', 'AUD', 'CAD', 'SGD'],
};

// Credentials ------------------------------------------------------------------------------------

const pem = (kind: string) =>
  z
    .string()
    .trim()
    .max(10_000)
    .refine(
      (v) =>
        /-----BEGIN [A-Z ]*KEY-----[\s\S]+-----END [A-Z ]*KEY-----/.test(v) ||
        /^[A-Za-z0-9+/=\s]{100,}$/.test(v),
      `a ${kind} in PEM (-----BEGIN … KEY-----) or base64`,
    );

/** What each provider needs; checked by shape here, by the provider on the test button. */
export const StripeCredentials = z.object({
  /** sk_live_… or sk_test_… (a restricted rk_ key works too). */
  secret_key: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(live|test)_[A-Za-z0-9]{10,}$/, 'a Stripe secret key (sk_live_… or sk_test_…)'),
  /** whsec_…: the signing secret of the webhook endpoint. */
  webhook_secret: z
    .string()
    .trim()
    .regex(/^whsec_[A-Za-z0-9+/=]{10,}$/, 'a webhook signing secret (whsec_…)'),
});
export const AlipayCredentials = z.object({
  app_id: z
    .string()
    .trim()
    .regex(/^\d{16}$/, 'the 16-digit APPID'),
  /** The application's RSA2 private key. */
  private_key: pem('private key'),
  /** Alipay's public key, which signs its notifications. */
  alipay_public_key: pem('public key'),
});
export const WechatCredentials = z.object({
  app_id: z
    .string()
    .trim()
    .regex(/^wx[0-9a-f]{16}$/, 'an AppID (wx…)'),
  mch_id: z
    .string()
    .trim()
    .regex(/^\d{8,12}$/, 'the merchant number (8–12 digits)'),
  /** The APIv3 key: 32 characters. */
  api_v3_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{32}$/, 'the 32-character APIv3 key'),
  /** The serial number of the merchant API certificate. */
  serial_no: z
    .string()
    .trim()
    .regex(/^[0-9A-Fa-f]{8,64}$/, 'the certificate serial number (hex)'),
  private_key: pem('private key'),
  /** WeChat Pay's platform public key, which signs its notifications. */
  platform_public_key: pem('public key'),
  /** Its id (PUB_KEY_ID_…), sent in Wechatpay-Serial. */
  platform_key_id: z.string().trim().min(1).max(100),
});
export const PaypalCredentials = z.object({
  client_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'the REST app client id'),
  client_secret: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'the REST app secret'),
  /** The id of the webhook registered for this account (its events are verified against it). */
  webhook_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{5,40}$/, 'the webhook id'),
});
export const SandboxCredentials = z.object({});

export type StripeCredentials = z.infer<typeof StripeCredentials>;
export type AlipayCredentials = z.infer<typeof AlipayCredentials>;
export type WechatCredentials = z.infer<typeof WechatCredentials>;
export type PaypalCredentials = z.infer<typeof PaypalCredentials>;

/** A provider and its credentials, as the operator saves an account. */
export const PayCredentials = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox'), credentials: SandboxCredentials }),
  z.object({ provider: z.literal('stripe'), credentials: StripeCredentials }),
  z.object({ provider: z.literal('alipay'), credentials: AlipayCredentials }),
  z.object({ provider: z.literal('wechat'), credentials: WechatCredentials }),
  z.object({ provider: z.literal('paypal'), credentials: PaypalCredentials }),
]);
export type PayCredentials = z.infer<typeof PayCredentials>;

/** The credential fields each provider's form asks for, in order; `secret` ones are shown masked. */
export const PROVIDER_FIELDS: Record<
  PayProvider,
  readonly { key: string; secret: boolean; multiline?: boolean }[]
> = {
  sandbox: [],
  stripe: [
    { key: 'secret_key', secret: true },
    { key: 'webhook_secret', secret: true },
  ],
  alipay: [
    { key: 'app_id', secret: false },
    { key: 'private_key', secret: true, multiline: true },
    { key: 'alipay_public_key', secret: false, multiline: true },
  ],
  wechat: [
    { key: 'app_id', secret: false },
    { key: 'mch_id', secret: false },
    { key: 'api_v3_key', secret: true },
    { key: 'serial_no', secret: false },
    { key: 'private_key', secret: true, multiline: true },
    { key: 'platform_public_key', secret: false, multiline: true },
    { key: 'platform_key_id', secret: false },
  ],
  paypal: [
    { key: 'client_id', secret: false },
    { key: 'client_secret', secret: true },
    { key: 'webhook_id', secret: false },
  ],
};

// Company payment accounts (/pay/pay-set) --------------------------------------------------------

export const PAY_ACCOUNT_NAME_MAX = 60;

/** PUT add-pay-set: a new account, or (with id) an edit; absent credentials keep the stored ones. */
export const AddPaySetBody = z.intersection(
  z.object({
    id: Id.optional(),
    name: z.string().trim().min(1).max(PAY_ACCOUNT_NAME_MAX),
    currency: Currency,
  }),
  z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('sandbox'), credentials: SandboxCredentials.optional() }),
    z.object({ provider: z.literal('stripe'), credentials: StripeCredentials.optional() }),
    z.object({ provider: z.literal('alipay'), credentials: AlipayCredentials.optional() }),
    z.object({ provider: z.literal('wechat'), credentials: WechatCredentials.optional() }),
    z.object({ provider: z.literal('paypal'), credentials: PaypalCredentials.optional() }),
  ]),
);
export type AddPaySetBody = z.input<typeof AddPaySetBody>;

/** A payment account as the server shows it: credentials only as masked hints. */
export const PayAccount = z.object({
  id: z.number().int(),
  name: z.string(),
  provider: PayProvider,
  currency: Currency,
  /** Each credential field masked (`••••abcd`) or, when not secret, as saved. */
  credential_hints: z.record(z.string(), z.string()),
  /** Where the provider must send its notifications for this account (to paste in its console). */
  notify_url: z.string(),
  /** Websites using it. */
  website_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PayAccount = z.infer<typeof PayAccount>;

export const PayAccountList = z.object({ list: z.array(PayAccount) });
export type PayAccountList = z.infer<typeof PayAccountList>;

export const DelPaySetQuery = z.object({ id: Id });
export const TestPaySetBody = z.object({ id: Id });
/** What the test button reports: reachable and credentials accepted, or why not in words. */
export const PayAccountTest = z.object({ ok: z.boolean(), message: z.string() });
export type PayAccountTest = z.infer<typeof PayAccountTest>;

export const paySetCalls = gatedCalls([ROLES.paySet], {
  list: defineCall({ method: 'GET', path: '/api/website/get-pay-set-list', data: PayAccountList }),
  add: defineCall({ method: 'PUT', path: '/api/website/add-pay-set', body: AddPaySetBody, data: PayAccount }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/del-pay-set',
    query: DelPaySetQuery,
    data: z.object({ id: z.number().int() }),
  }),
  test: defineCall({
    method: 'POST',
    path: '/api/website/test-pay-set',
    body: TestPaySetBody,
    data: PayAccountTest,
  }),
});

// Website payment settings (/pay/website-pay-set) ------------------------------------------------

/** Which account takes payments in which currency on one website. */
export const WebsitePayRoute = z.object({ currency: Currency, pay_account_id: Id });
export type WebsitePayRoute = z.infer<typeof WebsitePayRoute>;

export const WebsitePaySettings = z.object({
  website_id: z.number().int(),
  /** Whether products with a price show a Buy button on the published site. */
  enabled: z.boolean(),
  routes: z.array(WebsitePayRoute),
});
export type WebsitePaySettings = z.infer<typeof WebsitePaySettings>;

export const SaveWebsitePayBody = z.object({
  website_id: Id,
  enabled: z.boolean(),
  /** One account per currency at most. */
  routes: z
    .array(WebsitePayRoute)
    .max(CURRENCIES.length)
    .refine((r) => new Set(r.map((x) => x.currency)).size === r.length, 'one account per currency'),
});
export type SaveWebsitePayBody = z.input<typeof SaveWebsitePayBody>;

export const WebsitePayQuery = z.object({ website_id: Id });

// Website orders (what visitors buy on a published site) -----------------------------------------

export const WEBSITE_ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
] as const;
export const WebsiteOrderStatus = z.enum(WEBSITE_ORDER_STATUSES);
export type WebsiteOrderStatus = z.infer<typeof WebsiteOrderStatus>;

/** Who bought: what the checkout form asks. */
export const Buyer = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().email().max(200),
  phone: z.string().trim().max(40).default(''),
  address: z.string().trim().max(500).default(''),
  note: z.string().trim().max(1000).default(''),
});
export type Buyer = z.infer<typeof Buyer>;

/** Most pieces of one product in one checkout. */
export const CHECKOUT_QUANTITY_MAX = 99;

export const WebsiteOrder = z.object({
  id: z.number().int(),
  website_id: z.number().int(),
  /** What the buyer and the provider see (e.g. W20261128-000042). */
  number: z.string(),
  product_id: z.number().int(),
  product_title: z.string(),
  quantity: z.number().int(),
  /** The total, in the currency's minor unit. */
  amount: z.number().int(),
  currency: Currency,
  provider: PayProvider,
  pay_account_name: z.string(),
  status: WebsiteOrderStatus,
  buyer: Buyer,
  lang: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type WebsiteOrder = z.infer<typeof WebsiteOrder>;

const QueryInt = z.coerce.number().int().positive().max(INT_COLUMN_MAX);

export const WebsiteOrderListQuery = z.object({
  website_id: Id,
  status: WebsiteOrderStatus.optional(),
  page: QueryInt.default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
});
export type WebsiteOrderListQuery = z.input<typeof WebsiteOrderListQuery>;

export const WebsiteOrderList = z.object({
  list: z.array(WebsiteOrder),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type WebsiteOrderList = z.infer<typeof WebsiteOrderList>;

export const websitePayCalls = gatedCalls([ROLES.websitePaySet], {
  info: defineCall({
    method: 'GET',
    path: '/api/website/website-pay-set',
    query: WebsitePayQuery,
    data: WebsitePaySettings,
  }),
  save: defineCall({
    method: 'POST',
    path: '/api/website/website-pay-set',
    body: SaveWebsitePayBody,
    data: WebsitePaySettings,
  }),
  /** The accounts the website may choose from (names and currencies only). */
  accounts: defineCall({
    method: 'GET',
    path: '/api/website/website-pay-accounts',
    data: z.object({
      list: z.array(
        z.object({ id: z.number().int(), name: z.string(), provider: PayProvider, currency: Currency }),
      ),
    }),
  }),
  orders: defineCall({
    method: 'GET',
    path: '/api/website/website-order-list',
    query: WebsiteOrderListQuery,
    data: WebsiteOrderList,
  }),
});

/** Provider names as operators know them. */
export const payProviderNames: Record<PayProvider, { en: string; zh: string }> = {
  sandbox: { en: 'Sandbox (test payments)', zh: '沙箱（测试支付）' },
  stripe: { en: 'Stripe', zh: 'Stripe' },
  alipay: { en: 'Alipay', zh: '支付宝' },
  wechat: { en: 'WeChat Pay', zh: '微信支付' },
  paypal: { en: 'PayPal', zh: 'PayPal' },
};

// Public pay routes (not envelope calls) ---------------------------------------------------------

/** The sandbox provider's pay page (HTML), and the forms its Pay and Fail buttons post. */
export const PAY_SANDBOX_PATH = '/api/pay/sandbox/:ref';
export const PAY_SANDBOX_PAY_PATH = '/api/pay/sandbox/:ref/pay';
export const PAY_SANDBOX_FAIL_PATH = '/api/pay/sandbox/:ref/fail';
/** Where the platform account's provider posts its notifications (raw, signed bodies). */
export const PAY_NOTIFY_PATH = '/api/pay/notify/:provider';
/** Where a company's own account's provider posts its notifications (raw, signed bodies). */
export const PAY_ACCOUNT_NOTIFY_PATH = '/api/pay/account-notify/:accountId';
