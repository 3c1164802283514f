import type { CompanyOrder, CompanyOrderListQuery, CompanyOrderStatus } from '@sitewright/contract';
import { COMPANY_ORDER_STATUSES, ORDER_DATE_PRESETS } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useLanguage, useT } from '../../shared/i18n/index.ts';
import { orderActions, priceTextOf } from '../../shared/commerce/commerce-view.ts';
import { formatDateTime } from '../../shared/lib/relative-time.ts';
import { APP_CENTRE_PATH } from '../../shared/paths.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { ORDER_STATUS_WORDS, OrderStatusTag } from '../../shared/commerce/order-status-tag.tsx';
import { downloadReceipt, useCancelOrder, useOrders, usePayAgain } from './api/orders.ts';
import './orders-i18n.ts';

type DatePreset = (typeof ORDER_DATE_PRESETS)[number];
const DATE_WORDS: Record<DatePreset, MessageKey> = {
  today: 'orders.today',
  '7d': 'orders.last7',
  '30d': 'orders.last30',
  '90d': 'orders.last90',
};

const when = (at: string | null) => (at ? formatDateTime(new Date(at)) : '—');

/** Order management (spec §2 /order/index): the company's app-centre orders, paid, cancelled or pending. */
export function OrdersPage() {
  const t = useT();
  const lang = useLanguage();
  const [modal, modalHolder] = Modal.useModal();
  const [status, setStatus] = useState<CompanyOrderStatus | undefined>();
  const [date, setDate] = useState<DatePreset | undefined>();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [shown, setShown] = useState<CompanyOrder | null>(null);
  const query: CompanyOrderListQuery = {
    page,
    page_size: pageSize,
    ...(status ? { status } : {}),
    ...(date ? { date } : {}),
  };
  const orders = useOrders(query);
  const payAgain = usePayAgain();
  const cancel = useCancelOrder();

  async function pay(order: CompanyOrder) {
    try {
      const fresh = await payAgain.mutateAsync(order.id);
      if (fresh.pay_url) window.location.assign(fresh.pay_url);
    } catch {
      // The client has shown why (e.g. the order expired meanwhile).
    }
  }

  async function cancelOrder(order: CompanyOrder) {
    const ok = await modal.confirm({
      title: t('orders.cancelAsk', { number: order.number }),
      okText: t('orders.cancel'),
      okButtonProps: { danger: true, 'data-testid': 'order-cancel-confirm' } as { danger: boolean },
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(order.id);
      toastSuccess(t('orders.cancelled', { number: order.number }));
      setShown(null);
    } catch {
      // The client has shown why.
    }
  }

  function actionsOf(order: CompanyOrder) {
    const allowed = orderActions(order.status);
    return (
      <Space size="small" wrap>
        <Button size="small" type="link" onClick={() => setShown(order)} data-testid="order-details">
          {t('orders.details')}
        </Button>
        {allowed.payAgain ? (
          <Button size="small" type="link" onClick={() => pay(order)} data-testid="order-pay">
            {t('orders.payAgain')}
          </Button>
        ) : null}
        {allowed.cancel ? (
          <Button
            size="small"
            type="link"
            danger
            onClick={() => cancelOrder(order)}
            data-testid="order-cancel"
          >
            {t('orders.cancel')}
          </Button>
        ) : null}
        {allowed.receipt ? (
          <Button
            size="small"
            type="link"
            onClick={() => downloadReceipt(order).catch(() => undefined)}
            data-testid="order-receipt"
          >
            {t('orders.receipt')}
          </Button>
        ) : null}
      </Space>
    );
  }

  return (
    <div className="orders-page" data-testid="orders-page">
      {modalHolder}
      <header className="screen-header">
        <div>
          <h1>{t('commerceRoute.orders')}</h1>
          <p className="screen-muted">{t('orders.intro')}</p>
        </div>
      </header>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<CompanyOrderStatus>
          allowClear
          placeholder={t('orders.allStatuses')}
          aria-label={t('orders.status')}
          style={{ minWidth: 160 }}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={COMPANY_ORDER_STATUSES.map((s) => ({ value: s, label: t(ORDER_STATUS_WORDS[s]) }))}
          data-testid="orders-status-filter"
        />
        <Select<DatePreset>
          allowClear
          placeholder={t('orders.anyDate')}
          aria-label={t('orders.created')}
          style={{ minWidth: 160 }}
          value={date}
          onChange={(value) => {
            setDate(value);
            setPage(1);
          }}
          options={ORDER_DATE_PRESETS.map((d) => ({ value: d, label: t(DATE_WORDS[d]) }))}
          data-testid="orders-date-filter"
        />
      </Space>
      {orders.isError ? (
        <Alert
          type="error"
          title={t('orders.loadFailed')}
          action={<Button onClick={() => orders.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Table<CompanyOrder>
          rowKey="id"
          loading={orders.isFetching}
          dataSource={orders.data?.list ?? []}
          locale={{
            emptyText: (
              <span>
                {t('orders.empty')} <Link to={APP_CENTRE_PATH}>{t('orders.toAppCentre')}</Link>
              </span>
            ),
          }}
          pagination={{
            current: page,
            pageSize,
            total: orders.data?.total ?? 0,
            showSizeChanger: true,
            onChange: (next, size) => {
              setPage(size === pageSize ? next : 1);
              setPageSize(size);
            },
          }}
          onRow={(order) => ({ 'data-testid': `order-row-${order.number}` }) as Record<string, string>}
          columns={[
            { title: t('orders.number'), dataIndex: 'number', key: 'number' },
            { title: t('orders.item'), dataIndex: 'item_name', key: 'item' },
            {
              title: t('orders.amount'),
              key: 'amount',
              render: (_v, order) => priceTextOf(order.amount, order.currency, lang),
            },
            {
              title: t('orders.status'),
              key: 'status',
              render: (_v, order) => <OrderStatusTag status={order.status} />,
            },
            { title: t('orders.created'), key: 'created', render: (_v, order) => when(order.created_at) },
            { title: t('orders.paid'), key: 'paid', render: (_v, order) => when(order.paid_at) },
            { title: t('orders.actions'), key: 'actions', render: (_v, order) => actionsOf(order) },
          ]}
        />
      )}
      <Drawer
        open={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `${t('orders.details')}: ${shown.number}` : ''}
        size="large"
        destroyOnHidden
      >
        {shown ? (
          <>
            <Descriptions column={1} bordered size="small" data-testid="order-drawer">
              <Descriptions.Item label={t('orders.number')}>{shown.number}</Descriptions.Item>
              <Descriptions.Item label={t('orders.item')}>{shown.item_name}</Descriptions.Item>
              <Descriptions.Item label={t('orders.kind')}>
                {t(shown.kind === 'template' ? 'orders.template' : 'orders.plugin')}
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.amount')}>
                {priceTextOf(shown.amount, shown.currency, lang)}
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.status')}>
                <OrderStatusTag status={shown.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('orders.orderedBy')}>{shown.user_name}</Descriptions.Item>
              <Descriptions.Item label={t('orders.created')}>{when(shown.created_at)}</Descriptions.Item>
              {shown.status === 'pending' ? (
                <Descriptions.Item label={t('orders.expires')}>{when(shown.expires_at)}</Descriptions.Item>
              ) : null}
              <Descriptions.Item label={t('orders.paid')}>{when(shown.paid_at)}</Descriptions.Item>
              {shown.cancelled_at ? (
                <Descriptions.Item label={t('orders.cancelledAt')}>
                  {when(shown.cancelled_at)}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
            <div style={{ marginTop: 16 }}>{actionsOf(shown)}</div>
          </>
        ) : null}
      </Drawer>
    </div>
  );
}
