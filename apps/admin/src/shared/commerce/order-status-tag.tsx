import type { CompanyOrderStatus } from '@sitewright/contract';
import Tag from 'antd/es/tag';
import { type MessageKey, useT } from '../i18n/index.ts';
import { ORDER_STATUS_COLOURS } from './commerce-view.ts';
import './commerce-i18n.ts';

export const ORDER_STATUS_WORDS: Record<CompanyOrderStatus, MessageKey> = {
  pending: 'commerce.statusPending',
  paid: 'commerce.statusPaid',
  failed: 'commerce.statusFailed',
  expired: 'commerce.statusExpired',
  cancelled: 'commerce.statusCancelled',
  refunded: 'commerce.statusRefunded',
  flagged: 'commerce.statusFlagged',
};

/** An order's state as a coloured word. */
export function OrderStatusTag({ status }: { status: CompanyOrderStatus }) {
  const t = useT();
  return (
    <Tag color={ORDER_STATUS_COLOURS[status]} data-testid="order-status">
      {t(ORDER_STATUS_WORDS[status])}
    </Tag>
  );
}
