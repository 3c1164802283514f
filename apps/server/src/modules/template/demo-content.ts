import { slugify, type TemplateId } from '@sitewright/contract';
import { collectionItems, collectionTypes, productAttributes } from '../../db/schema.ts';
import { type ItemRow, itemSnapshot } from '../collection/index.ts';
import { asset } from './template-kit.ts';
import type { Tx } from './template.service.ts';
import {
  type DemoArticle,
  type DemoAttribute,
  type DemoFaq,
  type DemoProduct,
  type DemoSet,
  RESTAURANT_DEMO,
  SAAS_DEMO,
} from './demo-sets.ts';

/**
 * Sample articles, products and FAQs a website made from a template starts with, already published (as
 * the template's pages are once the site is), so the latest-items blocks and the collection pages
 * show real content at the first publish. The operator edits or deletes them like their own.
 */
const ARTICLES: readonly DemoArticle[] = [
  {
    title: 'Our new workshop is open',
    summary: 'More room for the team, a showroom for visitors and shorter delivery times.',
    body: '<p>After a year of planning our new workshop is open. It gives the team twice the room, brings the showroom under the same roof and lets us ship most orders the day they arrive.</p><p>Visitors are welcome on weekdays; tell us when you come and we will show you around.</p>',
    author: 'The team',
    category: 'News',
    image: 0,
  },
  {
    title: 'Five questions to ask before a project starts',
    summary: 'What we ask every customer in the first meeting, and why the answers matter.',
    body: '<p>Good projects start with clear answers. Before we begin we ask who the work is for, what must be true when it is done, what it may cost, when it is needed and who decides.</p><ul><li>Who is it for?</li><li>What does done look like?</li><li>What is the budget?</li><li>When is it needed?</li><li>Who decides?</li></ul>',
    author: 'Project office',
    category: 'Guides',
    image: 1,
  },
  {
    title: 'What our customers asked us this year',
    summary: 'The questions we heard most often, answered in one place.',
    body: '<p>Every year we collect the questions customers ask us most. This year they were about delivery times, spare parts and how to care for what they bought. The answers are below.</p>',
    author: 'Customer service',
    category: 'News',
    image: 2,
  },
  {
    title: 'Behind the scenes: how every order is checked',
    summary: 'Two checks before anything leaves the building.',
    body: '<p>Every order is checked twice: once when it is packed and once before it is handed to the carrier. The second check is done by someone who did not pack it.</p>',
    author: 'Quality team',
    category: 'Guides',
    image: 0,
  },
];

const PRODUCTS: readonly DemoProduct[] = [
  {
    title: 'Oak lounge chair',
    model: 'LC-100',
    summary: 'A low chair in solid oak with a woven seat.',
    body: '<p>Made from solid oak with a hand-woven seat. The frame is finished with natural oil and can be refreshed at home.</p>',
    category: 'Furniture',
    images: [0, 3],
    price: 420,
    attributes: { Material: 'oak', Finish: ['matte'] },
  },
  {
    title: 'Steel desk lamp',
    model: 'DL-20',
    summary: 'An adjustable lamp with a warm, glare-free light.',
    body: '<p>The arm moves in two joints and holds its position. The shade is powder-coated steel.</p>',
    category: 'Lighting',
    images: [1],
    price: 129,
    attributes: { Material: 'steel', Finish: ['matte', 'gloss'] },
  },
  {
    title: 'Glass carafe',
    model: 'GC-1',
    summary: 'Mouth-blown glass, one litre.',
    body: '<p>Each carafe is mouth-blown, so no two are exactly alike. Dishwasher safe.</p>',
    category: 'Tableware',
    images: [2],
    price: null,
    attributes: { Material: 'glass', Finish: ['gloss'] },
  },
  {
    title: 'Folding side chair',
    model: 'FC-40',
    summary: 'Folds flat for storage; seats one comfortably.',
    body: '<p>A side chair that folds to five centimetres, in oak with a steel hinge.</p>',
    category: 'Furniture',
    images: [0],
    price: 185,
    attributes: { Material: 'oak', Finish: ['matte'] },
  },
  {
    title: 'Reading floor lamp',
    model: 'FL-60',
    summary: 'A tall lamp with a dimmer, for the corner by the sofa.',
    body: '<p>A floor lamp with a stepless dimmer and a weighted base.</p>',
    category: 'Lighting',
    images: [1, 3],
    price: 240,
    attributes: { Material: 'steel', Finish: ['gloss'] },
  },
];

const ATTRIBUTES: readonly DemoAttribute[] = [
  {
    name: 'Material',
    kind: 'choice',
    options: [
      { id: 'oak', name: 'Oak' },
      { id: 'steel', name: 'Steel' },
      { id: 'glass', name: 'Glass' },
    ],
  },
  {
    name: 'Finish',
    kind: 'multi',
    options: [
      { id: 'matte', name: 'Matte' },
      { id: 'gloss', name: 'Gloss' },
    ],
  },
];

/** Questions the templates' FAQ blocks ("More questions") show, answered as a small firm would. */
const FAQS: readonly DemoFaq[] = [
  {
    question: 'How long does delivery take?',
    answer:
      '<p>Orders in stock leave within two working days and arrive three to five days later. We send the tracking link as soon as the parcel is on its way.</p>',
    category: 'Orders and delivery',
  },
  {
    question: 'Can I change or cancel an order?',
    answer:
      '<p>Yes, until it is packed. Write to us with the order number and we will change or cancel it the same day.</p>',
    category: 'Orders and delivery',
  },
  {
    question: 'Do you offer a warranty?',
    answer:
      '<p>Everything we make carries a two-year warranty covering faults in materials and workmanship. Spare parts stay available for ten years.</p>',
    category: 'After the sale',
  },
  {
    question: 'How do I get a quote?',
    answer:
      '<p>Send us what you need through the contact form, with quantities and the date you need it by. A quote follows within one working day.</p>',
    category: 'After the sale',
  },
];

/** The maker's samples (furniture, lighting, tableware) with one template's pictures. */
const makerSet = (images: DemoSet['images']): DemoSet => ({
  articles: ARTICLES,
  products: PRODUCTS,
  faqs: FAQS,
  attributes: ATTRIBUTES,
  currency: 'USD',
  images,
});

/** Each template's samples, shown with its own demo pictures. */
const DEMO_SETS: Record<TemplateId, DemoSet> = {
  corporate: makerSet({
    articles: ['corporate-office.svg', 'corporate-team.svg', 'corporate-hero.svg'],
    products: ['product-chair.svg', 'product-lamp.svg', 'product-bottle.svg', 'product-size-chart.svg'],
  }),
  'exhibition-and-events': makerSet({
    articles: ['exhibition-hall.svg', 'exhibition-stage.svg', 'exhibition-booth.svg'],
    products: ['product-chair.svg', 'product-lamp.svg', 'product-bottle.svg', 'exhibition-floor-plan.svg'],
  }),
  'products-and-catalogue': makerSet({
    articles: ['products-hero.svg', 'product-size-chart.svg', 'product-lamp.svg'],
    products: ['product-chair.svg', 'product-lamp.svg', 'product-bottle.svg', 'product-size-chart.svg'],
  }),
  'saas-launch': SAAS_DEMO,
  restaurant: RESTAURANT_DEMO,
};

const DAY = 24 * 3600 * 1000;

/** The events template's sample meetings: one to come and one that is over. */
const MEETINGS = { upcoming: 'Spring Trade Forum', past: 'Autumn Buyers Meetup' } as const;

/** What the templates' samples are called: how a website's sample content is recognised. */
export interface SampleNames {
  /** Collection → the titles of its sample items. */
  items: ReadonlyMap<string, ReadonlySet<string>>;
  /** Collection → the names of its sample categories. */
  categories: ReadonlyMap<string, ReadonlySet<string>>;
  attributes: ReadonlySet<string>;
}

function collect(entries: [string, string][]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [collection, name] of entries) out.set(collection, (out.get(collection) ?? new Set()).add(name));
  return out;
}

/** The names of every template's samples. */
export function sampleNames(): SampleNames {
  const sets = Object.values(DEMO_SETS);
  return {
    items: collect([
      ...sets.flatMap((set) => set.articles.map((a): [string, string] => ['news', a.title])),
      ...sets.flatMap((set) => set.products.map((p): [string, string] => ['product', p.title])),
      ...sets.flatMap((set) => set.faqs.map((f): [string, string] => ['faq', f.question])),
      ...EXPERTS.map((e): [string, string] => ['expert', e.title]),
      ...SPONSORS.map((sp): [string, string] => ['sponsor', sp.title]),
      ['meeting', MEETINGS.upcoming],
      ['meeting', MEETINGS.past],
    ]),
    categories: collect([
      ...sets.flatMap((set) => set.articles.map((a): [string, string] => ['news', a.category])),
      ...sets.flatMap((set) => set.products.map((p): [string, string] => ['product', p.category])),
      ...sets.flatMap((set) => set.faqs.map((f): [string, string] => ['faq', f.category])),
    ]),
    attributes: new Set(sets.flatMap((set) => set.attributes.map((a) => a.name))),
  };
}

/** Speakers and sponsors of the events template's sample meetings. */
const EXPERTS = [
  { title: 'Dr. Mira Hoffmann', job_title: 'Head of Research', organisation: 'Northport Institute' },
  { title: 'Samuel Okafor', job_title: 'Founder', organisation: 'Okafor Design Studio' },
] as const;
const SPONSORS = [
  { title: 'Lumen Lighting', level: 'gold', url: 'https://www.example.com/lumen' },
  { title: 'Harbour Logistics', level: 'silver', url: 'https://www.example.com/harbour' },
] as const;

/** A local date `days` from now at a wall time, as a meeting's date-time range stores it. */
function localDay(now: Date, days: number, time: string): string {
  return `${new Date(now.getTime() + days * DAY).toISOString().slice(0, 10)}T${time}`;
}

/**
 * Adds the samples to a website created in the same transaction: categories, two product
 * attributes, and the items with their published snapshots.
 */
export async function addDemoContentInTx(
  tx: Tx,
  scope: { companyId: number; websiteId: number; lang: string; userName: string },
  templateId: TemplateId,
  now: Date = new Date(),
): Promise<{ articles: number; products: number; meetings: number }> {
  const { companyId, websiteId, lang, userName } = scope;
  const set = DEMO_SETS[templateId];
  const { images } = set;
  const categoryNames = {
    news: [...new Set(set.articles.map((a) => a.category))],
    product: [...new Set(set.products.map((p) => p.category))],
    faq: [...new Set(set.faqs.map((f) => f.category))],
  };
  const categoryRows = await tx
    .insert(collectionTypes)
    .values(
      (['news', 'product', 'faq'] as const).flatMap((collection) =>
        categoryNames[collection].map((name, sort) => ({
          companyId,
          websiteId,
          collection,
          name,
          slug: slugify(name),
          sort,
        })),
      ),
    )
    .returning({
      id: collectionTypes.id,
      collection: collectionTypes.collection,
      name: collectionTypes.name,
    });
  const categoryId = (collection: string, name: string) =>
    categoryRows.find((c) => c.collection === collection && c.name === name)?.id ?? 0;
  const attributeRows = await tx
    .insert(productAttributes)
    .values(
      set.attributes.map((attribute, sort) => ({
        companyId,
        websiteId,
        name: attribute.name,
        kind: attribute.kind,
        options: attribute.options.map((o) => ({ ...o, names: {} })),
        sort,
      })),
    )
    .returning({ id: productAttributes.id, name: productAttributes.name });
  const attributeId = (name: string) => String(attributeRows.find((a) => a.name === name)?.id ?? 0);

  const values: Omit<ItemRow, 'id' | 'published' | 'createdAt' | 'updatedAt'>[] = [
    ...set.articles.map((a, i) => ({
      companyId,
      websiteId,
      collection: 'news',
      lang,
      sourceItemId: null,
      title: a.title,
      slug: slugify(a.title),
      summary: a.summary,
      body: a.body,
      typeIds: [categoryId('news', a.category)],
      tagIds: [],
      isPinned: false,
      sort: set.articles.length - i,
      // Dated a few days apart, the first the newest.
      publishAt: new Date(now.getTime() - (i + 1) * 3 * DAY),
      seoTitle: '',
      seoKeywords: '',
      seoDescription: '',
      fields: { cover: asset(images.articles[a.image] ?? 'placeholder.svg'), author: a.author },
      version: 1,
      userName,
    })),
    ...set.products.map((p, i) => ({
      companyId,
      websiteId,
      collection: 'product',
      lang,
      sourceItemId: null,
      title: p.title,
      slug: slugify(p.title),
      summary: p.summary,
      body: p.body,
      typeIds: [categoryId('product', p.category)],
      tagIds: [],
      isPinned: false,
      sort: set.products.length - i,
      publishAt: new Date(now.getTime() - (i + 1) * DAY),
      seoTitle: '',
      seoKeywords: '',
      seoDescription: '',
      fields: {
        model: p.model,
        gallery: p.images.map((n) => asset(images.products[n] ?? 'placeholder.svg')),
        price: p.price,
        currency: set.currency,
        // An empty value is no value: it is left out, as a save would leave it.
        attributes: Object.fromEntries(
          Object.entries(p.attributes)
            .filter(([, value]) => value.length > 0)
            .map(([name, value]) => [attributeId(name), value]),
        ),
        files: [],
      },
      version: 1,
      userName,
    })),
    ...set.faqs.map((f, i) => ({
      companyId,
      websiteId,
      collection: 'faq',
      lang,
      sourceItemId: null,
      title: f.question,
      slug: slugify(f.question),
      summary: '',
      body: f.answer,
      typeIds: [categoryId('faq', f.category)],
      tagIds: [],
      isPinned: false,
      sort: set.faqs.length - i,
      publishAt: new Date(now.getTime() - (i + 1) * DAY),
      seoTitle: '',
      seoKeywords: '',
      seoDescription: '',
      fields: {},
      version: 1,
      userName,
    })),
  ];
  const publishedRows = (rows: typeof values) =>
    rows.map((v) => ({
      ...v,
      published: itemSnapshot({ ...v, id: 0, published: null, createdAt: now, updatedAt: now }, now),
    }));
  await tx.insert(collectionItems).values(publishedRows(values));
  const meetings =
    templateId === 'exhibition-and-events' ? await addDemoMeetings(tx, scope, now, publishedRows) : 0;
  return { articles: set.articles.length, products: set.products.length, meetings };
}

type DemoRow = Omit<ItemRow, 'id' | 'published' | 'createdAt' | 'updatedAt'>;

/**
 * The events template's sample meetings: one to come (with an agenda, two speakers and two
 * sponsors) and one that is over, so the upcoming and past lists both show something.
 */
async function addDemoMeetings(
  tx: Tx,
  scope: { companyId: number; websiteId: number; lang: string; userName: string },
  now: Date,
  publishedRows: (rows: DemoRow[]) => (DemoRow & { published: ItemRow['published'] })[],
): Promise<number> {
  const { companyId, websiteId, lang, userName } = scope;
  const item = (collection: string, title: string, fields: Record<string, unknown>, i: number): DemoRow => ({
    companyId,
    websiteId,
    collection,
    lang,
    sourceItemId: null,
    title,
    slug: slugify(title),
    summary: '',
    body: '',
    typeIds: [],
    tagIds: [],
    isPinned: false,
    sort: 10 - i,
    publishAt: new Date(now.getTime() - DAY),
    seoTitle: '',
    seoKeywords: '',
    seoDescription: '',
    fields,
    version: 1,
    userName,
  });
  const people = await tx
    .insert(collectionItems)
    .values(
      publishedRows([
        ...EXPERTS.map((e, i) =>
          item(
            'expert',
            e.title,
            { photo: '', job_title: e.job_title, organisation: e.organisation, links: [] },
            i,
          ),
        ),
        ...SPONSORS.map((sp, i) =>
          item('sponsor', sp.title, { logo: '', level: sp.level, url: sp.url, links: [] }, i),
        ),
      ]),
    )
    .returning({ id: collectionItems.id, collection: collectionItems.collection });
  const experts = people.filter((p) => p.collection === 'expert').map((p) => p.id);
  const sponsors = people.filter((p) => p.collection === 'sponsor').map((p) => p.id);
  const zone = 'Europe/Berlin';
  const upcoming = item(
    'meeting',
    MEETINGS.upcoming,
    {
      cover: asset('exhibition-stage.svg'),
      when: { start: localDay(now, 30, '09:00'), end: localDay(now, 30, '17:30'), zone },
      event_status: 'scheduled',
      venue: {
        mode: 'hybrid',
        name: 'Hall 3',
        address: 'Messeplatz 1, Hamburg',
        latitude: null,
        longitude: null,
        online_url: 'https://www.example.com/live',
      },
      registration: { form_id: null, url: 'https://www.example.com/register' },
      agenda: [
        {
          start: localDay(now, 30, '09:30'),
          end: localDay(now, 30, '10:15'),
          title: 'Opening keynote',
          room: 'Main stage',
          speakers: [experts[0]],
        },
        {
          start: localDay(now, 30, '11:00'),
          end: localDay(now, 30, '12:00'),
          title: 'Designing for the next decade',
          room: 'Room B',
          speakers: experts,
        },
      ],
      organizers: [],
      speakers: experts,
      sponsors,
    },
    0,
  );
  upcoming.summary = 'A day of talks and meetings with the makers and buyers of our trade.';
  const past = item(
    'meeting',
    MEETINGS.past,
    {
      cover: asset('exhibition-hall.svg'),
      when: { start: localDay(now, -60, '14:00'), end: localDay(now, -60, '18:00'), zone },
      event_status: 'scheduled',
      venue: {
        mode: 'in_person',
        name: 'Hall 1',
        address: 'Messeplatz 1, Hamburg',
        latitude: null,
        longitude: null,
        online_url: '',
      },
      registration: { form_id: null, url: '' },
      agenda: [],
      organizers: [],
      speakers: [experts[1]],
      sponsors: [],
    },
    1,
  );
  await tx.insert(collectionItems).values(publishedRows([upcoming, past]));
  return 2;
}
