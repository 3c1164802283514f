import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The order screen's texts (the states' words are the app centre's). */
const en = {
  intro: 'Orders your company placed in the app centre.',
  loadFailed: 'The orders could not be loaded.',
  number: 'Order number',
  item: 'Item',
  amount: 'Amount',
  status: 'Status',
  created: 'Created',
  paid: 'Paid',
  orderedBy: 'Ordered by',
  expires: 'Payable until',
  cancelledAt: 'Cancelled',
  kind: 'Kind',
  template: 'Template',
  plugin: 'Plugin',
  allStatuses: 'All states',
  anyDate: 'Any date',
  today: 'Today',
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  actions: 'Actions',
  details: 'Details',
  payAgain: 'Pay',
  cancel: 'Cancel order',
  cancelAsk: 'Cancel order {number}? It can no longer be paid.',
  cancelled: 'Order {number} was cancelled.',
  receipt: 'Receipt',
  empty: 'No orders yet. Templates and plugins are bought in the app centre.',
  toAppCentre: 'Open the app centre',
} as const;

const zh: Catalog<typeof en> = {
  intro: '贵公司在应用中心下的订单。',
  loadFailed: '订单加载失败。',
  number: '订单号',
  item: '项目',
  amount: '金额',
  status: '状态',
  created: '下单时间',
  paid: '支付时间',
  orderedBy: '下单人',
  expires: '支付截止',
  cancelledAt: '取消时间',
  kind: '类型',
  template: '模板',
  plugin: '插件',
  allStatuses: '全部状态',
  anyDate: '全部日期',
  today: '今天',
  last7: '最近 7 天',
  last30: '最近 30 天',
  last90: '最近 90 天',
  actions: '操作',
  details: '详情',
  payAgain: '支付',
  cancel: '取消订单',
  cancelAsk: '确定取消订单 {number}？取消后将无法支付。',
  cancelled: '订单 {number} 已取消。',
  receipt: '收据',
  empty: '暂无订单。模板和插件可在应用中心购买。',
  toAppCentre: '前往应用中心',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    orders: typeof en;
  }
}

registerMessages('orders', { en, zh });

export const ordersMessages = { en, zh };
