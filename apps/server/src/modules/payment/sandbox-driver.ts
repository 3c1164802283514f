import { randomBytes } from 'node:crypto';
import type { CurrencyCode } from '@sitewright/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type CheckoutRequest,
  type CheckoutStarted,
  type PaymentDriver,
  type PaymentReport,
  type PaymentState,
  PaymentProviderError,
  PaymentSignatureError,
} from '../../lib/payments/index.ts';
import { sandboxPayments } from './payment.schema.ts';

export type SandboxRow = typeof sandboxPayments.$inferSelect;

/** Which order kind a number belongs to, from its prefix; the row keeps it for the pay page. */
export type KindOfNumber = (orderNumber: string) => string;

/** The address of a sandbox payment's page (its ref is the only key, so it must be unguessable). */
export function sandboxPayUrl(publicBaseUrl: string, ref: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/api/pay/sandbox/${ref}`;
}

/** What the sandbox says of a payment now: a pending one past its time is expired. */
export function sandboxState(row: SandboxRow, now: Date): PaymentState {
  if (row.state === 'paid' || row.state === 'failed') return row.state;
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export function sandboxReport(row: SandboxRow, now: Date): PaymentReport {
  return {
    state: sandboxState(row, now),
    orderNumber: row.orderNumber,
    providerRef: row.ref,
    amount: row.amount,
    currency: row.currency as CurrencyCode,
  };
}

/**
 * The local provider: a payment is a row and a page with Pay and Fail buttons, so every purchase
 * can be finished on one machine with nothing configured. No real money moves.
 */
export function createSandboxDriver(options: {
  db: Db;
  publicBaseUrl: string;
  payAccountId: number | null;
  kindOf: KindOfNumber;
  now?: () => Date;
}): PaymentDriver {
  const now = options.now ?? (() => new Date());
  return {
    provider: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutStarted> {
      const ref = randomBytes(24).toString('base64url');
      await options.db.insert(sandboxPayments).values({
        ref,
        orderKind: options.kindOf(request.orderNumber),
        orderNumber: request.orderNumber,
        description: request.description,
        amount: request.amount,
        currency: request.currency,
        returnUrl: request.returnUrl,
        payAccountId: options.payAccountId,
        expiresAt: request.expiresAt,
      });
      return { providerRef: ref, payUrl: sandboxPayUrl(options.publicBaseUrl, ref) };
    },
    async query(orderNumber: string, providerRef: string): Promise<PaymentReport> {
      const [row] = await options.db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.ref, providerRef));
      if (!row || row.orderNumber !== orderNumber) {
        throw new PaymentProviderError('refused', 'no such sandbox payment');
      }
      return sandboxReport(row, now());
    },
    async verifyNotification(): Promise<never> {
      // The sandbox settles from its own page, never from a posted notification.
      throw new PaymentSignatureError('the sandbox sends no notifications');
    },
    async refund(): Promise<void> {
      // Nothing was taken, so there is nothing to give back.
    },
    async test(): Promise<void> {},
  };
}
