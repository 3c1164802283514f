import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/**
 * The category and tag screens' route titles and the menu groups they sit in, known before the
 * screens' chunks load (the route table imports this file).
 */
const en = {
  categories: 'Categories',
  tags: 'Tags',
  newsTypes: 'Article categories',
  newsTags: 'Article tags',
  productTypes: 'Product categories',
  productTags: 'Product tags',
  meetingTypes: 'Meeting categories',
  meetingTags: 'Meeting tags',
  faqTypes: 'FAQ categories',
  exhibitorTypes: 'Exhibitor types',
  exhibitorTypesMenu: 'Types',
} as const;

const zh: Catalog<typeof en> = {
  categories: '分类',
  tags: '标签',
  newsTypes: '文章分类',
  newsTags: '文章标签',
  productTypes: '产品分类',
  productTags: '产品标签',
  meetingTypes: '会议分类',
  meetingTags: '会议标签',
  faqTypes: '常见问题分类',
  exhibitorTypes: '展商类型',
  exhibitorTypesMenu: '展商类型',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    taxonomyRoute: typeof en;
  }
}

registerMessages('taxonomyRoute', { en, zh });

export const taxonomyRouteMessages = { en, zh };
