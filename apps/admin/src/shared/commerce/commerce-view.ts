import {
  type CatalogueItem,
  type CompanyOrderStatus,
  type CurrencyCode,
  formatMinorUnits,
} from '@sitewright/contract';

/**
 * What the app centre and the order screen show of prices and order states: pure, so the words
 * are tested without a browser.
 */

/** An order's amount in the reader's language. */
export function priceTextOf(amount: number, currency: CurrencyCode, lang: 'en' | 'zh'): string {
  return formatMinorUnits(amount, currency, lang);
}

/** A catalogue item's price: the amount, or null for a free item (shown as "Free"). */
export function priceText(item: Pick<CatalogueItem, 'free' | 'price'>, lang: 'en' | 'zh'): string | null {
  if (item.free || item.price.amount === 0) return null;
  return formatMinorUnits(item.price.amount, item.price.currency, lang);
}

export type ItemState = 'owned' | 'free' | 'awaiting' | 'buy';

/** Where a catalogue item stands for the company: what its card's tag and button say. */
export function itemState(item: Pick<CatalogueItem, 'free' | 'owned' | 'pending_order_id'>): ItemState {
  if (item.free) return 'free';
  if (item.owned) return 'owned';
  if (item.pending_order_id !== null) return 'awaiting';
  return 'buy';
}

/**
 * The priced items the company does not own yet, by key, with their price: the template chooser
 * and the plugin list lock them and point to the app centre.
 */
export function lockedPrices(
  items: readonly Pick<CatalogueItem, 'key' | 'free' | 'owned' | 'price'>[] | undefined,
  lang: 'en' | 'zh',
): ReadonlyMap<string, string> {
  const locked = new Map<string, string>();
  for (const item of items ?? []) {
    const price = priceText(item, lang);
    if (!item.owned && price !== null) locked.set(item.key, price);
  }
  return locked;
}

/** A template's price while the company does not own it (the template list carries both); else undefined. */
export function templateLockPrice(
  template: { price: { amount: number; currency: CurrencyCode } | null; owned: boolean },
  lang: 'en' | 'zh',
): string | undefined {
  if (template.owned || template.price === null || template.price.amount === 0) return undefined;
  return formatMinorUnits(template.price.amount, template.price.currency, lang);
}

/** Tag colours of the order states. */
export const ORDER_STATUS_COLOURS: Record<CompanyOrderStatus, string> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  expired: 'default',
  cancelled: 'default',
  refunded: 'blue',
  flagged: 'volcano',
};

/** What the app centre says once the polled order stops changing (null while it is pending). */
export function payOutcome(status: CompanyOrderStatus): 'paid' | 'failed' | 'expired' | 'cancelled' | null {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
    // Paid after it was cancelled or ran out: given back (or left to a person), never granted.
    case 'cancelled':
    case 'refunded':
    case 'flagged':
      return 'cancelled';
    default:
      return null;
  }
}

/** The polling interval of an order's payment state while it is being paid. */
export const PAY_POLL_MS = 2000;

/** Only a paid (or since refunded) order has a receipt; only a pending one is paid again or cancelled. */
export function orderActions(status: CompanyOrderStatus): {
  payAgain: boolean;
  cancel: boolean;
  receipt: boolean;
} {
  return {
    payAgain: status === 'pending',
    cancel: status === 'pending',
    receipt: status === 'paid' || status === 'refunded',
  };
}
