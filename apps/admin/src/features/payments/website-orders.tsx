import ReloadOutlined from '@ant-design/icons/es/icons/ReloadOutlined';
import {
  WEBSITE_ORDER_STATUSES,
  type WebsiteOrder,
  type WebsiteOrderStatus,
  payProviderNames,
} from '@sitewright/contract';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { formatDateTime } from '../../shared/lib/relative-time.ts';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { Pager } from '../../shared/ui/data-table/pager.tsx';
import { useWebsiteOrders } from './api/get-website-orders.ts';
import { formatAmount, ORDER_STATUS_COLOR, ORDER_STATUS_LABEL } from './order-view.ts';

const PAGE_SIZE = 20;

function when(iso: string | null): string {
  return iso ? formatDateTime(new Date(iso)) : '—';
}

function OrderStatusTag({ status }: { status: WebsiteOrderStatus }) {
  const t = useT();
  return (
    <Tag color={ORDER_STATUS_COLOR[status]} data-testid="order-status">
      {t(ORDER_STATUS_LABEL[status])}
    </Tag>
  );
}

function OrderDetails({ order }: { order: WebsiteOrder }) {
  const t = useT();
  const lang = useLanguage();
  const rows: [string, React.ReactNode][] = [
    [t('payments.status'), <OrderStatusTag key="s" status={order.status} />],
    [t('payments.product'), order.product_title],
    [t('payments.quantity'), order.quantity],
    [t('payments.amount'), formatAmount(order.amount, order.currency)],
    [t('payments.payAccount'), `${order.pay_account_name} (${payProviderNames[order.provider][lang]})`],
    [t('payments.buyer'), order.buyer.name],
    [
      t('payments.email'),
      <a key="e" href={`mailto:${order.buyer.email}`}>
        {order.buyer.email}
      </a>,
    ],
    [t('payments.phone'), order.buyer.phone || '—'],
    [t('payments.address'), order.buyer.address || '—'],
    [t('payments.note'), order.buyer.note || '—'],
    [t('payments.language'), order.lang],
    [t('payments.created'), when(order.created_at)],
    [t('payments.paid'), when(order.paid_at)],
  ];
  return (
    <dl className="pay-order-details" data-testid="order-details">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The website's orders, newest first: what visitors bought, who they are and whether they paid. */
export function WebsiteOrders({ websiteId }: { websiteId: number }) {
  const t = useT();
  const [status, setStatus] = useState<WebsiteOrderStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<WebsiteOrder | null>(null);
  const { data, isFetching, refetch } = useWebsiteOrders({ websiteId, status, page, pageSize: PAGE_SIZE });

  const columns: DataColumn<WebsiteOrder>[] = [
    {
      key: 'number',
      title: t('payments.number'),
      render: (o) => (
        <Button type="link" size="small" onClick={() => setShown(o)} data-testid="order-number">
          {o.number}
        </Button>
      ),
    },
    {
      key: 'product',
      title: t('payments.product'),
      cellTestId: 'order-product',
      render: (o) => `${o.product_title} × ${o.quantity}`,
    },
    {
      key: 'amount',
      title: t('payments.amount'),
      cellTestId: 'order-amount',
      render: (o) => formatAmount(o.amount, o.currency),
    },
    { key: 'status', title: t('payments.status'), render: (o) => <OrderStatusTag status={o.status} /> },
    {
      key: 'buyer',
      title: t('payments.buyer'),
      cellTestId: 'order-buyer',
      render: (o) => (
        <>
          {o.buyer.name}
          <br />
          <span className="screen-muted">{o.buyer.email}</span>
        </>
      ),
    },
    { key: 'created', title: t('payments.created'), render: (o) => when(o.created_at) },
    { key: 'paid', title: t('payments.paid'), render: (o) => when(o.paid_at) },
  ];

  return (
    <section className="pay-section" aria-labelledby="pay-orders-title" data-testid="website-orders">
      <div className="pay-section-header">
        <h2 id="pay-orders-title">{t('payments.ordersTitle')}</h2>
        <span className="data-table-actions-row">
          <Select<WebsiteOrderStatus | 'all'>
            aria-label={t('payments.status')}
            value={status ?? 'all'}
            style={{ minWidth: 160 }}
            onChange={(value) => {
              setStatus(value === 'all' ? undefined : value);
              setPage(1);
            }}
            options={[
              { value: 'all', label: t('payments.allStatuses') },
              ...WEBSITE_ORDER_STATUSES.map((s) => ({ value: s, label: t(ORDER_STATUS_LABEL[s]) })),
            ]}
            data-testid="order-status-filter"
          />
          <Button
            icon={<ReloadOutlined />}
            loading={isFetching}
            onClick={() => refetch()}
            data-testid="order-refresh"
          >
            {t('payments.refresh')}
          </Button>
        </span>
      </div>
      {data && data.list.length > 0 ? (
        <>
          <DataTable
            rows={data.list}
            rowKey={(o) => o.id}
            rowTestId={(o) => `order-row-${o.number}`}
            columns={columns}
            testId="order-table"
          />
          {data.total > PAGE_SIZE ? (
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onChange={setPage}
              testId="order-pager"
            />
          ) : null}
        </>
      ) : data ? (
        <p className="screen-muted" data-testid="orders-empty">
          {t('payments.ordersEmpty')}
        </p>
      ) : null}
      <Drawer
        open={shown !== null}
        title={shown ? t('payments.orderTitle', { number: shown.number }) : ''}
        onClose={() => setShown(null)}
        destroyOnHidden
        data-testid="order-drawer"
      >
        {shown ? <OrderDetails order={shown} /> : null}
      </Drawer>
    </section>
  );
}
