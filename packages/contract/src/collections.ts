import { collectionCalls, defineCollection, termListCalls } from './collection.ts';
import { ROLES } from './roles.ts';

/** Articles (spec §2 /news): news and blog posts with a cover, an author and a publish date. */
export const newsCollection = defineCollection({
  name: 'news',
  latestKind: 'articles',
  label: { one: { en: 'Article', zh: '文章' }, many: { en: 'Articles', zh: '文章' } },
  labels: { title: { en: 'Title', zh: '标题' }, body: { en: 'Body', zh: '正文' } },
  roles: { items: ROLES.newsIndex, types: ROLES.newsType, tags: ROLES.newsTag },
  fields: {
    cover: { kind: 'image', label: { en: 'Cover image', zh: '封面图' }, importable: true },
    author: { kind: 'text', label: { en: 'Author', zh: '作者' }, searchable: true, importable: true },
  },
  imageField: 'cover',
  columns: ['cover', 'type_ids', 'author', 'status', 'publish_at'],
  site: {
    segment: 'news',
    jsonLd: 'Article',
    feed: true,
    facets: false,
    dated: true,
    detailPage: 'article_detail',
  },
});

/** Products (spec §2 /product): a catalogue with gallery, model, optional price, attributes and data sheets. */
export const productCollection = defineCollection({
  name: 'product',
  latestKind: 'products',
  label: { one: { en: 'Product', zh: '产品' }, many: { en: 'Products', zh: '产品' } },
  labels: { title: { en: 'Name', zh: '产品名称' }, body: { en: 'Description', zh: '产品描述' } },
  roles: { items: ROLES.productIndex, types: ROLES.productType, tags: ROLES.productTag },
  fields: {
    model: { kind: 'text', label: { en: 'Model / SKU', zh: '型号' }, searchable: true, importable: true },
    gallery: {
      kind: 'gallery',
      label: { en: 'Images', zh: '产品图片' },
      help: { en: 'The first image is the main one.', zh: '第一张为主图' },
      importable: true,
    },
    price: { kind: 'money', label: { en: 'Price', zh: '价格' }, importable: true },
    currency: { kind: 'currency', label: { en: 'Currency', zh: '币种' }, importable: true },
    attributes: { kind: 'attributes', label: { en: 'Attributes', zh: '产品属性' }, importable: true },
    files: { kind: 'files', label: { en: 'Downloads', zh: '资料下载' } },
  },
  imageField: 'gallery',
  columns: ['gallery', 'model', 'type_ids', 'price', 'status'],
  site: {
    segment: 'products',
    jsonLd: 'Product',
    feed: false,
    facets: true,
    dated: false,
    detailPage: 'product_detail',
  },
});

/** FAQs (spec §2 /faq): questions and their answers, shown on the site as an accordion. */
export const faqCollection = defineCollection({
  name: 'faq',
  latestKind: 'faqs',
  label: { one: { en: 'Question', zh: '问题' }, many: { en: 'FAQ', zh: '常见问题' } },
  labels: { title: { en: 'Question', zh: '问题' }, body: { en: 'Answer', zh: '答案' } },
  // FAQs have categories but no tags of their own (spec §2): the category role keeps the tag calls.
  roles: { items: ROLES.faqIndex, types: ROLES.faqType, tags: ROLES.faqType },
  fields: {},
  columns: ['type_ids', 'status', 'update_time'],
  site: {
    segment: 'faq',
    jsonLd: 'FAQPage',
    feed: false,
    facets: false,
    dated: false,
    accordion: true,
  },
});

/** Exhibitors (spec §2 /exhibitor): a trade fair's exhibitor directory, by hall zone and area. */
export const exhibitorCollection = defineCollection({
  name: 'exhibitor',
  label: { one: { en: 'Exhibitor', zh: '展商' }, many: { en: 'Exhibitors', zh: '展商' } },
  labels: { title: { en: 'Company name', zh: '公司名称' }, body: { en: 'Description', zh: '公司介绍' } },
  // Exhibitors have types (the categories) but no tags (spec §2): the type role keeps the tag calls.
  roles: { items: ROLES.exhibitorIndex, types: ROLES.exhibitorType, tags: ROLES.exhibitorType },
  fields: {
    logo: { kind: 'image', label: { en: 'Logo', zh: '公司标志' }, importable: true },
    booth: {
      kind: 'text',
      label: { en: 'Booth number', zh: '展位号' },
      searchable: true,
      importable: true,
    },
    zone: {
      kind: 'term',
      list: 'zone',
      label: { en: 'Hall zone', zh: '展区' },
      importable: true,
      facet: true,
    },
    area: {
      kind: 'term',
      list: 'area',
      label: { en: 'Area', zh: '区域' },
      help: { en: 'An area of the chosen zone.', zh: '所选展区内的区域' },
      importable: true,
      facet: true,
    },
    country: {
      kind: 'text',
      label: { en: 'Country', zh: '国家/地区' },
      searchable: true,
      importable: true,
      facet: true,
    },
    website: { kind: 'text', label: { en: 'Website', zh: '网址' }, importable: true },
    contact: { kind: 'text', label: { en: 'Contact', zh: '联系方式' }, importable: true },
  },
  lists: {
    zone: {
      label: { one: { en: 'Hall zone', zh: '展区' }, many: { en: 'Hall zones', zh: '展区' } },
      role: ROLES.exhibitorZone,
      path: 'zone',
    },
    area: {
      label: { one: { en: 'Area', zh: '区域' }, many: { en: 'Areas', zh: '区域' } },
      role: ROLES.exhibitorArea,
      parent: 'zone',
      path: 'area',
    },
  },
  imageField: 'logo',
  columns: ['logo', 'booth', 'zone', 'area', 'country', 'type_ids', 'status'],
  site: {
    segment: 'exhibitors',
    jsonLd: 'Organization',
    feed: false,
    facets: false,
    dated: false,
    letters: true,
    search: true,
  },
});

/** Exhibit items (spec §2 /exhibitor/item): the products an exhibitor shows at the fair. */
export const exhibitCollection = defineCollection({
  name: 'exhibit',
  label: { one: { en: 'Exhibit item', zh: '展品' }, many: { en: 'Exhibit items', zh: '展品' } },
  labels: { title: { en: 'Name', zh: '展品名称' }, body: { en: 'Description', zh: '展品描述' } },
  roles: { items: ROLES.exhibitorIndex, types: ROLES.exhibitorIndex, tags: ROLES.exhibitorIndex },
  fields: {
    gallery: {
      kind: 'gallery',
      label: { en: 'Images', zh: '展品图片' },
      help: { en: 'The first image is the main one.', zh: '第一张为主图' },
      importable: true,
    },
    exhibitor: {
      kind: 'relation',
      target: 'exhibitor',
      label: { en: 'Exhibitor', zh: '所属展商' },
      help: {
        en: 'The exhibitor showing the item; its page lists it.',
        zh: '展出该展品的展商，其页面会列出此展品',
      },
      importable: true,
    },
    attributes: { kind: 'attributes', label: { en: 'Attributes', zh: '展品属性' }, importable: true },
  },
  imageField: 'gallery',
  columns: ['gallery', 'status', 'update_time'],
  site: {
    segment: 'exhibits',
    jsonLd: 'Product',
    feed: false,
    facets: false,
    dated: false,
  },
});

/** Every collection, by the name its API and admin routes use. */
export const COLLECTIONS = {
  news: newsCollection,
  product: productCollection,
  faq: faqCollection,
  exhibitor: exhibitorCollection,
  exhibit: exhibitCollection,
} as const;

export const newsCalls = collectionCalls(newsCollection);
export const productCalls = collectionCalls(productCollection);
export const faqCalls = collectionCalls(faqCollection);
export const exhibitorCalls = collectionCalls(exhibitorCollection);
export const exhibitCalls = collectionCalls(exhibitCollection);
export const exhibitorZoneCalls = termListCalls(exhibitorCollection, 'zone');
export const exhibitorAreaCalls = termListCalls(exhibitorCollection, 'area');
