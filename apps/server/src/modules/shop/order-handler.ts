import { type CurrencyCode, fromMinorUnits, ROLES, MESSAGE_LINKS } from '@sitewright/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, websites } from '../../db/schema.ts';
import type { OrderHandler } from '../payment/index.ts';
import type { Jobs } from '../jobs/index.ts';
import { escapeHtml, type MailService } from '../mail/index.ts';
import { notify } from '../message/index.ts';
import { websiteOrders } from './shop.schema.ts';

/** Gives back a payment that arrived for an order no longer waiting for it. */
export const WEBSITE_REFUND_JOB = 'shop.refund';
/** Runs when a website order's time is up: asks the provider once more, then expires it if unpaid. */
export const WEBSITE_EXPIRE_JOB = 'shop.expire-order';

type OrderRow = typeof websiteOrders.$inferSelect;
type Ui = 'en' | 'zh';
const uiOf = (lang: string): Ui => (lang.toLowerCase().startsWith('zh') ? 'zh' : 'en');

export const moneyText = (amount: number, currency: string) =>
  `${fromMinorUnits(amount, currency as CurrencyCode)} ${currency}`;

function mailOf(paragraphs: string[]) {
  return {
    text: paragraphs.join('\n\n'),
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}

/** The buyer's confirmation, in the language of the page they bought on. */
function buyerMail(order: OrderRow, site: string) {
  const ui = uiOf(order.lang);
  const total = moneyText(order.amount, order.currency);
  const name = order.buyer.name ?? '';
  return ui === 'zh'
    ? {
        subject: `订单 ${order.number} 已支付`,
        ...mailOf([
          `${name}，您好：`,
          `感谢您在“${site}”的购买。我们已收到订单 ${order.number} 的付款。`,
          `${order.productTitle} × ${order.quantity}，合计 ${total}`,
        ]),
      }
    : {
        subject: `Order ${order.number} is paid`,
        ...mailOf([
          `Hello ${name},`,
          `Thank you for your purchase on ${site}. We have received the payment of order ${order.number}.`,
          `${order.productTitle} × ${order.quantity}, total ${total}`,
        ]),
      };
}

/** The company's administrators hear of the order with who bought and where it goes. */
function adminMail(order: OrderRow, site: string) {
  const b = order.buyer;
  const total = moneyText(order.amount, order.currency);
  return {
    subject: `New order ${order.number} on ${site} / 新订单`,
    ...mailOf([
      `New order ${order.number} on ${site}: ${order.productTitle} × ${order.quantity}, ${total}.`,
      `网站“${site}”有新订单 ${order.number}：${order.productTitle} × ${order.quantity}，${total}。`,
      [b.name, b.email, b.phone, b.address, b.note].filter(Boolean).join('\n'),
    ]),
  };
}

/**
 * Settles website orders (prefix W) from verified reports: the amount and currency must be the
 * order's; a payment for an order that is no longer waiting is given back by a durable job.
 */
export function createWebsiteOrderHandler(deps: {
  mail: MailService;
  jobs: Pick<Jobs, 'enqueue'>;
  warn: (detail: object, message: string) => void;
  now?: () => Date;
}): OrderHandler {
  const now = deps.now ?? (() => new Date());
  return {
    async onReport(tx, report, meta) {
      const [order] = await tx
        .select()
        .from(websiteOrders)
        .where(eq(websiteOrders.number, report.orderNumber))
        .for('update')
        .limit(1);
      if (!order || order.payAccountId !== meta.payAccountId) {
        // No such order, or one another account takes payments for: a report through an account
        // settles that account's orders only.
        deps.warn(
          { order: report.orderNumber, event: meta.eventId, payAccountId: meta.payAccountId },
          'a payment report names no website order of this account',
        );
        return;
      }
      if (report.state === 'pending') return;
      if (report.state === 'failed' || report.state === 'expired') {
        if (order.status === 'pending') {
          await tx.update(websiteOrders).set({ status: report.state }).where(eq(websiteOrders.id, order.id));
        }
        return;
      }
      // A report that does not say what was paid matches nothing.
      const matches = report.amount === order.amount && report.currency === order.currency;
      if (!matches) {
        deps.warn(
          { order: order.number, event: meta.eventId, amount: report.amount, currency: report.currency },
          'a payment does not match its website order; the order is left as it was',
        );
        return;
      }
      if (order.status === 'paid' || order.status === 'refunded') return;
      if (order.status !== 'pending') {
        // Paid after it expired, was cancelled or failed: the buyer gets the money back.
        await deps.jobs.enqueue(tx, WEBSITE_REFUND_JOB, {
          orderId: order.id,
          providerRef: report.providerRef,
        });
        return;
      }
      const paidAt = now();
      await tx
        .update(websiteOrders)
        .set({ status: 'paid', paidAt, providerRef: report.providerRef })
        .where(and(eq(websiteOrders.id, order.id), eq(websiteOrders.status, 'pending')));
      const [website] = await tx
        .select({ name: websites.name })
        .from(websites)
        .where(eq(websites.id, order.websiteId))
        .limit(1);
      const site = website?.name ?? '';
      await notify(tx as Db, {
        companyId: order.companyId,
        to: { role: ROLES.websitePaySet },
        kind: 'website_order_paid',
        params: {
          number: order.number,
          site,
          product: order.productTitle,
          quantity: order.quantity,
          amount: moneyText(order.amount, order.currency),
        },
        link: MESSAGE_LINKS.websiteOrders,
        websiteId: order.websiteId,
        dedupeKey: `website-order-paid:${order.id}`,
      });
      const admins = await tx
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.companyId, order.companyId), gt(users.isAdmin, 0), eq(users.status, 'active')));
      const mail = adminMail(order, site);
      for (const email of new Set(admins.map((a) => a.email).filter((e) => e.includes('@')))) {
        await deps.mail.send(tx, { to: email, ...mail });
      }
      if (order.buyer.email) await deps.mail.send(tx, { to: order.buyer.email, ...buyerMail(order, site) });
    },
  };
}
