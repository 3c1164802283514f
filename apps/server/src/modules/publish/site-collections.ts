import type {
  BreadcrumbItem,
  ItemCard,
  ItemDetailView,
  ItemListView,
  ItemRelationView,
  LabelledLink,
  LatestItem,
  LatestKind,
} from '@sitewright/blocks';
import {
  attributeApplies,
  formAnchor,
  type AgendaSession,
  COLLECTIONS,
  type CollectionDefinition,
  type DateTimeRange,
  type FieldDef,
  formatNumber,
  formatPrice,
  type ItemLink,
  type PageDocument,
  type Registration,
  SITE_LIST_PAGE_SIZE,
  type Venue,
  zonedToInstant,
  slugify,
  termListCollection,
} from '@sitewright/contract';
import { sanitizeRichText } from '@sitewright/blocks/sanitize';
import {
  type AttributeRow,
  type CategoryRow,
  type ItemRow,
  itemSnapshot,
  type PublishedItemValue,
  type TagRow,
} from '../collection/index.ts';
import {
  agendaDays,
  dayText,
  type EventFacts,
  type EventParty,
  eventCalendar,
  eventJsonLd,
  rangeText,
  sessionTimeText,
  usableRange,
} from './site-events.ts';

/** The collections' content a publish reads: every item (with its snapshot), category, tag and attribute. */
export interface CollectionSource {
  items: readonly ItemRow[];
  categories: readonly CategoryRow[];
  tags: readonly TagRow[];
  attributes: readonly AttributeRow[];
}

/** One page a collection adds to the site, before the site's frame, menu and languages are added. */
export interface CollectionPage {
  path: string;
  lang: string;
  document: PageDocument;
  breadcrumb: BreadcrumbItem[];
  title: string;
  description: string;
  socialImage?: string;
  item?: ItemDetailView;
  itemList?: ItemListView;
  jsonLd?: Record<string, unknown>;
  feeds?: { title: string; href: string }[];
  /** The page's versions in the other languages (an item's translations), by language. */
  versions?: ReadonlyMap<string, string>;
  /** The preview asked for this item. */
  previewOf?: number;
  /**
   * Kept out of search engines and the site search: the attribute-filter lists, which only
   * regroup items that have pages (and lists) of their own.
   */
  noindex?: boolean;
}

export interface SitemapEntry {
  path: string;
  lastmod: string;
  alternates: { lang: string; path: string }[];
}

export interface CollectionBuild {
  pages: CollectionPage[];
  files: { path: string; contentType: string; body: Buffer }[];
  sitemap: SitemapEntry[];
  /** The newest items of each language, for the latest-items blocks. */
  latest: Record<string, Partial<Record<LatestKind, LatestItem[]>>>;
  /** Item id → the snapshot this publish takes (a whole-site publish takes every published item). */
  snapshots: Map<number, PublishedItemValue>;
}

export interface CollectionBuildInput {
  source: CollectionSource;
  languages: readonly string[];
  defaultLang: string;
  origin: string;
  siteName: string;
  /** Whether the publish takes the items' current state (a whole-site publish). */
  takeAll: boolean;
  publishedAt: Date;
  /** The document of a published function page (article detail, product detail) of a language. */
  detailDocument(kind: string, lang: string): PageDocument | undefined;
  /** Render one item's current draft as visitors will see it (the preview), and nothing else. */
  preview?: number;
  /** Ids of the website's forms that take submissions (an event's registration form is shown when active). */
  activeFormIds?: ReadonlySet<number>;
  /** Currencies the website takes payments in (a priced product in one gets a Buy form). */
  checkoutCurrencies?: ReadonlySet<string>;
}

/** Newest items a latest-items block can show (its `count` goes up to 24). */
const LATEST_MAX = 24;
const FEED_MAX = 20;
const RELATED_MAX = 4;

type Ui = 'en' | 'zh';
const uiOf = (lang: string): Ui => (lang.toLowerCase().startsWith('zh') ? 'zh' : 'en');

const WORDS = {
  related: { en: 'Related', zh: '相关内容' },
  specs: { en: 'Specifications', zh: '规格参数' },
  downloads: { en: 'Downloads', zh: '资料下载' },
  previous: { en: 'Previous', zh: '上一篇' },
  next: { en: 'Next', zh: '下一篇' },
  all: { en: 'All', zh: '全部' },
  empty: { en: 'Nothing published here yet', zh: '暂无内容' },
  price: { en: 'Price', zh: '价格' },
  page: { en: 'Page', zh: '第' },
  upcoming: { en: 'Upcoming', zh: '即将举行' },
  past: { en: 'Past', zh: '往期回顾' },
  agenda: { en: 'Agenda', zh: '会议议程' },
  addToCalendar: { en: 'Add to calendar', zh: '添加到日历' },
  register: { en: 'Register', zh: '立即报名' },
  joinOnline: { en: 'Join online', zh: '在线参加' },
  links: { en: 'Links', zh: '相关链接' },
  letter: { en: 'First letter', zh: '首字母' },
} as const;

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A site path in the form visitors request it: letters of other scripts percent-encoded. */
const encodePath = (path: string) => encodeURI(path);

/** A visible item: its row and the snapshot visitors get. */
interface Live {
  row: ItemRow;
  snap: PublishedItemValue;
  href: string;
}

const nameIn = (row: { name: string; names: Record<string, string> }, lang: string) =>
  row.names[lang] || row.name;

function imagesOf(def: CollectionDefinition, fields: Record<string, unknown>): string[] {
  if (!def.imageField) return [];
  const value = fields[def.imageField];
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return [];
}

const absolute = (origin: string, address: string) => {
  try {
    return new URL(address, `${origin}/`).href;
  } catch {
    return undefined;
  }
};

/** The definition's field of a kind, if any: the publisher reads fields by kind, never by collection. */
function fieldOfKind(def: CollectionDefinition, kind: string): string | undefined {
  return Object.entries(def.fields).find(([, f]) => f.kind === kind)?.[0];
}

function priceOf(def: CollectionDefinition, fields: Record<string, unknown>) {
  const moneyKey = fieldOfKind(def, 'money');
  const currencyKey = fieldOfKind(def, 'currency');
  const price = moneyKey ? fields[moneyKey] : undefined;
  if (typeof price !== 'number') return undefined;
  const currency =
    currencyKey && typeof fields[currencyKey] === 'string' ? (fields[currencyKey] as string) : '';
  return { price, currency };
}

/** An attribute's value as it reads in a language: option names, a number with its unit. */
function attributeText(attribute: AttributeRow, value: unknown, lang: string): string {
  const option = (id: string) => {
    const found = attribute.options.find((o) => o.id === id);
    return found ? nameIn(found, lang) : '';
  };
  if (attribute.kind === 'choice' && typeof value === 'string') return option(value);
  if (attribute.kind === 'multi' && Array.isArray(value))
    return value
      .map((v) => option(String(v)))
      .filter(Boolean)
      .join(', ');
  // A number may arrive as text (a spreadsheet import): it reads with its unit all the same.
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (attribute.kind === 'number' && typeof numeric === 'number' && Number.isFinite(numeric)) {
    const number = formatNumber(numeric, lang);
    return attribute.unit ? `${number} ${attribute.unit}` : number;
  }
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return '';
}

/** One option of a filterable attribute that products of a list have: `key` names its filter pages. */
interface FacetOption {
  attribute: AttributeRow;
  optionId: string;
  key: string;
  label: string;
}

/** Option ids an item carries for a choice or multiple-choice attribute. */
function optionIds(fields: Record<string, unknown>, attributesKey: string | undefined, attributeId: number) {
  if (!attributesKey) return [];
  const values = fields[attributesKey];
  if (!values || typeof values !== 'object') return [];
  const value = (values as Record<string, unknown>)[String(attributeId)];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.map(String);
  return [];
}

/** When a timeline item starts, as an instant (items without dates: never, so they sort last). */
function startOf(def: CollectionDefinition, item: Live): number {
  const range = def.site.timeline ? usableRange(item.snap.fields[def.site.timeline]) : undefined;
  return range ? zonedToInstant(range.start, range.zone) : Number.POSITIVE_INFINITY;
}
function endOf(def: CollectionDefinition, item: Live): number {
  const range = def.site.timeline ? usableRange(item.snap.fields[def.site.timeline]) : undefined;
  return range ? zonedToInstant(range.end, range.zone) : Number.POSITIVE_INFINITY;
}

/** Where an item's card leads: its page, or for a collection without pages its own website. */
function hrefOf(def: CollectionDefinition, item: Live): string {
  if (def.site.pages !== false) return item.href;
  const key = fieldOfKind(def, 'url');
  const url = key ? item.snap.fields[key] : undefined;
  return typeof url === 'string' ? url : '';
}

/** An item as lists and cards show it. */
function cardOf(def: CollectionDefinition, item: Live): ItemCard {
  const image = imagesOf(def, item.snap.fields)[0];
  const range = def.site.timeline ? usableRange(item.snap.fields[def.site.timeline]) : undefined;
  return {
    title: item.snap.title,
    href: hrefOf(def, item),
    ...(def.site.dated ? { date: item.snap.publishAt } : {}),
    ...(range ? { when: rangeText(range, item.row.lang) } : {}),
    ...(item.snap.summary ? { summary: item.snap.summary } : {}),
    ...(image ? { image } : {}),
  };
}

/** A choice field's value as it reads in a language. */
function choiceLabel(field: FieldDef, value: unknown, ui: Ui): string {
  if (typeof value !== 'string' || value === '') return '';
  return field.options?.find((o) => o.value === value)?.label[ui] ?? '';
}

/**
 * The pages every collection adds to the site, from its definition alone: list pages (paginated,
 * per category, per attribute option), a detail page per item, an Atom feed, sitemap entries and
 * the newest items for the latest-items blocks. Pure: plain data in, plain data out, so the
 * renderer's worker threads take the pages as they take ordinary ones.
 */
export function buildCollections(input: CollectionBuildInput): CollectionBuild {
  const { source, origin, publishedAt, defaultLang } = input;
  const out: CollectionBuild = { pages: [], files: [], sitemap: [], latest: {}, snapshots: new Map() };
  const now = publishedAt.getTime();
  const categoriesOf = groupBy(source.categories, (c) => c.collection);
  const tagsOf = groupBy(source.tags, (t) => t.collection);
  const attributes = [...source.attributes].sort((a, b) => a.sort - b.sort || a.id - b.id);
  const itemsOf = groupBy(source.items, (i) => i.collection);

  const definitions = Object.values(COLLECTIONS) as unknown as CollectionDefinition[];
  const baseOf = (def: CollectionDefinition, lang: string) =>
    `${lang === defaultLang ? '' : `/${lang}`}/${def.site.segment}`;

  // What visitors see of every collection, first: relation fields link items of other collections.
  const liveOf = new Map<string, Live[]>();
  for (const def of definitions) {
    const live: Live[] = [];
    for (const row of itemsOf.get(def.name) ?? []) {
      if (!input.languages.includes(row.lang)) continue;
      let snap: PublishedItemValue | null = row.published;
      if (input.preview === row.id) snap = itemSnapshot(row, publishedAt);
      else if (snap && input.takeAll) {
        snap = itemSnapshot(row, publishedAt);
        out.snapshots.set(row.id, snap);
      }
      // Scheduled items wait for their date (the previewed draft shows whatever its date).
      if (!snap || (input.preview !== row.id && new Date(snap.publishAt).getTime() > now)) continue;
      live.push({ row, snap, href: encodePath(`${baseOf(def, row.lang)}/${snap.slug}`) });
    }
    // Pinned first, then the manual order (a new item on top), as the list in the back office.
    live.sort(
      (a, b) =>
        Number(b.snap.isPinned) - Number(a.snap.isPinned) || b.row.sort - a.row.sort || b.row.id - a.row.id,
    );
    // Events read in time order: the soonest first (the past list turns it round).
    if (def.site.timeline) live.sort((a, b) => startOf(def, a) - startOf(def, b) || a.row.id - b.row.id);
    liveOf.set(def.name, live);
  }
  const liveById = new Map<number, { def: CollectionDefinition; item: Live }>();
  const liveByRootLang = new Map<string, Live>();
  for (const def of definitions) {
    for (const item of liveOf.get(def.name) ?? []) {
      liveById.set(item.row.id, { def, item });
      liveByRootLang.set(`${item.row.sourceItemId ?? item.row.id}:${item.row.lang}`, item);
    }
  }
  /**
   * A relation's linked items as cards in a language: each id's version in that language when it
   * has one, else the linked item itself; unpublished items are left out.
   */
  const relationItems = (ids: unknown, lang: string): { def: CollectionDefinition; item: Live }[] => {
    if (!Array.isArray(ids)) return [];
    const linked: { def: CollectionDefinition; item: Live }[] = [];
    for (const id of ids) {
      const found = typeof id === 'number' ? liveById.get(id) : undefined;
      if (!found) continue;
      const root = found.item.row.sourceItemId ?? found.item.row.id;
      linked.push({ def: found.def, item: liveByRootLang.get(`${root}:${lang}`) ?? found.item });
    }
    return linked;
  };
  const relationCards = (ids: unknown, lang: string): ItemCard[] =>
    relationItems(ids, lang).map(({ def, item }) => cardOf(def, item));
  /** A relation field as the detail page shows it: cards, grouped by the target's choice field when it says so. */
  const relationView = (key: string, field: FieldDef, ids: unknown, lang: string): ItemRelationView => {
    const ui = uiOf(lang);
    const linked = relationItems(ids, lang);
    const view: ItemRelationView = {
      key,
      name: field.label[ui],
      items: linked.map(({ def, item }) => cardOf(def, item)),
    };
    const target = field.target ? (COLLECTIONS[field.target] as unknown as CollectionDefinition) : undefined;
    const groupField = field.groupBy ? target?.fields[field.groupBy] : undefined;
    if (field.groupBy && groupField) {
      const order = (groupField.options ?? []).map((o) => o.value);
      const groups = new Map<string, ItemCard[]>();
      for (const { def, item } of linked) {
        const value = String(item.snap.fields[field.groupBy] ?? '');
        groups.set(value, [...(groups.get(value) ?? []), cardOf(def, item)]);
      }
      // Levels in the definition's order, items without a level last.
      const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
      view.groups = [...groups]
        .sort(([a], [b]) => rank(a) - rank(b))
        .map(([value, items]) => ({ label: choiceLabel(groupField, value, ui), items }));
    }
    return view;
  };
  /** Items of every collection that link an item through a relation field or an agenda's speakers. */
  const linkedFrom = new Map<number, { def: CollectionDefinition; item: Live }[]>();
  for (const def of definitions) {
    const keys = Object.entries(def.fields).filter(([, f]) => f.kind === 'relation' || f.kind === 'agenda');
    if (keys.length === 0 || def.site.pages === false) continue;
    for (const item of liveOf.get(def.name) ?? []) {
      const ids = new Set<number>();
      for (const [key, field] of keys) {
        const value = item.snap.fields[key];
        if (!Array.isArray(value)) continue;
        if (field.kind === 'relation') for (const id of value) if (typeof id === 'number') ids.add(id);
        if (field.kind === 'agenda')
          for (const session of value as AgendaSession[])
            for (const id of session.speakers ?? []) if (typeof id === 'number') ids.add(id);
      }
      for (const id of ids) linkedFrom.set(id, [...(linkedFrom.get(id) ?? []), { def, item }]);
    }
  }

  /** The people or companies a relation or agenda links, for schema.org (organizers, performers). */
  const partiesOf = (
    def: CollectionDefinition,
    fields: Record<string, unknown>,
    target: string,
    lang: string,
  ): EventParty[] => {
    const ids: unknown[] = [];
    for (const [key, field] of Object.entries(def.fields)) {
      if (field.target !== target) continue;
      const value = fields[key];
      if (!Array.isArray(value)) continue;
      if (field.kind === 'relation') ids.push(...value);
      if (field.kind === 'agenda') for (const s of value as AgendaSession[]) ids.push(...(s.speakers ?? []));
    }
    const seen = new Set<number>();
    const parties: EventParty[] = [];
    for (const { def: targetDef, item } of relationItems([...new Set(ids)], lang)) {
      if (seen.has(item.row.id)) continue;
      seen.add(item.row.id);
      const href = hrefOf(targetDef, item);
      const image = imagesOf(targetDef, item.snap.fields)[0];
      const url = href ? absolute(origin, href) : undefined;
      const imageUrl = image ? absolute(origin, image) : undefined;
      parties.push({
        name: item.snap.title,
        ...(url ? { url } : {}),
        ...(imageUrl ? { image: imageUrl } : {}),
      });
    }
    return parties;
  };
  const linkedFromViews = (item: Live, lang: string): ItemRelationView[] => {
    const ui = uiOf(lang);
    const root = item.row.sourceItemId ?? item.row.id;
    // Links may name any language version of the item.
    const versions = [...liveById.values()]
      .filter(({ item: other }) => (other.row.sourceItemId ?? other.row.id) === root)
      .map(({ item: other }) => other.row.id);
    const byDef = new Map<string, { def: CollectionDefinition; ids: number[] }>();
    for (const id of versions) {
      for (const { def, item: from } of linkedFrom.get(id) ?? []) {
        const entry = byDef.get(def.name) ?? { def, ids: [] };
        if (!entry.ids.includes(from.row.id)) entry.ids.push(from.row.id);
        byDef.set(def.name, entry);
      }
    }
    return [...byDef.values()].map(({ def, ids }) => {
      const cards: ItemCard[] = [];
      const seen = new Set<string>();
      for (const card of relationCards(ids, lang)) {
        if (seen.has(card.href)) continue;
        seen.add(card.href);
        cards.push(card);
      }
      return { key: `linked-${def.name}`, name: def.label.many[ui], items: cards };
    });
  };

  for (const def of definitions) {
    const base = (lang: string) => baseOf(def, lang);
    const categories = [...(categoriesOf.get(def.name) ?? [])].sort((a, b) => a.sort - b.sort || a.id - b.id);
    const categoryById = new Map(categories.map((c) => [c.id, c]));
    const tagById = new Map((tagsOf.get(def.name) ?? []).map((t) => [t.id, t]));
    const attributesKey = fieldOfKind(def, 'attributes');
    // The entries of the definition's term lists (zones, areas) by id, and the fields holding them.
    const termsById = new Map<number, CategoryRow>();
    for (const key of Object.keys(def.lists ?? {}))
      for (const row of categoriesOf.get(termListCollection(def.name, key)) ?? []) termsById.set(row.id, row);
    const termOf = (fields: Record<string, unknown>, key: string) =>
      typeof fields[key] === 'number' ? termsById.get(fields[key] as number) : undefined;

    const live = liveOf.get(def.name) ?? [];
    const translations = new Map<number, Map<string, string>>();
    for (const item of live) {
      const root = item.row.sourceItemId ?? item.row.id;
      const group = translations.get(root) ?? new Map<string, string>();
      group.set(item.row.lang, item.href);
      translations.set(root, group);
    }

    for (const lang of input.languages) {
      const ui = uiOf(lang);
      const items = live.filter((i) => i.row.lang === lang);
      const listLabel = def.label.many[ui];
      const listHref = `${base(lang)}/`;
      /** The short fields a directory's cards show (booth, zone, area, country), as the detail page names them. */
      const cardFacts = (fields: Record<string, unknown>) => {
        const facts: { name: string; value: string }[] = [];
        if (!def.lists) return facts;
        for (const [key, field] of Object.entries(def.fields)) {
          if (field.kind === 'term') {
            const term = termOf(fields, key);
            if (term) facts.push({ name: field.label[ui], value: nameIn(term, lang) });
          } else if (field.kind === 'text' && (field.facet || field.searchable)) {
            const value = fields[key];
            if (typeof value === 'string' && value !== '') facts.push({ name: field.label[ui], value });
          }
        }
        return facts;
      };
      const card = (item: Live): ItemCard => {
        const meta = cardFacts(item.snap.fields)
          .map((f) => `${f.name}: ${f.value}`)
          .join(' · ');
        return {
          ...cardOf(def, item),
          ...(def.site.accordion && item.snap.body ? { body: item.snap.body } : {}),
          ...(meta ? { meta } : {}),
        };
      };

      // Newest first for the latest-items blocks and the feed.
      const newest = [...items].sort((a, b) => b.snap.publishAt.localeCompare(a.snap.publishAt));
      const latest = out.latest[lang] ?? {};
      out.latest[lang] = latest;
      // Events: what is still to come, soonest first.
      const upcoming = def.site.timeline ? items.filter((i) => endOf(def, i) > now) : items;
      const past = def.site.timeline ? items.filter((i) => endOf(def, i) <= now).reverse() : [];
      if (def.latestKind && def.site.pages !== false) {
        const shown = def.site.timeline ? upcoming : newest;
        latest[def.latestKind] = shown.slice(0, LATEST_MAX).map((item) => {
          const { meta: _meta, ...c } = card(item);
          return { ...c, ...(c.date ? { date: c.date.slice(0, 10) } : {}) };
        });
      }
      // Collections without pages show only where other items link them.
      if (def.site.pages === false) continue;

      // Categories that hold items of this language, directly or below them.
      const itemsInCategory = new Map<number, Live[]>();
      const ancestors = (id: number): number[] => {
        const chain: number[] = [];
        let current = categoryById.get(id);
        while (current && chain.length <= 3 && !chain.includes(current.id)) {
          chain.push(current.id);
          current = current.parentId === 0 ? undefined : categoryById.get(current.parentId);
        }
        return chain;
      };
      for (const item of items) {
        const seen = new Set<number>();
        for (const typeId of item.snap.typeIds) for (const id of ancestors(typeId)) seen.add(id);
        for (const id of seen) {
          const list = itemsInCategory.get(id);
          if (list) list.push(item);
          else itemsInCategory.set(id, [item]);
        }
      }
      const categoryHref = (c: CategoryRow) => encodePath(`${base(lang)}/category/${c.slug}/`);
      const shownCategories = categories.filter((c) => itemsInCategory.has(c.id));

      // Attribute filters: one pre-rendered list per option that has products, on its own and
      // within each category holding such products, so a category and a filter combine.
      // The items holding each option, read once: every list and category asks again.
      const withOption = new Map<string, Set<Live>>();
      const hasOption = (item: Live, facet: Pick<FacetOption, 'key'>) =>
        withOption.get(facet.key)?.has(item) ?? false;
      const facetOptions: FacetOption[] = [];
      if (def.site.facets) {
        for (const attribute of attributes) {
          if (!attribute.filterable || (attribute.kind !== 'choice' && attribute.kind !== 'multi')) continue;
          for (const option of attribute.options) {
            const key = `${attribute.id}-${option.id}`;
            const holding = items.filter((i) =>
              optionIds(i.snap.fields, attributesKey, attribute.id).includes(option.id),
            );
            if (holding.length === 0) continue;
            withOption.set(key, new Set(holding));
            facetOptions.push({ attribute, optionId: option.id, key, label: nameIn(option, lang) });
          }
        }
      }
      const inScope = (category: CategoryRow | undefined) =>
        category ? (itemsInCategory.get(category.id) ?? []) : items;
      /** The list page of a category (or all items) narrowed to a filter (or not), without its final slash. */
      const scopePath = (category: CategoryRow | undefined, facet: FacetOption | undefined) => {
        const scope = category ? encodePath(`${base(lang)}/category/${category.slug}`) : base(lang);
        return facet ? `${scope}/filter/${facet.key}` : scope;
      };
      const categoryLinks = (current: number | undefined, facet?: FacetOption): LabelledLink[] =>
        shownCategories.length === 0
          ? []
          : [
              {
                label: WORDS.all[ui],
                href: `${scopePath(undefined, facet)}/`,
                current: current === undefined,
              },
              ...shownCategories
                .filter((c) => !facet || inScope(c).some((i) => hasOption(i, facet)))
                .map((c) => ({
                  label: nameIn(c, lang),
                  href: `${scopePath(c, facet)}/`,
                  current: c.id === current,
                })),
            ];
      // Directory filters (exhibitors): a page per term list entry, per value of a facet field, per first letter.
      const directory: {
        group: string;
        key: string;
        label: string;
        heading: string;
        path: string;
        list: Live[];
        overview: boolean;
      }[] = [];
      for (const [fieldKey, field] of Object.entries(def.fields)) {
        if (!field.facet) continue;
        if (field.kind === 'term' && field.list && def.lists?.[field.list]) {
          const termList = def.lists[field.list] as NonNullable<typeof def.lists>[string];
          const entries = [...(categoriesOf.get(termListCollection(def.name, field.list)) ?? [])].sort(
            (a, b) => a.sort - b.sort || a.id - b.id,
          );
          for (const entry of entries) {
            const list = items.filter((i) => termOf(i.snap.fields, fieldKey)?.id === entry.id);
            if (list.length === 0) continue;
            directory.push({
              group: field.label[ui],
              key: `${fieldKey}:${entry.id}`,
              label: nameIn(entry, lang),
              heading: `${termList.label.one[ui]}: ${nameIn(entry, lang)}`,
              path: encodePath(`${base(lang)}/${termList.path}/${entry.slug}`),
              list,
              // A top-level list's page is its floor overview: the items in booth order.
              overview: !termList.parent,
            });
          }
        } else if (field.kind === 'text') {
          const values = new Map<string, { label: string; list: Live[] }>();
          for (const item of items) {
            const value = item.snap.fields[fieldKey];
            if (typeof value !== 'string' || value.trim() === '') continue;
            const slug = slugify(value) || 'other';
            const entry = values.get(slug) ?? { label: value.trim(), list: [] };
            entry.list.push(item);
            values.set(slug, entry);
          }
          for (const [slug, entry] of [...values].sort((a, b) => a[1].label.localeCompare(b[1].label))) {
            directory.push({
              group: field.label[ui],
              key: `${fieldKey}:${slug}`,
              label: entry.label,
              heading: `${field.label[ui]}: ${entry.label}`,
              path: encodePath(`${base(lang)}/${fieldKey}/${slug}`),
              list: entry.list,
              overview: false,
            });
          }
        }
      }
      if (def.site.letters) {
        const letters = new Map<string, Live[]>();
        for (const item of items) {
          const letter = firstLetter(item.snap.title);
          if (letter) letters.set(letter, [...(letters.get(letter) ?? []), item]);
        }
        for (const [letter, list] of [...letters].sort((a, b) => a[0].localeCompare(b[0]))) {
          directory.push({
            group: WORDS.letter[ui],
            key: `letter:${letter}`,
            label: letter.toUpperCase(),
            heading: `${listLabel}: ${letter.toUpperCase()}`,
            path: encodePath(`${base(lang)}/letter/${letter}`),
            list,
            overview: false,
          });
        }
      }
      // A floor overview lists its items by the first searchable short field (the booth number).
      const overviewOrderKey = Object.entries(def.fields).find(
        ([, f]) => f.kind === 'text' && f.searchable,
      )?.[0];
      const facets = (currentKey: string | undefined): ItemListView['facets'] => {
        const byGroup = new Map<string, LabelledLink[]>();
        for (const d of directory) {
          byGroup.set(d.group, [
            ...(byGroup.get(d.group) ?? []),
            { label: d.label, href: `${d.path}/`, current: currentKey === d.key },
          ]);
        }
        return [
          ...productFacets(undefined, currentKey),
          ...[...byGroup].map(([name, options]) => ({ name, options })),
        ];
      };
      /**
       * The attribute filters of a list (all items or a category): the options its items have,
       * each attribute led by "All", which is current while none of its options is.
       */
      const productFacets = (
        category: CategoryRow | undefined,
        currentKey: string | undefined,
      ): ItemListView['facets'] => {
        const scope = inScope(category);
        const byAttribute = new Map<number, { name: string; options: LabelledLink[] }>();
        for (const f of facetOptions) {
          if (!scope.some((i) => hasOption(i, f))) continue;
          const entry = byAttribute.get(f.attribute.id) ?? {
            name: nameIn(f.attribute, lang),
            options: [{ label: WORDS.all[ui], href: `${scopePath(category, undefined)}/`, current: false }],
          };
          entry.options.push({
            label: f.label,
            href: `${scopePath(category, f)}/`,
            current: currentKey === f.key,
          });
          byAttribute.set(f.attribute.id, entry);
        }
        return [...byAttribute.values()].map(({ name, options }) => ({
          name,
          options: options.map((o, i) => (i === 0 ? { ...o, current: !options.some((x) => x.current) } : o)),
        }));
      };

      const feedPath = def.site.feed ? `${base(lang)}/feed.xml` : undefined;
      const feeds = feedPath ? [{ title: `${listLabel} · ${input.siteName}`, href: feedPath }] : undefined;
      const listDocument: PageDocument = {
        version: 1,
        blocks: [
          { id: 'collection-trail', type: 'breadcrumb', props: { showHome: true } },
          { id: 'collection-list', type: 'item-list', props: { collection: def.name, layout: 'grid' } },
        ],
      };
      const addList = (
        path: string,
        heading: string,
        list: Live[],
        trail: BreadcrumbItem[],
        extra: {
          categories: LabelledLink[];
          facets: ItemListView['facets'];
          noindex?: boolean;
          views?: LabelledLink[];
        },
      ) => {
        const faqLd = (shown: Live[]) =>
          def.site.jsonLd === 'FAQPage' && shown.length > 0
            ? { jsonLd: faqPageLd(shown.map((i) => i.snap)) }
            : {};
        const pageCount = Math.max(1, Math.ceil(list.length / SITE_LIST_PAGE_SIZE));
        const pageHref = (n: number) => (n === 1 ? `${path}/` : `${path}/page/${n}/`);
        for (let n = 1; n <= pageCount; n++) {
          const filePath = n === 1 ? path : `${path}/page/${n}`;
          const title = n === 1 ? heading : `${heading} (${n}/${pageCount})`;
          out.pages.push({
            path: filePath,
            lang,
            document: listDocument,
            breadcrumb: trail,
            title: `${title} · ${input.siteName}`,
            description: '',
            ...(feeds ? { feeds } : {}),
            ...(extra.noindex ? { noindex: true } : {}),
            ...faqLd(list.slice((n - 1) * SITE_LIST_PAGE_SIZE, n * SITE_LIST_PAGE_SIZE)),
            itemList: {
              collection: def.name,
              heading,
              items: list.slice((n - 1) * SITE_LIST_PAGE_SIZE, n * SITE_LIST_PAGE_SIZE).map(card),
              categories: extra.categories,
              ...(extra.views ? { views: extra.views } : {}),
              facets: extra.facets,
              pages:
                pageCount === 1
                  ? []
                  : Array.from({ length: pageCount }, (_, i) => ({
                      label: String(i + 1),
                      href: pageHref(i + 1),
                      current: i + 1 === n,
                    })),
              ...(n > 1 ? { previous: pageHref(n - 1) } : {}),
              ...(n < pageCount ? { next: pageHref(n + 1) } : {}),
              empty: WORDS.empty[ui],
              ...(feedPath ? { feed: feedPath } : {}),
              ...(def.site.accordion ? { accordion: true } : {}),
              ...(def.site.search ? { search: true } : {}),
            },
          });
          // As the page's canonical address names it.
          if (!extra.noindex) out.sitemap.push({ path: filePath, lastmod: '', alternates: [] });
        }
      };

      if (input.preview === undefined && def.site.timeline) {
        // Events: what is to come at the list's address, what is over under /past/.
        const pastPath = `${base(lang)}/past`;
        const views = (current: 'upcoming' | 'past'): LabelledLink[] => [
          { label: WORDS.upcoming[ui], href: listHref, current: current === 'upcoming' },
          { label: WORDS.past[ui], href: `${pastPath}/`, current: current === 'past' },
        ];
        addList(base(lang), listLabel, upcoming, [{ label: listLabel }], {
          categories: categoryLinks(undefined),
          facets: [],
          views: views('upcoming'),
        });
        addList(
          pastPath,
          `${listLabel}: ${WORDS.past[ui]}`,
          past,
          [{ label: listLabel, href: listHref }, { label: WORDS.past[ui] }],
          { categories: [], facets: [], views: views('past') },
        );
      } else if (input.preview === undefined) {
        addList(base(lang), listLabel, items, [{ label: listLabel }], {
          categories: categoryLinks(undefined),
          facets: facets(undefined),
        });
      }
      if (input.preview === undefined) {
        for (const c of shownCategories) {
          addList(
            scopePath(c, undefined),
            nameIn(c, lang),
            inScope(c),
            [{ label: listLabel, href: listHref }, { label: nameIn(c, lang) }],
            { categories: categoryLinks(c.id), facets: productFacets(c, undefined) },
          );
          // The category narrowed by each filter its items offer.
          for (const f of facetOptions) {
            const list = inScope(c).filter((i) => hasOption(i, f));
            if (list.length === 0) continue;
            addList(
              scopePath(c, f),
              `${nameIn(c, lang)}: ${f.label}`,
              list,
              [
                { label: listLabel, href: listHref },
                { label: nameIn(c, lang), href: categoryHref(c) },
                { label: f.label },
              ],
              { categories: categoryLinks(c.id, f), facets: productFacets(c, f.key), noindex: true },
            );
          }
        }
        for (const d of directory) {
          const list =
            d.overview && overviewOrderKey
              ? [...d.list].sort((a, b) =>
                  String(a.snap.fields[overviewOrderKey] ?? '').localeCompare(
                    String(b.snap.fields[overviewOrderKey] ?? ''),
                    'en',
                    {
                      numeric: true,
                    },
                  ),
                )
              : d.list;
          // A zone's floor overview is worth finding; the other filters only regroup the directory.
          addList(d.path, d.heading, list, [{ label: listLabel, href: listHref }, { label: d.label }], {
            categories: [],
            facets: facets(d.key),
            ...(d.overview ? {} : { noindex: true }),
          });
        }
        for (const f of facetOptions) {
          addList(
            scopePath(undefined, f),
            `${listLabel}: ${f.label}`,
            items.filter((i) => hasOption(i, f)),
            [{ label: listLabel, href: listHref }, { label: f.label }],
            { categories: categoryLinks(undefined, f), facets: facets(f.key), noindex: true },
          );
        }
        if (feedPath && feeds) {
          out.files.push({
            path: feedPath,
            contentType: 'application/atom+xml; charset=utf-8',
            body: Buffer.from(
              atomFeed(
                origin,
                feeds[0]?.title ?? listLabel,
                listHref,
                feedPath,
                lang,
                newest.slice(0, FEED_MAX),
                card,
              ),
            ),
          });
        }
      }

      // The detail pages, in the function page's document when the website has one in this language.
      const framed = def.site.detailPage ? input.detailDocument(def.site.detailPage, lang) : undefined;
      const detailDocument = withDetailBlock(framed, def.name);
      items.forEach((item, index) => {
        if (input.preview !== undefined && input.preview !== item.row.id) return;
        const { snap } = item;
        const fields = snap.fields;
        const images = imagesOf(def, fields);
        const categoriesHere = snap.typeIds
          .map((id) => categoryById.get(id))
          .filter((c): c is CategoryRow => c !== undefined);
        const facts: { name: string; value: string }[] = [];
        const actions: LabelledLink[] = [];
        const links: LabelledLink[] = [];
        let place: ItemDetailView['map'];
        let agenda: ItemDetailView['agenda'];
        let range: DateTimeRange | undefined;
        let venue: Venue | undefined;
        let registrationUrl = '';
        let registrationFormId: number | undefined;
        let status = '';
        const canonical = `${origin}${item.href}`;
        const calendarPath = `${item.href}.ics`;
        for (const [key, field] of Object.entries(def.fields)) {
          const value = fields[key];
          switch (field.kind) {
            case 'text':
              if (typeof value === 'string' && value !== '') facts.push({ name: field.label[ui], value });
              break;
            case 'term': {
              const term = termOf(fields, key);
              if (term) facts.push({ name: field.label[ui], value: nameIn(term, lang) });
              break;
            }
            case 'choice': {
              const label = choiceLabel(field, value, ui);
              if (label) facts.push({ name: field.label[ui], value: label });
              if (typeof value === 'string') status = status || value;
              break;
            }
            case 'datetime-range': {
              const usable = usableRange(value);
              if (!usable) break;
              range = range ?? usable;
              facts.push({ name: field.label[ui], value: rangeText(usable, lang) });
              break;
            }
            case 'venue': {
              const v = value as Venue | undefined;
              if (!v) break;
              venue = v;
              const where = [v.name, v.address].filter((p) => p).join(', ');
              if (v.mode !== 'online' && where) {
                facts.push({ name: field.label[ui], value: where });
                if (v.address)
                  place = {
                    address: v.address,
                    ...(v.latitude !== null && v.longitude !== null
                      ? { latitude: v.latitude, longitude: v.longitude }
                      : {}),
                    ...(v.map_url ? { link: v.map_url } : {}),
                  };
              }
              if (v.mode !== 'in_person' && v.online_url)
                actions.push({ label: WORDS.joinOnline[ui], href: v.online_url });
              break;
            }
            case 'registration': {
              const r = value as Registration | undefined;
              if (r?.url) {
                registrationUrl = r.url;
                actions.push({ label: WORDS.register[ui], href: r.url });
              } else if (r?.form_id && input.activeFormIds?.has(r.form_id)) {
                // The form sits under the event; the button leads down to it.
                registrationFormId = r.form_id;
                registrationUrl = `${canonical}#${formAnchor(r.form_id)}`;
                actions.push({ label: WORDS.register[ui], href: `#${formAnchor(r.form_id)}` });
              }
              break;
            }
            case 'url':
              if (typeof value === 'string' && value) actions.push({ label: field.label[ui], href: value });
              break;
            case 'links':
              for (const link of Array.isArray(value) ? (value as ItemLink[]) : [])
                links.push({ label: link.label || link.url, href: link.url });
              break;
            case 'agenda': {
              const zone =
                range?.zone ?? (def.site.timeline ? usableRange(fields[def.site.timeline])?.zone : undefined);
              if (!zone || !Array.isArray(value)) break;
              const days = agendaDays(value as AgendaSession[]);
              if (days.length === 0) break;
              agenda = {
                heading: field.label[ui] || WORDS.agenda[ui],
                days: days.map((day) => ({
                  label: dayText(day.date, zone, lang),
                  sessions: day.sessions.map((session) => ({
                    time: sessionTimeText(session, zone, lang),
                    title: session.title,
                    ...(session.room ? { room: session.room } : {}),
                    speakers: relationCards(session.speakers, lang).map((c) => ({
                      label: c.title,
                      ...(c.href ? { href: c.href } : {}),
                    })),
                  })),
                })),
              };
              break;
            }
          }
        }
        // An event with dates can be added to a calendar: its .ics file sits beside its page.
        const eventFacts: EventFacts | undefined =
          def.site.jsonLd === 'Event' && range
            ? {
                name: snap.title,
                url: canonical,
                description: snap.seoDescription || snap.summary,
                images: imagesOf(def, fields)
                  .map((i) => absolute(origin, i))
                  .filter((u): u is string => !!u),
                range,
                status,
                venue,
                registrationUrl,
                organizers: partiesOf(def, fields, 'organizer', lang),
                performers: partiesOf(def, fields, 'expert', lang),
              }
            : undefined;
        if (eventFacts) actions.unshift({ label: WORDS.addToCalendar[ui], href: calendarPath });
        if (eventFacts && input.preview === undefined) {
          out.files.push({
            path: calendarPath,
            contentType: 'text/calendar; charset=utf-8',
            body: Buffer.from(
              eventCalendar({
                uid: `${def.name}-${item.row.sourceItemId ?? item.row.id}-${item.row.lang}@${hostOf(origin)}`,
                stamp: new Date(snap.publishedAt),
                facts: eventFacts,
              }),
            ),
          });
        }
        const price = priceOf(def, fields);
        if (price)
          facts.push({
            name: WORDS.price[ui],
            value: formatPrice(price.price, price.currency, lang),
          });
        const specs: { name: string; value: string }[] = [];
        if (attributesKey) {
          const values = (fields[attributesKey] ?? {}) as Record<string, unknown>;
          for (const attribute of attributes) {
            if (!(String(attribute.id) in values)) continue;
            // Attributes belong to product categories: a product shows those of its own (categories
            // deleted since count for nothing; none left, the attribute is every product's again).
            const scoped = { category_ids: attribute.categoryIds.filter((id) => categoryById.has(id)) };
            if (def.name === 'product' && !attributeApplies(scoped, snap.typeIds, ancestors)) continue;
            const text = attributeText(attribute, values[String(attribute.id)], lang);
            if (text) specs.push({ name: nameIn(attribute, lang), value: text });
          }
        }
        const filesKey = fieldOfKind(def, 'files');
        const downloads =
          filesKey && Array.isArray(fields[filesKey])
            ? (fields[filesKey] as { name: string; url: string }[])
            : [];
        // Related: items sharing a category, in list order.
        const related: ItemCard[] = [];
        const seen = new Set<number>([item.row.id]);
        for (const c of categoriesHere) {
          for (const other of itemsInCategory.get(c.id) ?? []) {
            if (related.length >= RELATED_MAX) break;
            if (seen.has(other.row.id)) continue;
            seen.add(other.row.id);
            related.push(card(other));
          }
        }
        const previous = items[index - 1];
        const next = items[index + 1];
        const firstCategory = categoriesHere[0];
        const imageUrls = images.map((i) => absolute(origin, i)).filter((u): u is string => !!u);
        const versions = translations.get(item.row.sourceItemId ?? item.row.id);
        out.pages.push({
          path: item.href,
          lang,
          document: detailDocument,
          breadcrumb: [
            { label: listLabel, href: listHref },
            ...(firstCategory
              ? [{ label: nameIn(firstCategory, lang), href: categoryHref(firstCategory) }]
              : []),
            { label: snap.title },
          ],
          title: snap.seoTitle || `${snap.title} · ${input.siteName}`,
          description: snap.seoDescription || snap.summary,
          ...(images[0] ? { socialImage: images[0] } : {}),
          ...(versions && versions.size > 1 ? { versions } : {}),
          ...(input.preview === item.row.id ? { previewOf: item.row.id } : {}),
          ...(feeds ? { feeds } : {}),
          item: {
            collection: def.name,
            id: item.row.id,
            title: snap.title,
            ...(def.site.dated ? { date: snap.publishAt } : {}),
            images,
            summary: snap.summary,
            body: snap.body,
            facts,
            specs,
            downloads,
            categories: categoriesHere.map((c) => ({ label: nameIn(c, lang), href: categoryHref(c) })),
            tags: snap.tagIds
              .map((id) => tagById.get(id))
              .filter((t): t is TagRow => t !== undefined)
              .map((t) => ({ label: nameIn(t, lang) })),
            ...(previous ? { previous: card(previous) } : {}),
            ...(next ? { next: card(next) } : {}),
            related,
            relations: [
              ...Object.entries(def.fields)
                .filter(([, field]) => field.kind === 'relation')
                .map(([key, field]) => relationView(key, field, fields[key], lang)),
              // Where the item is linked from (a speaker's meetings), in the page's language.
              ...linkedFromViews(item, lang),
            ],
            ...(actions.length > 0 ? { actions } : {}),
            ...(registrationFormId !== undefined ? { registrationFormId } : {}),
            ...(def.name === 'product' &&
            price &&
            price.price > 0 &&
            input.checkoutCurrencies?.has(price.currency || 'USD') &&
            input.preview === undefined
              ? { buy: { productId: item.row.id } }
              : {}),
            ...(links.length > 0 ? { links } : {}),
            ...(place ? { map: place } : {}),
            ...(agenda ? { agenda } : {}),
            labels: {
              related: WORDS.related[ui],
              specs: WORDS.specs[ui],
              downloads: WORDS.downloads[ui],
              previous: WORDS.previous[ui],
              next: WORDS.next[ui],
            },
          },
          jsonLd: eventFacts
            ? eventJsonLd(eventFacts)
            : jsonLdOf(def, snap, canonical, imageUrls, price, linksOf(fields)),
        });
        out.sitemap.push({
          path: item.href,
          lastmod: snap.publishedAt.slice(0, 10),
          alternates:
            versions && versions.size > 1 ? [...versions].map(([l, path]) => ({ lang: l, path })) : [],
        });
      });
    }
  }
  return out;
}

/** The function page's document with the item in it: one holding no item-detail block gets one at the end. */
function withDetailBlock(document: PageDocument | undefined, collection: string): PageDocument {
  const detail = { id: 'collection-item', type: 'item-detail', props: { collection } };
  if (!document || document.blocks.length === 0)
    return {
      version: 1,
      blocks: [{ id: 'collection-trail', type: 'breadcrumb', props: { showHome: true } }, detail],
    };
  const holds = (nodes: PageDocument['blocks']): boolean =>
    nodes.some(
      (n) =>
        (n.type === 'item-detail' && (n.props as { collection?: string }).collection === collection) ||
        Object.values(n.slots ?? {}).some(holds),
    );
  return holds(document.blocks) ? document : { ...document, blocks: [...document.blocks, detail] };
}

/** schema.org data of a detail page, from the definition's type. */
function jsonLdOf(
  def: CollectionDefinition,
  snap: PublishedItemValue,
  url: string,
  images: string[],
  price: { price: number; currency: string } | undefined,
  sameAs: string[] = [],
): Record<string, unknown> {
  const text = (key: string) => (typeof snap.fields[key] === 'string' ? (snap.fields[key] as string) : '');
  const description = snap.seoDescription || snap.summary;
  if (def.site.jsonLd === 'FAQPage') return faqPageLd([snap]);
  if (def.site.jsonLd === 'Organization') {
    const website = text('website');
    return {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: snap.title,
      ...(images[0] ? { logo: images[0] } : {}),
      ...(description ? { description } : {}),
      ...(/^https?:\/\//i.test(website) ? { sameAs: [website] } : {}),
      ...(text('country') ? { address: { '@type': 'PostalAddress', addressCountry: text('country') } } : {}),
      url,
    };
  }
  if (def.site.jsonLd === 'Article') {
    const author = text('author');
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: snap.title,
      datePublished: snap.publishAt,
      dateModified: snap.publishedAt,
      ...(author ? { author: { '@type': 'Person', name: author } } : {}),
      ...(images.length > 0 ? { image: images } : {}),
      ...(description ? { description } : {}),
      mainEntityOfPage: url,
    };
  }
  if (def.site.jsonLd === 'Person') {
    const jobTitle = text('job_title');
    const organisation = text('organisation');
    return {
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: snap.title,
      ...(jobTitle ? { jobTitle } : {}),
      ...(organisation ? { worksFor: { '@type': 'Organization', name: organisation } } : {}),
      ...(images.length > 0 ? { image: images[0] } : {}),
      ...(description ? { description } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
      url,
    };
  }
  const sku = text('model');
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: snap.title,
    ...(sku ? { sku } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(description ? { description } : {}),
    url,
    ...(price
      ? {
          offers: {
            '@type': 'Offer',
            price: price.price.toFixed(2),
            ...(price.currency ? { priceCurrency: price.currency } : {}),
            url,
          },
        }
      : {}),
  };
}

/** The addresses of an item's links fields (a speaker's profiles), for schema.org `sameAs`. */
function linksOf(fields: Record<string, unknown>): string[] {
  const out: string[] = [];
  for (const value of Object.values(fields)) {
    if (!Array.isArray(value)) continue;
    for (const link of value) {
      const url = (link as { url?: unknown } | null)?.url;
      if (
        typeof url === 'string' &&
        /^https?:\/\//.test(url) &&
        (link as { label?: unknown }).label !== undefined
      )
        out.push(url);
    }
  }
  return out;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host || 'site';
  } catch {
    return 'site';
  }
};

/**
 * schema.org FAQPage data of questions (an FAQ list page or one question's page): each question
 * with its answer as the text visitors read (the filtered rich text, or the summary).
 */
export function faqPageLd(
  questions: readonly Pick<PublishedItemValue, 'title' | 'body' | 'summary'>[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((q) => ({
      '@type': 'Question',
      name: q.title,
      acceptedAnswer: { '@type': 'Answer', text: sanitizeRichText(q.body) || q.summary || q.title },
    })),
  };
}

/**
 * What a title files under in the directory's letter index: its first letter lowercased, accents
 * dropped (Émile under e), digits together under `0-9`, other scripts under their first character.
 */
export function firstLetter(title: string): string {
  const first =
    [
      ...title
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .trim(),
    ][0] ?? '';
  if (/[0-9]/.test(first)) return '0-9';
  if (!/[\p{L}]/u.test(first)) return '';
  return first.toLowerCase();
}

/** An Atom feed of the newest items of one language. */
function atomFeed(
  origin: string,
  title: string,
  listHref: string,
  feedPath: string,
  lang: string,
  items: Live[],
  card: (item: Live) => ItemCard,
): string {
  const updated =
    items.reduce((max, i) => (i.snap.publishedAt > max ? i.snap.publishedAt : max), '') ||
    new Date(0).toISOString();
  const entries = items.map((item) => {
    const c = card(item);
    const url = `${origin}${item.href}`;
    return `<entry><title>${xmlEscape(c.title)}</title><link href="${xmlEscape(url)}"/><id>${xmlEscape(url)}</id><published>${xmlEscape(item.snap.publishAt)}</published><updated>${xmlEscape(item.snap.publishedAt)}</updated>${c.summary ? `<summary>${xmlEscape(c.summary)}</summary>` : ''}${typeof item.snap.fields.author === 'string' && item.snap.fields.author ? `<author><name>${xmlEscape(item.snap.fields.author)}</name></author>` : ''}</entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlEscape(lang)}"><title>${xmlEscape(title)}</title><link rel="self" href="${xmlEscape(`${origin}${feedPath}`)}"/><link href="${xmlEscape(`${origin}${listHref}`)}"/><id>${xmlEscape(`${origin}${feedPath}`)}</id><updated>${updated}</updated>${entries.join('')}</feed>\n`;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}
