import { z } from 'zod';
import { defineCall, Id, INT_COLUMN_MAX, idList } from './envelope.ts';
import { type ErrorKey, errors, type Lang, messageFor } from './errors.ts';

/**
 * The message centre (/user/message) and the bell (spec §2, §7). Messages are written by the
 * server when something happens that an operator should act on or know about; each is stored as a
 * kind with its parameters and rendered in the reader's language when listed.
 */

/** Most messages one page of the list shows. */
export const MESSAGE_PAGE_SIZE_MAX = 100;
export const MESSAGE_PAGE_SIZE_DEFAULT = 20;
/** Most messages one mark-read or delete call names. */
export const MESSAGE_IDS_MAX = 100;
/** A certificate's expiry is announced when this many days or fewer are left (and once more at 1). */
export const CERTIFICATE_WARNING_DAYS = [14, 1] as const;

type Text = { en: string; zh: string };

/**
 * The texts of every kind of message, `{name}` filled from the message's parameters. `{error}` is
 * the message of the error named by the `error_key` parameter, filled from `error_data`.
 */
export const messageTexts = {
  publish_succeeded: {
    title: { en: 'Website "{site}" published', zh: '网站“{site}”发布成功' },
    body: {
      en: '{pages} page(s) of "{site}" are live now.',
      zh: '网站“{site}”的 {pages} 个页面已上线',
    },
  },
  publish_failed: {
    title: { en: 'Publishing website "{site}" failed', zh: '网站“{site}”发布失败' },
    body: { en: '{error}', zh: '{error}' },
  },
  certificate_expiring: {
    title: {
      en: 'The certificate of {domain} expires in {days} day(s)',
      zh: '域名 {domain} 的证书将在 {days} 天后过期',
    },
    body: {
      en: 'The HTTPS certificate of {domain} (website "{site}") is valid until {valid_to}. Upload a renewed certificate in website settings before then.',
      zh: '域名 {domain}（网站“{site}”）的 HTTPS 证书有效期至 {valid_to}，请在此之前在网站设置中上传新的证书',
    },
  },
  form_inquiry: {
    title: { en: 'New inquiry from form "{form}"', zh: '表单“{form}”收到新询盘' },
    body: {
      en: '{visitor} sent form "{form}" on website "{site}".',
      zh: '{visitor} 在网站“{site}”提交了表单“{form}”',
    },
  },
  website_order_paid: {
    title: { en: 'New order {number} on "{site}"', zh: '网站“{site}”有新订单 {number}' },
    body: {
      en: 'New order {number} on "{site}": {product} × {quantity}, {amount}.',
      zh: '网站“{site}”的新订单 {number}：{product} × {quantity}，{amount}',
    },
  },
} as const satisfies Record<string, { title: Text; body: Text }>;

export type MessageKind = keyof typeof messageTexts;
export const MESSAGE_KINDS = Object.keys(messageTexts) as MessageKind[];

/** A message's parameters: plain values, so that they can be stored and rendered in any language. */
export type MessageParams = Record<string, string | number | null | Record<string, unknown>>;

function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** A message's title and body in a language. */
export function renderMessage(
  kind: string,
  params: MessageParams,
  lang: Lang,
): { title: string; body: string } | null {
  const texts = (messageTexts as Record<string, { title: Text; body: Text }>)[kind];
  if (!texts) return null;
  const key = params.error_key;
  const values: Record<string, unknown> = { ...params };
  if (typeof key === 'string') {
    values.error = key in errors ? messageFor(key as ErrorKey, lang, params.error_data) : key;
  }
  return { title: fill(texts.title[lang], values), body: fill(texts.body[lang], values) };
}

/** One message as the list shows it, in the reader's language. */
export const Message = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** Where the message can be acted on: a path of the back office ('' when nowhere). */
  link: z.string(),
  /** The website the link is about; the back office selects it before following the link. */
  website_id: z.number().int().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof Message>;

const QueryInt = z.coerce.number().int().positive().max(INT_COLUMN_MAX);

export const MessageListQuery = z.object({
  /** '1' read messages only, '0' unread only; all when absent. */
  is_read: z.enum(['0', '1']).optional(),
  page: QueryInt.default(1),
  page_size: z.coerce.number().int().positive().max(MESSAGE_PAGE_SIZE_MAX).default(MESSAGE_PAGE_SIZE_DEFAULT),
});
export type MessageListQuery = z.input<typeof MessageListQuery>;

export const MessageList = z.object({
  list: z.array(Message),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MessageList = z.infer<typeof MessageList>;

/** Which messages to mark read: the ones named, or every message of the caller. */
export const MessageSetIsReadBody = z.union([
  z.object({ ids: z.array(Id).min(1).max(MESSAGE_IDS_MAX) }),
  z.object({ all: z.literal(true) }),
]);
export type MessageSetIsReadBody = z.input<typeof MessageSetIsReadBody>;

/** Comma-separated message ids in the query string, as DELETE carries no body. */
export const MessageDelQuery = z.object({
  ids: idList(MESSAGE_IDS_MAX),
});
export type MessageDelQuery = z.input<typeof MessageDelQuery>;

/** How many messages a call changed. */
export const MessagesChanged = z.object({ count: z.number().int() });
export type MessagesChanged = z.infer<typeof MessagesChanged>;

export const messageCalls = {
  list: defineCall({
    method: 'GET',
    path: '/api/website/message-list',
    query: MessageListQuery,
    data: MessageList,
  }),
  setIsRead: defineCall({
    method: 'POST',
    path: '/api/website/message-set-is-read',
    body: MessageSetIsReadBody,
    data: MessagesChanged,
  }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/message-del',
    query: MessageDelQuery,
    data: MessagesChanged,
  }),
};

/** The back-office screens messages link to (their paths in the admin app's route table). */
export const MESSAGE_LINKS = {
  pages: '/page/index',
  websiteSettings: '/page/web_set',
  /** A form's records; `:form_id` and `:website_id` are filled by `formInquiryLink`. */
  formInquiries: '/form/form_inquiry_list/:form_id/:website_id',
  /** The selected website's payment settings and orders (the message names the website). */
  websiteOrders: '/pay/website-pay-set',
} as const;

/** The inquiry centre's list of one form's records, where a new inquiry's message leads. */
export const formInquiryLink = (formId: number, websiteId: number) =>
  MESSAGE_LINKS.formInquiries.replace(':form_id', String(formId)).replace(':website_id', String(websiteId));
