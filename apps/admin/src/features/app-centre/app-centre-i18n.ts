import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The app centre's texts. */
const en = {
  intro:
    'Website templates and plugins for every website of your company. Buy an item once; it is yours for good.',
  templates: 'Templates',
  plugins: 'Plugins',
  loadFailed: 'The app centre could not be loaded.',
  free: 'Free',
  owned: 'Owned',
  awaiting: 'Awaiting payment',
  buy: 'Buy',
  payNow: 'Pay now',
  useIt: 'Use it',
  features: 'What it includes',
  empty: 'Nothing here yet.',
  paying: 'Waiting for the payment of order {number}…',
  paid: 'Paid: {item} is yours.',
  failed: 'The payment of {item} failed. Nothing was charged; you can try again.',
  expired: 'The order for {item} expired before it was paid. Buy it again to get a new order.',
  cancelled: 'The order for {item} was cancelled.',
  dismiss: 'Close',
} as const;

const zh: Catalog<typeof en> = {
  intro: '适用于贵公司所有网站的模板与插件。一次购买，永久拥有。',
  templates: '模板',
  plugins: '插件',
  loadFailed: '应用中心加载失败。',
  free: '免费',
  owned: '已拥有',
  awaiting: '待支付',
  buy: '购买',
  payNow: '去支付',
  useIt: '使用',
  features: '包含内容',
  empty: '暂无内容。',
  paying: '正在等待订单 {number} 的支付结果…',
  paid: '支付成功：{item} 已归您所有。',
  failed: '{item} 支付失败，未产生扣款，可重新购买。',
  expired: '{item} 的订单已超时未支付，请重新购买以生成新订单。',
  cancelled: '{item} 的订单已取消。',
  dismiss: '关闭',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    appCentre: typeof en;
  }
}

registerMessages('appCentre', { en, zh });

export const appCentreMessages = { en, zh };
