import { type Catalog, registerMessages } from '../i18n/index.ts';

/** The order states' words, shown by the app centre and the order screen alike. */
const en = {
  statusPending: 'Awaiting payment',
  statusPaid: 'Paid',
  statusFailed: 'Failed',
  statusExpired: 'Expired',
  statusCancelled: 'Cancelled',
  statusRefunded: 'Refunded',
  statusFlagged: 'Paid late: being settled',
  locked: 'Paid item ({price}): buy it in the app centre first.',
  buyInAppCentre: 'Buy in the app centre',
} as const;

const zh: Catalog<typeof en> = {
  statusPending: '待支付',
  statusPaid: '已支付',
  statusFailed: '支付失败',
  statusExpired: '已过期',
  statusCancelled: '已取消',
  statusRefunded: '已退款',
  statusFlagged: '逾期支付：处理中',
  locked: '付费项目（{price}）：请先在应用中心购买。',
  buyInAppCentre: '前往应用中心购买',
};

declare module '../i18n/types.ts' {
  interface FeatureMessages {
    commerce: typeof en;
  }
}

registerMessages('commerce', { en, zh });

export const commerceMessages = { en, zh };
