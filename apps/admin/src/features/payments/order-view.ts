import { type CurrencyCode, fromMinorUnits, type WebsiteOrderStatus } from '@sitewright/contract';
import type { MessageKey } from '../../shared/i18n/index.ts';

export const ORDER_STATUS_LABEL: Record<WebsiteOrderStatus, MessageKey> = {
  pending: 'payments.statusPending',
  paid: 'payments.statusPaid',
  failed: 'payments.statusFailed',
  expired: 'payments.statusExpired',
  cancelled: 'payments.statusCancelled',
  refunded: 'payments.statusRefunded',
};

export const ORDER_STATUS_COLOR: Record<WebsiteOrderStatus, string | undefined> = {
  pending: 'gold',
  paid: 'green',
  failed: 'red',
  expired: undefined,
  cancelled: undefined,
  refunded: 'purple',
};

/** An amount in minor units as people read it, with its currency: "12.50 USD", "1200 JPY". */
export function formatAmount(amount: number, currency: CurrencyCode): string {
  return `${fromMinorUnits(amount, currency)} ${currency}`;
}
