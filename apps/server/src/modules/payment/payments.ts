import type { PayProvider } from '@sitewright/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentEndpoints, PlatformPayment } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createPaymentDriver,
  type IncomingNotification,
  type PaymentDriver,
  type PaymentReport,
  PaymentSignatureError,
} from '../../lib/payments/index.ts';
import type { Executor } from '../jobs/index.ts';
import { paymentEvents } from './payment.schema.ts';
import { createSandboxDriver } from './sandbox-driver.ts';

export type OrderKind = 'company' | 'website';

/** The transaction a report is applied in: the handler's changes commit with the event's row. */
export type PaymentTx = Executor;

/**
 * Whose account a report came through: the platform's (null), or a company's payment account. A
 * company chooses its own account's keys, so what arrives through it can only be about the
 * orders of that account (see apply).
 */
export interface PaymentSource {
  payAccountId: number | null;
}

export interface OrderHandler {
  onReport(
    tx: PaymentTx,
    report: PaymentReport,
    meta: { eventId: string; provider: PayProvider; payAccountId: number | null },
  ): Promise<void>;
}

export interface ProviderReply {
  status: number;
  contentType: string;
  body: string;
}

export interface Payments {
  /** The platform's account (config.payments.platform): what companies pay with in the app centre. */
  platform(): PaymentDriver;
  /** A driver for an account's provider and decrypted credentials; 'sandbox' gives the local sandbox driver. */
  driver(
    provider: PayProvider,
    credentials: Record<string, string>,
    scope: { payAccountId: number | null },
  ): PaymentDriver;
  /** Orders whose number starts with `prefix` ('C' company, 'W' website) are settled by `handler`. */
  registerOrderKind(kind: OrderKind, prefix: string, handler: OrderHandler): void;
  /**
   * Verifies a provider notification with `driver`, records it once by (provider, eventId), hands
   * it to the order kind's handler in the same transaction, and answers what the provider expects.
   * A repeated delivery gets the success reply and changes nothing. A bad signature throws
   * PAY_SIGNATURE_INVALID.
   */
  receive(driver: PaymentDriver, notification: IncomingNotification): Promise<ProviderReply>;
  /** Applies a report obtained by query through the same once-only path (`query:<providerRef>:<state>`). */
  settle(driver: PaymentDriver, report: PaymentReport): Promise<void>;
  /** The once-only path inside a caller's transaction (the sandbox page settles with its own row). */
  apply(
    tx: PaymentTx,
    provider: PayProvider,
    eventId: string,
    report: PaymentReport,
    source: PaymentSource,
  ): Promise<boolean>;
}

/** What a provider gets for a notification that is not about a payment's outcome, or a repeat. */
const ACKNOWLEDGED: ProviderReply = {
  status: 200,
  contentType: 'text/plain; charset=utf-8',
  body: 'success',
};

export interface PaymentsOptions {
  db: Db;
  publicBaseUrl: string;
  endpoints: PaymentEndpoints;
  platform: PlatformPayment;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Stands in for the real drivers (tests give a fake provider). */
  realDriver?: typeof createPaymentDriver;
}

export function createPayments(options: PaymentsOptions): Payments {
  const kinds = new Map<string, { kind: OrderKind; handler: OrderHandler }>();
  const makeReal = options.realDriver ?? createPaymentDriver;

  const kindOf = (orderNumber: string) => {
    for (const [prefix, entry] of kinds) if (orderNumber.startsWith(prefix)) return entry;
    return undefined;
  };

  /** The account each driver was made for: receive and settle apply reports as coming from it. */
  const sources = new WeakMap<PaymentDriver, PaymentSource>();
  const sourceOf = (made: PaymentDriver): PaymentSource => {
    const source = sources.get(made);
    if (!source) throw new Error('a payment driver not made by payments.driver()');
    return source;
  };

  const driver: Payments['driver'] = (provider, credentials, scope) => {
    const made = makeDriver(provider, credentials, scope);
    sources.set(made, { payAccountId: scope.payAccountId });
    return made;
  };

  const makeDriver: Payments['driver'] = (provider, credentials, scope) => {
    if (provider === 'sandbox') {
      return createSandboxDriver({
        db: options.db,
        publicBaseUrl: options.publicBaseUrl,
        payAccountId: scope.payAccountId,
        kindOf: (number) => kindOf(number)?.kind ?? 'unknown',
        ...(options.now ? { now: options.now } : {}),
      });
    }
    return makeReal(provider, credentials, options.endpoints);
  };

  const apply: Payments['apply'] = async (tx, provider, rawEventId, report, source) => {
    const entry = kindOf(report.orderNumber);
    // The platform's account settles app-centre orders only; a company's account its website
    // orders only (the handler checks they are that account's). Anything else is acknowledged
    // and logged, never acted on: a company could sign such a report with keys of its choosing.
    const allowed = source.payAccountId === null ? 'company' : 'website';
    if (entry && entry.kind !== allowed) {
      options.log.warn(
        { provider, orderNumber: report.orderNumber, payAccountId: source.payAccountId },
        'payment report for an order another account takes payments for',
      );
      return false;
    }
    // Event ids are unique per provider account, not per provider: each account keeps its own.
    const eventId = `${source.payAccountId ?? 'platform'}:${rawEventId}`;
    if (!entry) {
      // Not ours (another system sharing the provider account): acknowledged, never acted on.
      options.log.warn(
        { provider, orderNumber: report.orderNumber },
        'payment report for an unknown order kind',
      );
      return false;
    }
    const inserted = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId,
        orderKind: entry.kind,
        orderNumber: report.orderNumber,
        summary: {
          state: report.state,
          providerRef: report.providerRef,
          ...(report.amount !== undefined ? { amount: report.amount } : {}),
          ...(report.currency ? { currency: report.currency } : {}),
        },
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return false;
    await entry.handler.onReport(tx, report, { eventId, provider, payAccountId: source.payAccountId });
    return true;
  };

  return {
    platform: () => driver(options.platform.provider, options.platform.credentials, { payAccountId: null }),
    driver,
    registerOrderKind(kind, prefix, handler) {
      if (kinds.has(prefix)) throw new Error(`order prefix ${prefix} is already registered`);
      kinds.set(prefix, { kind, handler });
    },
    async receive(paymentDriver, notification) {
      let verified: Awaited<ReturnType<PaymentDriver['verifyNotification']>>;
      try {
        verified = await paymentDriver.verifyNotification(notification);
      } catch (error) {
        if (error instanceof PaymentSignatureError) {
          // The body stays out of the log: it may hold the payer's details.
          options.log.warn({ provider: paymentDriver.provider }, 'payment notification with a bad signature');
          throw new AppError('PAY_SIGNATURE_INVALID');
        }
        throw error;
      }
      if (!verified) return ACKNOWLEDGED;
      const { eventId, reply, ...report } = verified;
      const source = sourceOf(paymentDriver);
      await options.db.transaction((tx) => apply(tx, paymentDriver.provider, eventId, report, source));
      return reply;
    },
    async settle(paymentDriver, report) {
      // A pending payment is no news: nothing is recorded, so its later outcome still counts.
      if (report.state === 'pending') return;
      const eventId = `query:${report.providerRef}:${report.state}`;
      const source = sourceOf(paymentDriver);
      await options.db.transaction((tx) => apply(tx, paymentDriver.provider, eventId, report, source));
    },
    apply,
  };
}
