import { ALL_FEATURE_ROLES, type Role, ROLES } from '@sitewright/contract';
import type { MessageKey } from '../../shared/i18n/index.ts';

/** One feature a role may hold: its role string and what the operator calls it. */
export interface FeatureEntry {
  role: Role;
  label: { en: string; zh: string };
}

export interface FeatureGroup {
  title: MessageKey;
  features: FeatureEntry[];
}

const f = (role: Role, en: string, zh: string): FeatureEntry => ({ role, label: { en, zh } });

/** The contract's role strings grouped as the left menu groups their screens (spec §2). */
export const FEATURE_GROUPS: FeatureGroup[] = [
  {
    title: 'team.groupWebsite',
    features: [
      f(ROLES.webManage, 'Website center and page editor', '网站中心与页面编辑器'),
      f(ROLES.pageWebSet, 'Website settings and redirects', '网站设置与重定向'),
    ],
  },
  {
    title: 'team.groupPages',
    features: [f(ROLES.pageSet, 'Page list', '页面列表'), f(ROLES.pageMenu, 'Menu', '菜单')],
  },
  {
    title: 'team.groupArticles',
    features: [
      f(ROLES.newsIndex, 'Articles', '文章列表'),
      f(ROLES.newsType, 'Article categories', '文章分类'),
      f(ROLES.newsTag, 'Article tags', '文章标签'),
    ],
  },
  {
    title: 'team.groupProducts',
    features: [
      f(ROLES.productIndex, 'Products', '产品列表'),
      f(ROLES.productType, 'Product categories', '产品分类'),
      f(ROLES.productTag, 'Product tags', '产品标签'),
    ],
  },
  {
    title: 'team.groupFaq',
    features: [f(ROLES.faqIndex, 'FAQ', '常见问题列表'), f(ROLES.faqType, 'FAQ categories', '常见问题分类')],
  },
  {
    title: 'team.groupMeetings',
    features: [
      f(ROLES.meetingIndex, 'Meetings', '会议列表'),
      f(ROLES.meetingType, 'Meeting categories', '会议分类'),
      f(ROLES.meetingTag, 'Meeting tags', '会议标签'),
      f(ROLES.meetingHost, 'Organizers', '主办方'),
      f(ROLES.meetingSponsor, 'Sponsors', '赞助商'),
      f(ROLES.meetingExperts, 'Experts', '专家'),
    ],
  },
  {
    title: 'team.groupExhibitors',
    features: [
      f(ROLES.exhibitorIndex, 'Exhibitors', '展商列表'),
      f(ROLES.exhibitorType, 'Exhibitor categories', '展商分类'),
      f(ROLES.exhibitorZone, 'Exhibition zones', '展区'),
      f(ROLES.exhibitorArea, 'Exhibition areas', '展位区域'),
    ],
  },
  { title: 'team.groupMedia', features: [f(ROLES.mediaList, 'Media library', '媒体库')] },
  { title: 'team.groupInquiries', features: [f(ROLES.formList, 'Forms and inquiries', '表单与询盘')] },
  {
    title: 'team.groupCommerce',
    features: [
      f(ROLES.orderIndex, 'Orders', '订单管理'),
      f(ROLES.paySet, 'Payment accounts', '收款账户'),
      f(ROLES.websitePaySet, 'Website payments', '网站支付设置'),
    ],
  },
  { title: 'team.groupPlugins', features: [f(ROLES.pluginSet, 'Third-party plugins', '第三方插件')] },
];

/** Every feature role, each in exactly one group (a test keeps this true as roles are added). */
export const GROUPED_ROLES: Role[] = FEATURE_GROUPS.flatMap((g) => g.features.map((e) => e.role));

export function featureLabel(role: string, lang: 'en' | 'zh'): string {
  for (const group of FEATURE_GROUPS) {
    const entry = group.features.find((e) => e.role === role);
    if (entry) return entry.label[lang];
  }
  return role;
}

export { ALL_FEATURE_ROLES };
