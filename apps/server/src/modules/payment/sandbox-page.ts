import { createHash } from 'node:crypto';
import { CURRENCY_EXPONENT, type CurrencyCode, type Lang } from '@sitewright/contract';
import type { PaymentState } from '../../lib/payments/index.ts';

const en = {
  title: 'Sitewright sandbox',
  banner: 'Sitewright sandbox: no real money moves',
  amount: 'Amount',
  pay: 'Pay',
  fail: 'Fail',
  hint: 'Pay settles the order as paid; Fail as a failed payment.',
  paid: 'This payment has been made.',
  failed: 'This payment failed.',
  expired: 'This payment has expired. Start again from the order.',
  missing: 'There is no such sandbox payment.',
};
const zh: Record<keyof typeof en, string> = {
  title: 'Sitewright 沙箱支付',
  banner: 'Sitewright 沙箱支付：不会产生真实扣款',
  amount: '金额',
  pay: '支付',
  fail: '支付失败',
  hint: '点击“支付”将订单结算为已支付；点击“支付失败”则结算为支付失败。',
  paid: '该笔款项已支付。',
  failed: '该笔支付已失败。',
  expired: '该笔支付已过期，请回到订单重新发起。',
  missing: '不存在该沙箱支付。',
};
const TEXT: Record<Lang, typeof en> = { en, zh };

const STYLE =
  'body{font-family:system-ui,sans-serif;background:#f5f5f5;margin:0;padding:40px 16px;color:#222}' +
  'main{max-width:420px;margin:0 auto;background:#fff;border-radius:8px;padding:24px;box-shadow:0 1px 4px #0002}' +
  '.banner{background:#fff7e6;border:1px solid #ffd591;padding:8px 12px;border-radius:4px;font-weight:600}' +
  '.amount{font-size:28px;margin:12px 0}.row{display:flex;gap:12px}form{margin:0}' +
  'button{font-size:16px;padding:8px 24px;border-radius:4px;border:1px solid #d9d9d9;cursor:pointer;background:#fff}' +
  'button.pay{background:#1677ff;color:#fff;border-color:#1677ff}.hint{color:#666;font-size:13px}';
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** An amount of minor units as people read it, in their language ("$49.00", "¥349.00"). */
export function formatMoney(amount: number, currency: string, lang: Lang): string {
  const exponent = CURRENCY_EXPONENT[currency as CurrencyCode] ?? 2;
  try {
    return new Intl.NumberFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { style: 'currency', currency }).format(
      amount / 10 ** exponent,
    );
  } catch {
    return `${(amount / 10 ** exponent).toFixed(exponent)} ${currency}`;
  }
}

export interface SandboxPageInput {
  lang: Lang;
  ref: string;
  state: PaymentState | 'missing';
  description?: string;
  amount?: number;
  currency?: string;
}

/** The page and its policy: self-contained, so nothing but its own hashed style may load. */
export function renderSandboxPage(
  input: SandboxPageInput,
  returnOrigin?: string,
): { html: string; csp: string } {
  const t = TEXT[input.lang];
  const parts = [`<p class="banner">${escapeHtml(t.banner)}</p>`];
  if (input.description !== undefined) parts.push(`<p>${escapeHtml(input.description)}</p>`);
  if (input.amount !== undefined && input.currency !== undefined) {
    parts.push(
      `<p class="amount" aria-label="${escapeHtml(t.amount)}">${escapeHtml(formatMoney(input.amount, input.currency, input.lang))}</p>`,
    );
  }
  if (input.state === 'pending') {
    const base = `/api/pay/sandbox/${encodeURIComponent(input.ref)}`;
    parts.push(
      '<div class="row">' +
        `<form method="post" action="${base}/pay"><button class="pay" type="submit">${escapeHtml(t.pay)}</button></form>` +
        `<form method="post" action="${base}/fail"><button type="submit">${escapeHtml(t.fail)}</button></form>` +
        '</div>',
      `<p class="hint">${escapeHtml(t.hint)}</p>`,
    );
  } else {
    parts.push(`<p role="status">${escapeHtml(t[input.state])}</p>`);
  }
  const html =
    `<!doctype html><html lang="${input.lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1">' +
    `<title>${escapeHtml(t.title)}</title><style>${STYLE}</style></head>` +
    `<body><main>${parts.join('')}</main></body></html>`;
  // A form's redirect must be allowed by form-action too: the payer goes back to the order's page.
  const formAction = ["'self'", ...(returnOrigin ? [returnOrigin] : [])].join(' ');
  const csp = `default-src 'none'; style-src '${STYLE_HASH}'; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
  return { html, csp };
}
