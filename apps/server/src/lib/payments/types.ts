import type { CurrencyCode, PayProvider } from '@sitewright/contract';

/**
 * One interface for every payment provider (DESIGN §6c). A driver is made per account (the
 * platform's, or a company's) from its credentials; it knows the provider's API and signatures and
 * nothing of orders, companies or the database.
 */

/** What a checkout asks the provider for. Amounts are integers of the currency's minor unit. */
export interface CheckoutRequest {
  /** Our order number: the provider's out_trade_no / client_reference_id / reference_id. */
  orderNumber: string;
  amount: number;
  currency: CurrencyCode;
  /** What the payer sees ("Template: Studio"). */
  description: string;
  /** Where the payer's browser comes back after paying (or giving up). */
  returnUrl: string;
  cancelUrl: string;
  /** Where the provider posts its notification for this payment (Alipay, WeChat; others use the account's webhook). */
  notifyUrl: string;
  /** The payment must not be possible after this. */
  expiresAt: Date;
  /** The payer's e-mail, when known (prefills the provider's form). */
  email?: string;
  /**
   * How the payer would rather pay where the provider offers both: `qr` asks Alipay for a code to
   * scan (precreate) instead of its pay page. Providers with one way ignore it.
   */
  prefer?: 'page' | 'qr';
}

export interface CheckoutStarted {
  /** The provider's id of this payment (Checkout Session id, PayPal order id, our number for Alipay/WeChat). */
  providerRef: string;
  /** Where to send the payer's browser (Stripe, PayPal, Alipay page pay, the sandbox page). */
  payUrl?: string;
  /** What to show as a QR code instead (WeChat Native, Alipay QR). */
  qrCode?: string;
}

export type PaymentState = 'pending' | 'paid' | 'failed' | 'expired';

/** What the provider says of a payment, by query or by notification. */
export interface PaymentReport {
  state: PaymentState;
  orderNumber: string;
  providerRef: string;
  /** As paid, in minor units: checked against the order before anything is granted. */
  amount?: number;
  currency?: CurrencyCode;
}

/** A notification as the HTTP layer received it: the raw body, because signatures cover bytes. */
export interface IncomingNotification {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  query: Record<string, string>;
}

export interface VerifiedNotification extends PaymentReport {
  /** The provider's id of this event: a repeated delivery carries the same one. */
  eventId: string;
  /** What to answer the provider so it stops re-sending (Alipay wants `success`, WeChat 204…). */
  reply: { status: number; contentType: string; body: string };
}

export interface PaymentDriver {
  readonly provider: PayProvider;
  /** Starts a payment. Throws PaymentProviderError when the provider cannot be reached or refuses. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  /** Asks the provider for the payment's state (the paying screen polls through this). */
  query(orderNumber: string, providerRef: string): Promise<PaymentReport>;
  /**
   * Checks a notification's signature and reads it. Throws PaymentSignatureError when it is not the
   * provider's; answers null for events that are not about a payment's outcome (they are acknowledged).
   */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null>;
  /** Gives the money back (a payment that arrived for a cancelled order). */
  refund(orderNumber: string, providerRef: string, amount: number, currency: CurrencyCode): Promise<void>;
  /** The account test button: reaches the provider with the credentials. Throws when it cannot. */
  test(): Promise<void>;
}

export type PaymentErrorReason = 'unreachable' | 'refused';

/** The provider could not be reached (network, timeout, 5xx) or refused the call (4xx, an error code). */
export class PaymentProviderError extends Error {
  constructor(
    readonly reason: PaymentErrorReason,
    /** The provider's own words, shortened, never holding a secret. */
    readonly detail: string,
  ) {
    super(`payment provider ${reason}: ${detail}`);
    this.name = 'PaymentProviderError';
  }
}

/** A notification whose signature does not verify (or that cannot be read). */
export class PaymentSignatureError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'PaymentSignatureError';
  }
}
