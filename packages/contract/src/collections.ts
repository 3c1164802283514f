import { collectionCalls, defineCollection } from './collection.ts';
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

/** Every collection, by the name its API and admin routes use. */
export const COLLECTIONS = { news: newsCollection, product: productCollection } as const;

export const newsCalls = collectionCalls(newsCollection);
export const productCalls = collectionCalls(productCollection);
