import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** Titles of the app centre, order and company screens, known before their chunks load (tabs, document title). */
const en = {
  appCentre: 'App centre',
  orders: 'Order management',
  company: 'Company information',
} as const;

const zh: Catalog<typeof en> = {
  appCentre: '应用中心',
  orders: '订单管理',
  company: '公司信息',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    commerceRoute: typeof en;
  }
}

registerMessages('commerceRoute', { en, zh });

export const commerceRouteMessages = { en, zh };
