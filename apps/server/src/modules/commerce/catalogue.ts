import type { CatalogueKind, CurrencyCode, Lang } from '@sitewright/contract';
import { PLUGIN_KEYS, pluginTexts, TEMPLATE_CARDS, TEMPLATE_IDS } from '@sitewright/contract';

type Text = Record<Lang, string>;

/** One item of the app centre as the platform sells it. */
export interface CatalogueEntry {
  kind: CatalogueKind;
  key: string;
  name: Text;
  description: Text;
  features: { en: string[]; zh: string[] };
  screenshots: string[];
  /** Minor units per currency; absent or 0 in the charged currency means the item is free. */
  price: Partial<Record<CurrencyCode, number>>;
}

/** Everything the app centre offers, by kind and key. Keyed loosely so new templates can be added. */
export type CatalogueData = Partial<Record<string, CatalogueEntry>>;

const entryKey = (kind: CatalogueKind, key: string) => `${kind}:${key}`;

const FREE = {};

const ENTRIES: CatalogueEntry[] = [
  {
    kind: 'template',
    key: 'corporate',
    name: TEMPLATE_CARDS.corporate.name,
    description: {
      en: 'A company website: about us, services, news and contact.',
      zh: '企业官网：关于我们、服务、新闻与联系方式',
    },
    features: {
      en: ['Home, about, services, news and contact pages', 'Sample articles', 'Inquiry form'],
      zh: ['首页、关于、服务、新闻与联系页面', '示例文章', '询盘表单'],
    },
    screenshots: [TEMPLATE_CARDS.corporate.previewImage],
    price: FREE,
  },
  {
    kind: 'template',
    key: 'exhibition-and-events',
    name: TEMPLATE_CARDS['exhibition-and-events'].name,
    description: {
      en: 'An event website: programme, exhibitors, venue and registration.',
      zh: '展会活动网站：日程、展商、场馆与报名',
    },
    features: {
      en: ['Programme and exhibitor pages', 'Venue and travel information', 'Registration form'],
      zh: ['日程与展商页面', '场馆与交通信息', '报名表单'],
    },
    screenshots: [TEMPLATE_CARDS['exhibition-and-events'].previewImage],
    price: FREE,
  },
  {
    kind: 'template',
    key: 'products-and-catalogue',
    name: TEMPLATE_CARDS['products-and-catalogue'].name,
    description: {
      en: 'A product website: catalogue, product details and inquiries.',
      zh: '产品展示网站：产品目录、产品详情与询盘',
    },
    features: {
      en: ['Product catalogue with categories', 'Sample products', 'Inquiry form'],
      zh: ['分类产品目录', '示例产品', '询盘表单'],
    },
    screenshots: [TEMPLATE_CARDS['products-and-catalogue'].previewImage],
    price: FREE,
  },
  {
    kind: 'template',
    key: 'saas-launch',
    name: TEMPLATE_CARDS['saas-launch'].name,
    description: {
      en: 'A software product launch: features, pricing, customers and sign-up.',
      zh: '软件产品发布站：功能、价格、客户与注册',
    },
    features: {
      en: ['Feature and pricing pages', 'Customer stories', 'Sign-up form'],
      zh: ['功能与价格页面', '客户案例', '注册表单'],
    },
    screenshots: [TEMPLATE_CARDS['saas-launch'].previewImage],
    price: { USD: 4900, CNY: 34900 },
  },
  {
    kind: 'template',
    key: 'restaurant',
    name: TEMPLATE_CARDS.restaurant.name,
    description: {
      en: 'A restaurant website: menu, opening hours, location and reservations.',
      zh: '餐厅网站：菜单、营业时间、地址与预订',
    },
    features: {
      en: ['Menu pages', 'Opening hours and map', 'Reservation form'],
      zh: ['菜单页面', '营业时间与地图', '预订表单'],
    },
    screenshots: [TEMPLATE_CARDS.restaurant.previewImage],
    price: { USD: 3900, CNY: 27900 },
  },
  {
    kind: 'plugin',
    key: 'verification',
    name: pluginTexts.verification.name,
    description: {
      en: 'Proves to search engines that you own the website.',
      zh: '向搜索引擎证明网站归您所有',
    },
    features: { en: ['Meta tags and verification files'], zh: ['验证元标签与验证文件'] },
    screenshots: [],
    price: FREE,
  },
  {
    kind: 'plugin',
    key: 'indexnow',
    name: pluginTexts.indexnow.name,
    description: {
      en: 'Tells Bing and other engines about changed pages on publish.',
      zh: '发布时通知必应等搜索引擎页面已更新',
    },
    features: { en: ['Pushes changed addresses on publish'], zh: ['发布时推送变更的网址'] },
    screenshots: [],
    price: FREE,
  },
  {
    kind: 'plugin',
    key: 'bdzz',
    name: pluginTexts.bdzz.name,
    description: {
      en: 'Submits changed pages to Baidu on publish.',
      zh: '发布时向百度提交更新的页面',
    },
    features: { en: ['Pushes changed addresses on publish'], zh: ['发布时推送变更的网址'] },
    screenshots: [],
    price: FREE,
  },
  {
    kind: 'plugin',
    key: 'google-indexing',
    name: pluginTexts['google-indexing'].name,
    description: {
      en: 'Notifies Google of new and changed pages through the Indexing API.',
      zh: '通过 Indexing API 通知 Google 新增和变更的页面',
    },
    features: {
      en: [
        'Pushes changed addresses on publish',
        'Retries with backoff',
        'Service-account key stored encrypted',
      ],
      zh: ['发布时推送变更的网址', '失败自动重试', '服务账号密钥加密保存'],
    },
    screenshots: [],
    price: { USD: 2900, CNY: 19900 },
  },
  {
    kind: 'plugin',
    key: 'analytics',
    name: pluginTexts.analytics.name,
    description: {
      en: 'Adds Google Analytics, Baidu Tongji or another tracker to every page.',
      zh: '为每个页面添加 Google Analytics、百度统计等统计代码',
    },
    features: {
      en: ['Google Analytics and Baidu Tongji', 'Consent-friendly loading'],
      zh: ['支持 Google Analytics 与百度统计', '按需加载统计脚本'],
    },
    screenshots: [],
    price: { USD: 1900, CNY: 13900 },
  },
];

/** The catalogue the platform sells: every template and plugin (free ones included). */
export const CATALOGUE: CatalogueData = Object.fromEntries(ENTRIES.map((e) => [entryKey(e.kind, e.key), e]));

/** Every known item's key by kind, in the order the app centre lists them. */
export function catalogueKeys(kind: CatalogueKind): readonly string[] {
  return kind === 'template' ? TEMPLATE_IDS : PLUGIN_KEYS;
}

export function catalogueEntry(
  catalogue: CatalogueData,
  kind: CatalogueKind,
  key: string,
): CatalogueEntry | undefined {
  return catalogue[entryKey(kind, key)];
}

/** The item's price in the charged currency; 0 when it is free there (or unknown). */
export function priceOf(
  catalogue: CatalogueData,
  kind: CatalogueKind,
  key: string,
  currency: CurrencyCode,
): number {
  return catalogueEntry(catalogue, kind, key)?.price[currency] ?? 0;
}

export function nameOf(catalogue: CatalogueData, kind: CatalogueKind, key: string, lang: Lang): string {
  return catalogueEntry(catalogue, kind, key)?.name[lang] ?? key;
}
