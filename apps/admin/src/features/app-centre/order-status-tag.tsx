import type { CompanyOrderStatus } from '@sitewright/contract';
import Tag from 'antd/es/tag';
import { type MessageKey, useT } from '../../shared/i18n/index.ts';
import { ORDER_STATUS_COLOURS } from '../../shared/lib/commerce-view.ts';
import './app-centre-i18n.ts';

export const ORDER_STATUS_WORDS: Record<CompanyOrderStatus, MessageKey> = {
  pending: 'appCentre.statusPending',
  paid: 'appCentre.statusPaid',
  failed: 'appCentre.statusFailed',
  expired: 'appCentre.statusExpired',
  cancelled: 'appCentre.statusCancelled',
  refunded: 'appCentre.statusRefunded',
  flagged: 'appCentre.statusFlagged',
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
