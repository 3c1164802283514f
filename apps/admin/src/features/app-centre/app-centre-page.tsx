import type { CatalogueItem, CatalogueKind } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { itemState, payOutcome, priceText } from '../../shared/commerce/commerce-view.ts';
import { WEBSITE_CENTER_PATH } from '../../shared/paths.ts';
import { commerceQueryKey } from '../../shared/commerce/commerce-keys.ts';
import { useCatalogue } from '../../shared/api/commerce/get-catalogue.ts';
import { useCompanyOrder } from './api/company-order.ts';
import { useCreateOrder } from './api/create-order.ts';
import { usePayState } from './api/pay-search.ts';
import './app-centre-i18n.ts';
import './app-centre.css';

/** Sends the browser to the page where the order is paid; the sandbox comes back with ?order=<id>. */
function goPay(url: string) {
  window.location.assign(url);
}

function ItemCard({ item }: { item: CatalogueItem }) {
  const t = useT();
  const lang = useLanguage();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const state = itemState(item);
  const price = priceText(item, lang);
  const screenshot = item.screenshots[0];

  async function buy() {
    try {
      const order = await create.mutateAsync({ kind: item.kind, key: item.key });
      if (order.pay_url) goPay(order.pay_url);
    } catch {
      // The client has shown the server's reason.
    }
  }

  return (
    <section className="app-card" data-testid={`app-item-${item.kind}-${item.key}`} aria-label={item.name}>
      {screenshot ? <img className="app-card-shot" src={screenshot} alt="" loading="lazy" /> : null}
      <div className="app-card-body">
        <header className="app-card-header">
          <h2>{item.name}</h2>
          <span className="app-card-price" data-testid="app-item-price">
            {price ?? t('appCentre.free')}
          </span>
        </header>
        <p className="screen-muted">{item.description}</p>
        {item.features.length > 0 ? (
          <ul className="app-card-features" aria-label={t('appCentre.features')}>
            {item.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : null}
        <footer className="app-card-footer">
          <Tag
            color={
              state === 'owned'
                ? 'green'
                : state === 'awaiting'
                  ? 'gold'
                  : state === 'free'
                    ? 'blue'
                    : undefined
            }
            data-testid="app-item-state"
          >
            {state === 'owned'
              ? t('appCentre.owned')
              : state === 'free'
                ? t('appCentre.free')
                : state === 'awaiting'
                  ? t('appCentre.awaiting')
                  : price}
          </Tag>
          {state === 'buy' || state === 'awaiting' ? (
            <Button type="primary" loading={create.isPending} onClick={buy} data-testid="app-item-buy">
              {state === 'awaiting' ? t('appCentre.payNow') : t('appCentre.buy')}
            </Button>
          ) : item.kind === 'template' ? (
            <Button
              onClick={() => navigate(`${WEBSITE_CENTER_PATH}?template=${encodeURIComponent(item.key)}`)}
              data-testid="app-item-use"
            >
              {t('appCentre.useIt')}
            </Button>
          ) : null}
        </footer>
      </div>
    </section>
  );
}

function CatalogueGrid({ kind }: { kind: CatalogueKind }) {
  const t = useT();
  const catalogue = useCatalogue(kind);
  if (catalogue.isPending) return <Skeleton active />;
  if (catalogue.isError) {
    return (
      <Alert
        type="error"
        title={t('appCentre.loadFailed')}
        action={<Button onClick={() => catalogue.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  if (catalogue.data.length === 0) return <Empty description={t('appCentre.empty')} />;
  return (
    <div className="app-grid" data-testid={`app-grid-${kind}`}>
      {catalogue.data.map((item) => (
        <ItemCard key={item.key} item={item} />
      ))}
    </div>
  );
}

/** After paying: the order's state, polled until it settles, then what became of it in words. */
function PaymentNotice({ orderId, onDismiss }: { orderId: number; onDismiss(): void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const state = usePayState(orderId);
  const order = useCompanyOrder(orderId);
  const outcome = state.data?.settled ? payOutcome(state.data.status) : null;

  useEffect(() => {
    // The paid item turns Owned: the catalogue and the orders are asked again.
    if (outcome) void queryClient.invalidateQueries({ queryKey: [...commerceQueryKey, 'catalogue'] });
  }, [outcome, queryClient]);

  const item = order.data?.item_name ?? '';
  if (!outcome) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('appCentre.paying', { number: order.data?.number ?? `#${orderId}` })}
        data-testid="app-pay-notice"
      />
    );
  }
  return (
    <Alert
      type={outcome === 'paid' ? 'success' : outcome === 'cancelled' ? 'info' : 'warning'}
      showIcon
      closable={{ closeIcon: true, 'aria-label': t('appCentre.dismiss') }}
      onClose={onDismiss}
      title={t(`appCentre.${outcome}`, { item })}
      data-testid="app-pay-notice"
    />
  );
}

/** The app centre (spec §2 /app/index): templates and plugins to buy, and the outcome of a payment. */
export function AppCentrePage() {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const [kind, setKind] = useState<CatalogueKind>(search.get('tab') === 'plugins' ? 'plugin' : 'template');
  const orderParam = Number(search.get('order'));
  const orderId = Number.isInteger(orderParam) && orderParam > 0 ? orderParam : null;

  return (
    <div className="app-centre" data-testid="app-centre">
      <p className="screen-muted">{t('appCentre.intro')}</p>
      {orderId !== null ? (
        <PaymentNotice orderId={orderId} onDismiss={() => setSearch({}, { replace: true })} />
      ) : null}
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as CatalogueKind)}
        items={[
          { key: 'template', label: t('appCentre.templates'), children: <CatalogueGrid kind="template" /> },
          { key: 'plugin', label: t('appCentre.plugins'), children: <CatalogueGrid kind="plugin" /> },
        ]}
      />
    </div>
  );
}
