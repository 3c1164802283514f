import type { CurrencyCode, WebsitePaySettings } from '@sitewright/contract';
import { payProviderNames } from '@sitewright/contract';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { PAY_SET_PATH } from '../../shared/paths.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useWebsitePay } from './api/get-website-pay.ts';
import { useWebsitePayAccounts } from './api/get-website-pay-accounts.ts';
import { useSaveWebsitePay } from './api/save-website-pay.ts';
import { WebsiteOrders } from './website-orders.tsx';
import {
  accountsFor,
  type RouteAccount,
  type RouteChoice,
  routeChoiceOf,
  routeCurrencies,
  routesOf,
} from './website-pay-form.ts';
import './payments.css';
import './payments-i18n.ts';

interface SettingsFormProps {
  websiteId: number;
  settings: WebsitePaySettings;
  accounts: RouteAccount[];
}

function SettingsForm({ websiteId, settings, accounts }: SettingsFormProps) {
  const t = useT();
  const lang = useLanguage();
  const mutation = useSaveWebsitePay();
  const [enabled, setEnabled] = useState(settings.enabled);
  const [choice, setChoice] = useState<RouteChoice>(() => routeChoiceOf(settings));
  const currencies = routeCurrencies(accounts, settings.routes);

  async function save() {
    try {
      await mutation.mutateAsync({ website_id: websiteId, enabled, routes: routesOf(choice) });
    } catch {
      // The client has shown why.
      return;
    }
    toastSuccess(t('payments.settingsSaved'));
  }

  return (
    <section data-testid="website-pay-settings">
      <p>
        <span className="data-table-actions-row">
          <Switch
            id="website-pay-enabled"
            checked={enabled}
            onChange={setEnabled}
            data-testid="website-pay-enabled"
          />
          <label htmlFor="website-pay-enabled">{t('payments.enabled')}</label>
        </span>
      </p>
      <p className="screen-muted">{t('payments.enabledHelp')}</p>
      <h2>{t('payments.routes')}</h2>
      {accounts.length === 0 ? (
        <p data-testid="website-pay-no-accounts">
          {t('payments.noAccountsYet')} <Link to={PAY_SET_PATH}>{t('payments.goToAccounts')}</Link>
        </p>
      ) : (
        <>
          <p className="screen-muted">{t('payments.routesHelp')}</p>
          <div className="pay-routes">
            {currencies.map((currency: CurrencyCode) => {
              const options = accountsFor(accounts, currency);
              return [
                <label key={`${currency}-label`} htmlFor={`pay-route-${currency}`}>
                  {currency}
                </label>,
                <Select<number | null>
                  key={`${currency}-select`}
                  id={`pay-route-${currency}`}
                  value={choice[currency] ?? null}
                  onChange={(value) => setChoice((c) => ({ ...c, [currency]: value }))}
                  options={[
                    {
                      value: null,
                      label:
                        options.length > 0
                          ? t('payments.noAccount')
                          : t('payments.noAccountInCurrency', { currency }),
                    },
                    ...options.map((a) => ({
                      value: a.id,
                      label: `${a.name} (${payProviderNames[a.provider][lang]})`,
                    })),
                  ]}
                  data-testid={`website-pay-route-${currency}`}
                />,
              ];
            })}
          </div>
          <p>
            <Link to={PAY_SET_PATH}>{t('payments.goToAccounts')}</Link>
          </p>
        </>
      )}
      <Button
        type="primary"
        loading={mutation.isPending}
        onClick={() => void save()}
        data-testid="website-pay-save"
      >
        {t('common.save')}
      </Button>
    </section>
  );
}

/** Payment settings of the selected website (spec §2 /pay/website-pay-set) and its orders. */
export function WebsitePayPage() {
  const t = useT();
  const website = useWebsiteStore((s) => s.website);
  const settings = useWebsitePay(website?.website_id);
  const accounts = useWebsitePayAccounts();
  if (!website) return null;
  const websiteId = website.website_id;

  return (
    <div className="screen" data-testid="website-pay-set">
      <header className="screen-header">
        <div>
          <h1>{t('shell.paySettings')}</h1>
          <p className="screen-muted">{t('payments.websiteIntro', { website: website.name })}</p>
        </div>
      </header>
      {settings.data && accounts.data ? (
        <SettingsForm
          // A save or a switch of website starts the form again from what the server holds.
          key={`${websiteId}-${settings.dataUpdatedAt}`}
          websiteId={websiteId}
          settings={settings.data}
          accounts={accounts.data}
        />
      ) : settings.isError || accounts.isError ? (
        <>
          <p className="screen-muted">{t('payments.loadFailed')}</p>
          <Button
            onClick={() => {
              void settings.refetch();
              void accounts.refetch();
            }}
          >
            {t('payments.retry')}
          </Button>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
      <WebsiteOrders websiteId={websiteId} />
    </div>
  );
}
