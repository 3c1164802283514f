import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The payment screens' titles, known before their chunk loads (menu, tabs and document title). */
const en = {
  paySet: 'Payment settings',
  websitePaySet: 'Payment settings',
} as const;

const zh: Catalog<typeof en> = {
  paySet: '支付设置',
  websitePaySet: '支付设置',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    paymentsRoute: typeof en;
  }
}

registerMessages('paymentsRoute', { en, zh });

export const paymentsRouteMessages = { en, zh };
