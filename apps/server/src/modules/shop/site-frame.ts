import { type CurrencyCode, formatPrice, fromMinorUnits } from '@sitewright/contract';
import { escapeHtml } from '../mail/index.ts';
import type { websiteOrders } from './shop.schema.ts';

type OrderRow = typeof websiteOrders.$inferSelect;
type Ui = 'en' | 'zh';

/** Where a visitor's order stands, as the return page tells it. */
export type OrderOutcome = 'paid' | 'pending' | 'failed';

const WORDS = {
  heading: { en: 'Your order', zh: '您的订单' },
  number: { en: 'Order number', zh: '订单号' },
  item: { en: 'Item', zh: '商品' },
  quantity: { en: 'Quantity', zh: '数量' },
  amount: { en: 'Amount', zh: '金额' },
  status: { en: 'Status', zh: '状态' },
  statuses: {
    paid: { en: 'Paid', zh: '已支付' },
    pending: { en: 'Waiting for the payment', zh: '等待付款' },
    failed: { en: 'Not paid', zh: '未支付' },
  },
  next: { en: 'What happens next', zh: '接下来' },
  nextSteps: {
    paid: {
      en: 'A confirmation is on its way to {email}. We prepare your order and get in touch about the delivery; quote the order number with any question.',
      zh: '确认邮件已发送至 {email}。我们会为您准备订单，并就配送与您联系；如有疑问，请提供订单号。',
    },
    pending: {
      en: 'As soon as the payment arrives, this page says so and a confirmation goes to {email}. Nothing more to do: the page checks again by itself.',
      zh: '收到付款后，本页面会立即显示，并向 {email} 发送确认邮件。您无需再做任何操作，本页面会自动再次查询。',
    },
    failed: {
      en: 'The payment did not go through, so the order will not be sent. You can order again from the product page, or contact us.',
      zh: '付款未完成，订单不会发货。您可以在产品页面重新下单，或与我们联系。',
    },
  },
} as const;

/**
 * What the return page shows below its heading: the order (number, item, quantity, amount,
 * status) and what happens next, in the language of the page the visitor bought on.
 */
export function orderSummaryHtml(order: OrderRow, outcome: OrderOutcome, ui: Ui): string {
  const currency = order.currency as CurrencyCode;
  const amount = formatPrice(Number(fromMinorUnits(order.amount, currency)), currency, order.lang);
  const rows: [string, string][] = [
    [WORDS.number[ui], order.number],
    [WORDS.item[ui], order.productTitle],
    [WORDS.quantity[ui], String(order.quantity)],
    [WORDS.amount[ui], amount],
    [WORDS.status[ui], WORDS.statuses[outcome][ui]],
  ];
  const facts = rows
    .map(([name, value]) => `<div><dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd></div>`)
    .join('');
  const next = WORDS.nextSteps[outcome][ui].replace('{email}', order.buyer.email ?? '');
  return `<h2>${WORDS.heading[ui]}</h2><dl class="sw-item__facts sw-checkout__summary" data-testid="order-summary">${facts}</dl><h2>${WORDS.next[ui]}</h2><p class="sw-checkout__next">${escapeHtml(next)}</p>`;
}

/**
 * A page of the checkout inside a published page of the website (its page-not-found page): the
 * site's header, footer, theme and language stay, its main content becomes `main`, its title
 * `title`. Undefined when the frame has no main content to replace.
 */
export function framedPage(
  frame: string,
  input: { title: string; main: string; head?: string },
): string | undefined {
  const open = /<main\b[^>]*>/.exec(frame);
  const close = frame.lastIndexOf('</main>');
  if (!open || close < open.index) return undefined;
  let html = `${frame.slice(0, open.index + open[0].length)}${input.main}${frame.slice(close)}`;
  html = html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(input.title)}</title>`)
    // The frame's own description and addresses are not this page's.
    .replace(/<meta name="description"[^>]*>/g, '')
    .replace(/<link rel="(?:canonical|alternate)"[^>]*>/g, '');
  const robots = /<meta name="robots"/.test(html) ? '' : '<meta name="robots" content="noindex">';
  return html.replace('</head>', () => `${robots}${input.head ?? ''}</head>`);
}
