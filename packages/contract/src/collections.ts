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

/** schema.org eventStatus values a meeting can carry, by the value stored. */
export const MEETING_STATUSES = [
  { value: 'scheduled', label: { en: 'Scheduled', zh: '按期举行' } },
  { value: 'postponed', label: { en: 'Postponed', zh: '已延期' } },
  { value: 'rescheduled', label: { en: 'Rescheduled', zh: '已改期' } },
  { value: 'moved_online', label: { en: 'Moved online', zh: '改为线上' } },
  { value: 'cancelled', label: { en: 'Cancelled', zh: '已取消' } },
] as const;

/** Sponsor levels, highest first: the sponsor wall shows them in this order. */
export const SPONSOR_LEVELS = [
  { value: 'platinum', label: { en: 'Platinum', zh: '铂金赞助' } },
  { value: 'gold', label: { en: 'Gold', zh: '黄金赞助' } },
  { value: 'silver', label: { en: 'Silver', zh: '白银赞助' } },
  { value: 'bronze', label: { en: 'Bronze', zh: '青铜赞助' } },
  { value: 'partner', label: { en: 'Partner', zh: '合作伙伴' } },
] as const;

/**
 * Meetings (spec §2 /meeting): conferences, trade-fair events and webinars, with their dates in a
 * time zone, a venue or an online link, an agenda whose sessions name their speakers, and how to
 * register. The site lists what is to come and what is over, and offers each as a calendar file.
 */
export const meetingCollection = defineCollection({
  name: 'meeting',
  latestKind: 'meetings',
  label: { one: { en: 'Meeting', zh: '会议' }, many: { en: 'Meetings', zh: '会议' } },
  labels: { title: { en: 'Title', zh: '会议名称' }, body: { en: 'Description', zh: '会议介绍' } },
  roles: { items: ROLES.meetingIndex, types: ROLES.meetingType, tags: ROLES.meetingTag },
  fields: {
    cover: { kind: 'image', label: { en: 'Cover image', zh: '封面图' }, importable: true },
    when: {
      kind: 'datetime-range',
      label: { en: 'Date and time', zh: '会议时间' },
      help: {
        en: 'Local times at the meeting, in its time zone; visitors see them with the zone named.',
        zh: '按会议所在时区填写当地时间，访客看到的时间会注明时区',
      },
    },
    event_status: {
      kind: 'choice',
      label: { en: 'Status', zh: '会议状态' },
      options: MEETING_STATUSES,
    },
    venue: { kind: 'venue', label: { en: 'Venue', zh: '会议地点' }, searchable: true },
    registration: {
      kind: 'registration',
      label: { en: 'Registration', zh: '报名方式' },
      help: {
        en: 'One of the website’s forms, or an address where visitors register.',
        zh: '选择网站的表单，或填写外部报名链接',
      },
    },
    agenda: {
      kind: 'agenda',
      target: 'expert',
      label: { en: 'Agenda', zh: '会议议程' },
      help: { en: 'Times are in the meeting’s time zone.', zh: '时间按会议所在时区' },
    },
    organizers: { kind: 'relation', target: 'organizer', label: { en: 'Organizers', zh: '主办方' } },
    speakers: { kind: 'relation', target: 'expert', label: { en: 'Speakers', zh: '演讲嘉宾' } },
    sponsors: {
      kind: 'relation',
      target: 'sponsor',
      groupBy: 'level',
      label: { en: 'Sponsors', zh: '赞助商' },
    },
  },
  imageField: 'cover',
  columns: ['cover', 'when', 'type_ids', 'status'],
  site: {
    segment: 'meetings',
    jsonLd: 'Event',
    timeline: 'when',
    feed: false,
    facets: false,
    dated: false,
  },
});

/** The people and companies meetings link: no categories, lists of their own under /meeting. */
const meetingPartyFields = {
  links: { kind: 'links', label: { en: 'Links', zh: '相关链接' } },
} as const;

/** Organizers (spec §2 /meeting/organizers/index): who holds a meeting. */
export const organizerCollection = defineCollection({
  name: 'organizer',
  adminBase: '/meeting/organizers',
  taxonomies: false,
  label: { one: { en: 'Organizer', zh: '主办方' }, many: { en: 'Organizers', zh: '主办方' } },
  labels: { title: { en: 'Name', zh: '名称' }, body: { en: 'About', zh: '简介' } },
  roles: { items: ROLES.meetingHost, types: ROLES.meetingHost, tags: ROLES.meetingHost },
  fields: {
    logo: { kind: 'image', label: { en: 'Logo', zh: '标志' } },
    url: { kind: 'url', label: { en: 'Website', zh: '官网' } },
    ...meetingPartyFields,
  },
  imageField: 'logo',
  columns: ['logo', 'url', 'status'],
  site: { segment: 'organizers', pages: false, jsonLd: 'Article', feed: false, facets: false, dated: false },
});

/** Sponsors (spec §2 /meeting/sponsor/index): shown on a meeting's sponsor wall by level. */
export const sponsorCollection = defineCollection({
  name: 'sponsor',
  adminBase: '/meeting/sponsor',
  taxonomies: false,
  label: { one: { en: 'Sponsor', zh: '赞助商' }, many: { en: 'Sponsors', zh: '赞助商' } },
  labels: { title: { en: 'Name', zh: '名称' }, body: { en: 'About', zh: '简介' } },
  roles: { items: ROLES.meetingSponsor, types: ROLES.meetingSponsor, tags: ROLES.meetingSponsor },
  fields: {
    logo: { kind: 'image', label: { en: 'Logo', zh: '标志' } },
    level: { kind: 'choice', label: { en: 'Sponsor level', zh: '赞助级别' }, options: SPONSOR_LEVELS },
    url: { kind: 'url', label: { en: 'Website', zh: '官网' } },
    ...meetingPartyFields,
  },
  imageField: 'logo',
  columns: ['logo', 'level', 'url', 'status'],
  site: { segment: 'sponsors', pages: false, jsonLd: 'Article', feed: false, facets: false, dated: false },
});

/** Experts (spec §2 /meeting/experts/index): the speakers of meetings and sessions, with pages of their own. */
export const expertCollection = defineCollection({
  name: 'expert',
  adminBase: '/meeting/experts',
  taxonomies: false,
  label: { one: { en: 'Expert', zh: '专家' }, many: { en: 'Speakers', zh: '演讲嘉宾' } },
  labels: { title: { en: 'Name', zh: '姓名' }, body: { en: 'Biography', zh: '个人简介' } },
  roles: { items: ROLES.meetingExperts, types: ROLES.meetingExperts, tags: ROLES.meetingExperts },
  fields: {
    photo: { kind: 'image', label: { en: 'Photo', zh: '照片' } },
    job_title: { kind: 'text', label: { en: 'Title', zh: '职务' }, searchable: true, importable: true },
    organisation: {
      kind: 'text',
      label: { en: 'Organisation', zh: '所属机构' },
      searchable: true,
      importable: true,
    },
    ...meetingPartyFields,
  },
  imageField: 'photo',
  columns: ['photo', 'job_title', 'organisation', 'status'],
  site: { segment: 'speakers', jsonLd: 'Person', feed: false, facets: false, dated: false },
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
    website: { kind: 'url', label: { en: 'Website', zh: '网址' }, importable: true },
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
  adminBase: '/exhibitor/item',
  // Spec §2 gives exhibit items no category or tag screens of their own.
  taxonomies: false,
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
  meeting: meetingCollection,
  organizer: organizerCollection,
  sponsor: sponsorCollection,
  expert: expertCollection,
  faq: faqCollection,
  exhibitor: exhibitorCollection,
  exhibit: exhibitCollection,
} as const;

export const newsCalls = collectionCalls(newsCollection);
export const productCalls = collectionCalls(productCollection);
export const meetingCalls = collectionCalls(meetingCollection);
export const organizerCalls = collectionCalls(organizerCollection);
export const sponsorCalls = collectionCalls(sponsorCollection);
export const expertCalls = collectionCalls(expertCollection);
export const faqCalls = collectionCalls(faqCollection);
export const exhibitorCalls = collectionCalls(exhibitorCollection);
export const exhibitCalls = collectionCalls(exhibitCollection);
export const exhibitorZoneCalls = termListCalls(exhibitorCollection, 'zone');
export const exhibitorAreaCalls = termListCalls(exhibitorCollection, 'area');
