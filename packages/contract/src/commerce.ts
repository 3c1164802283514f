import { z } from 'zod';
import { Currency } from './collection.ts';
import { defineCall, Id, INT_COLUMN_MAX } from './envelope.ts';
import { PLUGIN_KEYS } from './plugin.ts';
import { gatedCalls, ROLES } from './roles.ts';
import { PayProvider } from './payment.ts';
import { TEMPLATE_IDS } from './template.ts';
import { MediaAddress } from './website.ts';

/**
 * The app centre and company orders (spec §1 "buy website templates and plugins", §2 /app/index,
 * /order/index, §7 company-order calls, company/info). A company buys an item of the catalogue
 * once; the paid order grants a licence, which the server checks wherever the item is used.
 */

export const CATALOGUE_KINDS = ['template', 'plugin'] as const;
export const CatalogueKind = z.enum(CATALOGUE_KINDS);
export type CatalogueKind = z.infer<typeof CatalogueKind>;

/** A template or plugin of the app centre; free ones have amount 0 and need no licence. */
export const CatalogueItem = z.object({
  kind: CatalogueKind,
  /** A TEMPLATE_IDS or PLUGIN_KEYS entry. */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** What it holds or does, a line each. */
  features: z.array(z.string()),
  /** Site-relative screenshot addresses (templates: under /template-assets). */
  screenshots: z.array(z.string()),
  price: z.object({ amount: z.number().int().nonnegative(), currency: Currency }),
  free: z.boolean(),
  /** Free, or a paid licence is held: the item can be used now. */
  owned: z.boolean(),
  /** The company's order awaiting payment for this item, if any. */
  pending_order_id: z.number().int().nullable(),
});
export type CatalogueItem = z.infer<typeof CatalogueItem>;

export const Catalogue = z.object({ list: z.array(CatalogueItem) });
export type Catalogue = z.infer<typeof Catalogue>;

export const CatalogueQuery = z.object({ kind: CatalogueKind.optional() });

export const COMPANY_ORDER_STATUSES = [
  'pending',
  'paid',
  'failed',
  'expired',
  'cancelled',
  'refunded',
  /** Paid after it was cancelled or expired and could not be refunded: for a person to settle. */
  'flagged',
] as const;
export const CompanyOrderStatus = z.enum(COMPANY_ORDER_STATUSES);
export type CompanyOrderStatus = z.infer<typeof CompanyOrderStatus>;

/** An unpaid order stops being payable after this long. */
export const COMPANY_ORDER_TTL_MINUTES = 30;

export const CompanyOrder = z.object({
  id: z.number().int(),
  /** What receipts and the provider show (e.g. C20261128-000042). */
  number: z.string(),
  kind: CatalogueKind,
  item_key: z.string(),
  item_name: z.string(),
  amount: z.number().int(),
  currency: Currency,
  status: CompanyOrderStatus,
  provider: PayProvider,
  /** Where to pay while pending (the provider's page, or the sandbox's). */
  pay_url: z.string().nullable(),
  /** Who ordered. */
  user_name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type CompanyOrder = z.infer<typeof CompanyOrder>;

export const CreateTemplateOrderBody = z.object({ template_id: z.enum(TEMPLATE_IDS) });
export const CreatePluginOrderBody = z.object({ plugin: z.enum(PLUGIN_KEYS) });
export const CompanyOrderQuery = z.object({ id: Id });

export const ORDER_DATE_PRESETS = ['today', '7d', '30d', '90d'] as const;

const QueryInt = z.coerce.number().int().positive().max(INT_COLUMN_MAX);

export const CompanyOrderListQuery = z.object({
  status: CompanyOrderStatus.optional(),
  date: z.enum(ORDER_DATE_PRESETS).optional(),
  page: QueryInt.default(1),
  page_size: z.coerce.number().int().positive().max(100).default(20),
});
export type CompanyOrderListQuery = z.input<typeof CompanyOrderListQuery>;

export const CompanyOrderList = z.object({
  list: z.array(CompanyOrder),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CompanyOrderList = z.infer<typeof CompanyOrderList>;

/** What the paying screen polls until the order is paid, failed or expired. */
export const CompanyOrderPayState = z.object({
  id: z.number().int(),
  status: CompanyOrderStatus,
  /** True once nothing more will change without the operator (paid, failed, expired, cancelled). */
  settled: z.boolean(),
});
export type CompanyOrderPayState = z.infer<typeof CompanyOrderPayState>;

/** Ordering and paying are open to every operator of the company; the order screen needs order.index. */
export const companyOrderCalls = {
  catalogue: defineCall({
    method: 'GET',
    path: '/api/website/app/catalogue',
    query: CatalogueQuery,
    data: Catalogue,
  }),
  createTemplateOrder: defineCall({
    method: 'POST',
    path: '/api/website/company-order/create-website-template-order',
    body: CreateTemplateOrderBody,
    data: CompanyOrder,
  }),
  createPluginOrder: defineCall({
    method: 'POST',
    path: '/api/website/company-order/create-website-plugin-order',
    body: CreatePluginOrderBody,
    data: CompanyOrder,
  }),
  get: defineCall({
    method: 'GET',
    path: '/api/website/company-order/get-company-order',
    query: CompanyOrderQuery,
    data: CompanyOrder,
  }),
  paySearch: defineCall({
    method: 'GET',
    path: '/api/website/company-order/unify-company-order-pay-search',
    query: CompanyOrderQuery,
    data: CompanyOrderPayState,
  }),
  ...gatedCalls([ROLES.orderIndex], {
    list: defineCall({
      method: 'GET',
      path: '/api/website/company-order/get-company-order-list',
      query: CompanyOrderListQuery,
      data: CompanyOrderList,
    }),
    /** A pending order's new payment (a fresh pay_url); an expired or failed one is ordered anew. */
    payAgain: defineCall({
      method: 'POST',
      path: '/api/website/company-order/pay-again',
      body: CompanyOrderQuery,
      data: CompanyOrder,
    }),
    cancel: defineCall({
      method: 'POST',
      path: '/api/website/company-order/cancel',
      body: CompanyOrderQuery,
      data: CompanyOrder,
    }),
  }),
};

/** The receipt of a paid order, as a PDF download (GET, the session cookie suffices). */
export const COMPANY_ORDER_RECEIPT_PATH = '/api/website/company-order/receipt';

// Company information (shown on receipts) --------------------------------------------------------

export const CompanyInfo = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** A media-library address, or ''. */
  logo: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  tax_id: z.string(),
  /** What sub-accounts' user names end in (after @). */
  sub_account_suffix: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

export const SaveCompanyInfoBody = z.object({
  name: z.string().trim().min(1).max(100),
  /** A file of one of the company's media libraries (checked by the server), or ''. */
  logo: MediaAddress.default(''),
  contact_name: z.string().trim().max(100).default(''),
  phone: z.string().trim().max(40).default(''),
  email: z.union([z.literal(''), z.string().trim().toLowerCase().email().max(200)]).default(''),
  address: z.string().trim().max(500).default(''),
  tax_id: z.string().trim().max(60).default(''),
});
export type SaveCompanyInfoBody = z.input<typeof SaveCompanyInfoBody>;

export const companyInfoCalls = {
  info: defineCall({ method: 'GET', path: '/api/website/company/info', data: CompanyInfo }),
  /** Company administrators only (is_admin), checked by the server. */
  save: defineCall({
    method: 'POST',
    path: '/api/website/company/info',
    body: SaveCompanyInfoBody,
    data: CompanyInfo,
  }),
};
