import type { CurrencyCode, PayProvider, WebsitePayRoute, WebsitePaySettings } from '@sitewright/contract';

/** An account a website may choose, as website-pay-accounts lists it. */
export interface RouteAccount {
  id: number;
  name: string;
  provider: PayProvider;
  currency: CurrencyCode;
}

/** One row per currency an account exists in, in the order the accounts first name them. */
export function routeCurrencies(
  accounts: readonly RouteAccount[],
  routes: readonly WebsitePayRoute[],
): CurrencyCode[] {
  const out: CurrencyCode[] = [];
  for (const c of [...accounts.map((a) => a.currency), ...routes.map((r) => r.currency)]) {
    if (!out.includes(c)) out.push(c);
  }
  return out;
}

/** The accounts a currency's row offers: only those that settle in that currency. */
export function accountsFor(accounts: readonly RouteAccount[], currency: CurrencyCode): RouteAccount[] {
  return accounts.filter((a) => a.currency === currency);
}

/** The form's value: currency → chosen account (or none). */
export type RouteChoice = Partial<Record<CurrencyCode, number | null>>;

export function routeChoiceOf(settings: WebsitePaySettings): RouteChoice {
  const choice: RouteChoice = {};
  for (const r of settings.routes) choice[r.currency] = r.pay_account_id;
  return choice;
}

/** The routes to save: a currency without a chosen account has no route. */
export function routesOf(choice: RouteChoice): WebsitePayRoute[] {
  return Object.entries(choice)
    .filter((entry): entry is [CurrencyCode, number] => typeof entry[1] === 'number' && entry[1] > 0)
    .map(([currency, pay_account_id]) => ({ currency, pay_account_id }));
}
