import { sanitizeRichTextWithinLimits } from '@sitewright/blocks/sanitize';
import {
  type AgendaSession,
  type CollectionDefinition,
  type DateTimeRange,
  type FieldDef,
  type ItemDetail,
  type ItemList,
  type ItemStatus,
  type ItemSummary,
  type Registration,
  SLUG_MAX,
  zonedToInstant,
} from '@sitewright/contract';
import { pinyinSlug } from '@sitewright/contract/pinyin-slug';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { notOwned, requireWebsite, type WebsiteScope } from '../../lib/tenancy.ts';
import { enqueueJob } from '../jobs/index.ts';
import { replaceContentMediaUsage } from '../media-library/index.ts';
import { userNameOf, websiteLanguagesOf } from '../page/index.ts';
import {
  type AttributeDef,
  attributesOf,
  categoriesOf,
  deleteItems,
  findCompanyItem,
  findItem,
  formIdsAmong,
  insertItem,
  type ItemInsert,
  itemIdsAmong,
  listItems,
  lockItems,
  maxSort,
  nextItemId,
  setItems,
  slugsLike,
  slugTaken,
  type Tx,
  tagIdsAmong,
  translationExists,
  translationSet,
  updateItemAt,
} from './collection.repository.ts';
import { type ItemRow, itemSnapshot, itemStatus } from './item-snapshot.ts';
import { checkTermFields } from './term-list.service.ts';

/** Rebuilds a website's live site; answers its live version (0 when the website is not published). */
export type RefreshSite = (companyId: number, websiteId: number) => Promise<number>;

/** The durable job that refreshes the live site when a scheduled item comes due. */
export const SCHEDULED_ITEM_JOB = 'collection.scheduled-publish';
export interface ScheduledItemJob {
  companyId: number;
  websiteId: number;
}

export interface Caller {
  companyId: number;
  userId: number;
}

type AnyDefinition = CollectionDefinition<Record<string, FieldDef>>;

export interface ItemListInput {
  website_id: number;
  lang?: string | undefined;
  page: number;
  page_size: number;
  keyword?: string | undefined;
  type_id?: number | undefined;
  tag_id?: number | undefined;
  status?: ItemStatus | undefined;
  created?: 'today' | '7d' | '30d' | '90d' | undefined;
  sort: 'manual' | 'title' | 'updated' | 'publish_at' | 'created';
  order: 'asc' | 'desc';
}

export interface ItemSaveInput {
  website_id: number;
  id?: number | undefined;
  version?: number | undefined;
  lang?: string | undefined;
  source_item_id?: number | undefined;
  title: string;
  slug: string;
  summary: string;
  body: string;
  type_ids: number[];
  tag_ids: number[];
  is_pinned: boolean;
  publish_at: string | null;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  fields: Record<string, unknown>;
}

export interface ItemBatchInput {
  website_id: number;
  ids: number[];
  action: 'publish' | 'unpublish' | 'move' | 'pin' | 'unpin';
  type_id?: number | undefined;
}

const DAY_MS = 24 * 60 * 60_000;

/** When the created-date preset starts: today (UTC midnight), or so many days ago. */
function createdSince(preset: ItemListInput['created'], now: Date): Date | undefined {
  switch (preset) {
    case undefined:
      return undefined;
    case 'today':
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    case '7d':
      return new Date(now.getTime() - 7 * DAY_MS);
    case '30d':
      return new Date(now.getTime() - 30 * DAY_MS);
    case '90d':
      return new Date(now.getTime() - 90 * DAY_MS);
  }
}

function validation(path: string, message: string): AppError {
  return new AppError('VALIDATION', { data: { fields: [{ path, message }] } });
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * Checks a product's attribute values against the website's attribute definitions and answers
 * them as stored: a choice attribute takes ONE option id as a string (`"steel"`), a multi-choice
 * attribute an array of option ids, text a string, number a number, colour `#rrggbb` (stored in
 * lower case). An empty text or an empty list means "no value" and is dropped.
 */
export function checkAttributeValues(
  values: Record<string, unknown>,
  attributes: readonly AttributeDef[],
): Record<string, unknown> {
  const byId = new Map(attributes.map((a) => [String(a.id), a]));
  const out: Record<string, unknown> = {};
  const refuse = () => new AppError('ATTRIBUTE_VALUE_INVALID');
  for (const [key, value] of Object.entries(values)) {
    const attribute = byId.get(key);
    if (!attribute) throw refuse();
    const options = new Set(attribute.options.map((o) => o.id));
    switch (attribute.kind) {
      case 'text':
        if (typeof value !== 'string') throw refuse();
        if (value !== '') out[key] = value;
        break;
      case 'number':
        if (typeof value !== 'number' || !Number.isFinite(value)) throw refuse();
        out[key] = value;
        break;
      case 'choice':
        if (typeof value !== 'string') throw refuse();
        if (value === '') break;
        if (!options.has(value)) throw refuse();
        out[key] = value;
        break;
      case 'multi': {
        if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !options.has(v))) {
          throw refuse();
        }
        const unique = [...new Set(value as string[])];
        if (unique.length > 0) out[key] = unique;
        break;
      }
      case 'colour':
        if (typeof value !== 'string') throw refuse();
        if (value === '') break;
        if (!COLOUR.test(value)) throw refuse();
        out[key] = value.toLowerCase();
        break;
      default:
        throw refuse();
    }
  }
  return out;
}

/** When a date-time range ends, as an instant; undefined for none. */
function endOf(value: unknown): Date | undefined {
  const range = value as DateTimeRange | null | undefined;
  if (!range || typeof range.end !== 'string' || typeof range.zone !== 'string') return undefined;
  try {
    return new Date(zonedToInstant(range.end, range.zone));
  } catch {
    return undefined;
  }
}

/** A category and every category below it. */
function withDescendants(categories: readonly { id: number; parentId: number }[], id: number): number[] {
  const found = [id];
  for (let i = 0; i < found.length; i++) {
    for (const c of categories) if (c.parentId === found[i] && !found.includes(c.id)) found.push(c.id);
  }
  return found;
}

/** `base`, or `base-2`, `base-3`… the first not in `taken`, kept within the slug's length. */
function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The items of every collection (DESIGN §6b): one service per definition, the same rules for all.
 * Every call is scoped to the caller's company and website; another company's ids answer 1105 and
 * change nothing.
 */
export function createCollectionService(deps: {
  db: Db;
  definition: AnyDefinition;
  refreshSite?: RefreshSite | undefined;
  now?: () => Date;
}) {
  const { db, definition } = deps;
  const name = definition.name;
  const now = deps.now ?? (() => new Date());
  const attributeFields = Object.entries(definition.fields)
    .filter(([, f]) => f.kind === 'attributes')
    .map(([key]) => key);
  const relationFields = Object.entries(definition.fields).filter(([, f]) => f.kind === 'relation');
  const agendaFields = Object.entries(definition.fields).filter(([, f]) => f.kind === 'agenda');
  const registrationFields = Object.entries(definition.fields)
    .filter(([, f]) => f.kind === 'registration')
    .map(([key]) => key);
  const timelineField = definition.site.timeline;

  async function languagesOf(runner: Db | Tx, companyId: number, websiteId: number) {
    const languages = await websiteLanguagesOf(runner, companyId, websiteId);
    const defaultLang = languages.find((l) => l.isDefault)?.lang ?? languages[0]?.lang ?? 'en';
    return { langs: languages.map((l) => l.lang), defaultLang };
  }

  function imageOf(fields: Record<string, unknown>): string {
    if (!definition.imageField) return '';
    const value = fields[definition.imageField];
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    return '';
  }

  function toSummary(row: ItemRow, defaultLang: string, at: Date): ItemSummary {
    const prefix = row.lang === defaultLang ? '' : `/${row.lang}`;
    return {
      id: row.id,
      lang: row.lang,
      title: row.title,
      slug: row.slug,
      summary: row.summary,
      image: imageOf(row.fields),
      type_ids: row.typeIds,
      tag_ids: row.tagIds,
      status: itemStatus(row, at),
      is_pinned: row.isPinned,
      sort: row.sort,
      publish_at: row.publishAt?.toISOString() ?? null,
      published_at: row.published?.publishedAt ?? null,
      create_time: row.createdAt.toISOString(),
      update_time: row.updatedAt.toISOString(),
      user_name: row.userName,
      fields: row.fields,
      url: `${prefix}/${definition.site.segment}/${row.slug}`,
    };
  }

  async function toDetail(runner: Db | Tx, row: ItemRow, defaultLang: string): Promise<ItemDetail> {
    const scope = { companyId: row.companyId, websiteId: row.websiteId };
    const set = await translationSet(runner, scope, name, row.sourceItemId ?? row.id);
    return {
      ...toSummary(row, defaultLang, now()),
      website_id: row.websiteId,
      body: row.body,
      seo_title: row.seoTitle,
      seo_keywords: row.seoKeywords,
      seo_description: row.seoDescription,
      version: row.version,
      source_item_id: row.sourceItemId,
      translations: set.filter((t) => t.id !== row.id),
    };
  }

  /** Every id must be an item of this collection and website, or nothing happens (1105). */
  async function lockAll(tx: Tx, scope: WebsiteScope, ids: readonly number[]): Promise<ItemRow[]> {
    const unique = [...new Set(ids)];
    const rows = await lockItems(tx, scope, name, unique);
    if (rows.length !== unique.length) notOwned();
    return rows;
  }

  async function checkTaxonomy(tx: Tx, scope: WebsiteScope, typeIds: number[], tagIds: number[]) {
    if (typeIds.length > 0) {
      const known = new Set((await categoriesOf(tx, scope, name)).map((c) => c.id));
      if (typeIds.some((id) => !known.has(id))) notOwned();
    }
    if (tagIds.length > 0) {
      const known = new Set(await tagIdsAmong(tx, scope, name, tagIds));
      if (tagIds.some((id) => !known.has(id))) notOwned();
    }
  }

  async function checkedFields(tx: Tx, scope: WebsiteScope, given: Record<string, unknown>) {
    const fields = await checkTermFields(tx, definition, scope, given);
    const out = { ...fields };
    if (attributeFields.length > 0) {
      const attributes = await attributesOf(tx, scope);
      for (const key of attributeFields) {
        out[key] = checkAttributeValues((fields[key] ?? {}) as Record<string, unknown>, attributes);
      }
    }
    for (const [key, field] of relationFields) {
      out[key] = await checkRelation(tx, scope, field, fields[key]);
    }
    for (const [key, field] of agendaFields) {
      const sessions = Array.isArray(fields[key]) ? (fields[key] as AgendaSession[]) : [];
      const checked: AgendaSession[] = [];
      for (const session of sessions) {
        checked.push({ ...session, speakers: await checkRelation(tx, scope, field, session.speakers) });
      }
      // The agenda reads in time order whatever order the sessions were typed in.
      out[key] = checked.sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end));
    }
    for (const key of registrationFields) {
      const registration = fields[key] as Registration | undefined;
      const formId = registration?.form_id;
      if (typeof formId === 'number' && (await formIdsAmong(tx, scope, [formId])).length === 0) notOwned();
    }
    return out;
  }

  /**
   * A relation's ids as stored: each once, in the order given. Every id must be an item of the
   * field's target collection on the same website, or the save is refused (1105) and changes nothing.
   */
  async function checkRelation(tx: Tx, scope: WebsiteScope, field: FieldDef, value: unknown) {
    const ids = [...new Set(Array.isArray(value) ? (value as number[]) : [])];
    if (ids.length === 0) return [];
    if (!field.target) throw validation('fields', 'The relation names no collection');
    const known = new Set(await itemIdsAmong(tx, scope, field.target, ids));
    if (ids.some((id) => !known.has(id))) notOwned();
    return ids;
  }

  /**
   * The slug to store: a typed one must be free (1501); an empty one is derived from the title
   * (Chinese in pinyin; `item-<id>` when the title has no letters or digits) and made free with `-2`, `-3`…
   */
  async function slugFor(
    tx: Tx,
    scope: WebsiteScope,
    lang: string,
    input: { slug: string; title: string },
    id: number,
  ): Promise<string> {
    if (input.slug !== '') {
      if (await slugTaken(tx, scope, name, lang, input.slug, id)) throw new AppError('ITEM_SLUG_TAKEN');
      return input.slug;
    }
    const base = pinyinSlug(input.title) || `item-${id}`;
    return freeSlug(base, await slugsLike(tx, scope, name, lang, base, id));
  }

  /** What the media library calls this collection's items in its usage rows. */
  const usageType = `${name}-item`;
  /** Counts the library files the item shows (its fields and body) as used by it. */
  async function recordMediaUsage(tx: Tx, row: ItemRow): Promise<void> {
    await replaceContentMediaUsage(tx, {
      websiteId: row.websiteId,
      contentType: usageType,
      contentIds: [row.id],
      // The published copy too: visitors still see its files until the next publish.
      values: [row.fields, row.body, row.published],
    });
  }

  async function refresh(companyId: number, websiteId: number): Promise<number> {
    return deps.refreshSite ? deps.refreshSite(companyId, websiteId) : 0;
  }

  return {
    async list(companyId: number, input: ItemListInput): Promise<ItemList> {
      const website = await requireWebsite(db, { companyId }, input.website_id);
      const scope = { companyId, websiteId: website.id };
      const { langs, defaultLang } = await languagesOf(db, companyId, website.id);
      const lang = input.lang ?? defaultLang;
      if (!langs.includes(lang)) throw validation('lang', 'The website has no such language');
      let typeIds: number[] | undefined;
      if (input.type_id !== undefined) {
        const categories = await categoriesOf(db, scope, name);
        if (!categories.some((c) => c.id === input.type_id)) notOwned();
        typeIds = withDescendants(categories, input.type_id);
      }
      if (input.tag_id !== undefined) {
        if ((await tagIdsAmong(db, scope, name, [input.tag_id])).length === 0) notOwned();
      }
      const at = now();
      const { rows, total } = await listItems(db, scope, name, {
        lang,
        keyword: input.keyword || undefined,
        typeIds,
        tagId: input.tag_id,
        status: input.status,
        createdSince: createdSince(input.created, at),
        sort: input.sort,
        order: input.order,
        limit: input.page_size,
        offset: (input.page - 1) * input.page_size,
        now: at,
      });
      return {
        list: rows.map((row) => toSummary(row, defaultLang, at)),
        total,
        page: input.page,
        page_size: input.page_size,
      };
    },

    async info(companyId: number, id: number): Promise<ItemDetail> {
      const row = (await findCompanyItem(db, companyId, name, id)) ?? notOwned();
      // The website must be live and reachable (a deleted website's items are gone with it).
      await requireWebsite(db, { companyId }, row.websiteId);
      const { defaultLang } = await languagesOf(db, companyId, row.websiteId);
      return toDetail(db, row, defaultLang);
    },

    async save(caller: Caller, input: ItemSaveInput): Promise<ItemDetail> {
      const { companyId } = caller;
      const body = sanitizeRichTextWithinLimits(input.body);
      if (body === null) {
        throw validation('body', 'The text is too long or too deeply nested to be kept; shorten it');
      }
      try {
        return await db.transaction(async (tx) => {
          // The website's lock makes the slug checks and the new item's place safe from a parallel save.
          await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
          const scope = { companyId, websiteId: input.website_id };
          const { langs, defaultLang } = await languagesOf(tx, companyId, input.website_id);
          const typeIds = [...new Set(input.type_ids)];
          const tagIds = [...new Set(input.tag_ids)];
          await checkTaxonomy(tx, scope, typeIds, tagIds);
          const fields = await checkedFields(tx, scope, input.fields);
          const content = {
            title: input.title,
            summary: input.summary,
            body,
            typeIds,
            tagIds,
            isPinned: input.is_pinned,
            publishAt: input.publish_at === null ? null : new Date(input.publish_at),
            seoTitle: input.seo_title,
            seoKeywords: input.seo_keywords,
            seoDescription: input.seo_description,
            fields,
            userName: await userNameOf(tx, companyId, caller.userId),
          } satisfies Partial<ItemInsert>;

          if (input.id !== undefined) {
            const current = (await findItem(tx, scope, name, input.id)) ?? notOwned();
            if (current.version !== input.version) {
              throw new AppError('PAGE_CONFLICT', { data: { id: current.id, version: current.version } });
            }
            const slug = await slugFor(tx, scope, current.lang, input, current.id);
            const row = await updateItemAt(tx, scope, name, current.id, current.version, {
              ...content,
              slug,
            });
            if (!row) {
              const fresh = await findItem(tx, scope, name, current.id);
              throw new AppError('PAGE_CONFLICT', { data: { id: current.id, version: fresh?.version } });
            }
            await recordMediaUsage(tx, row);
            return toDetail(tx, row, defaultLang);
          }

          const lang = input.lang ?? defaultLang;
          if (!langs.includes(lang)) throw validation('lang', 'The website has no such language');
          let sourceItemId: number | null = null;
          if (input.source_item_id !== undefined) {
            const source = (await findItem(tx, scope, name, input.source_item_id)) ?? notOwned();
            if (source.lang !== defaultLang || source.sourceItemId !== null) {
              throw validation('source_item_id', 'Translate the item of the default language');
            }
            if (lang === source.lang || (await translationExists(tx, scope, name, source.id, lang))) {
              throw new AppError('ITEM_TRANSLATION_EXISTS');
            }
            sourceItemId = source.id;
          }
          const id = await nextItemId(tx);
          const slug = await slugFor(tx, scope, lang, input, id);
          const row = await insertItem(tx, {
            ...content,
            id,
            companyId,
            websiteId: input.website_id,
            collection: name,
            lang,
            sourceItemId,
            slug,
            sort: (await maxSort(tx, scope, name, lang)) + 1,
          });
          await recordMediaUsage(tx, row);
          return toDetail(tx, row, defaultLang);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          const constraint = String((error as { cause?: { constraint?: string } }).cause?.constraint ?? '');
          throw new AppError(
            constraint.includes('translation') ? 'ITEM_TRANSLATION_EXISTS' : 'ITEM_SLUG_TAKEN',
            { cause: error },
          );
        }
        throw error;
      }
    },

    /**
     * Deletes items. Their language versions are kept and become items of their own language
     * (source_item_id null): a delete removes only what the operator selected and saw in the
     * list, never content in other languages they did not look at.
     */
    async del(companyId: number, input: { website_id: number; ids: number[] }): Promise<{ ids: number[] }> {
      let wasLive = false;
      const ids = await db.transaction(async (tx) => {
        await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
        const scope = { companyId, websiteId: input.website_id };
        const rows = await lockAll(tx, scope, input.ids);
        wasLive = rows.some((r) => r.published !== null);
        const ids = rows.map((r) => r.id);
        await replaceContentMediaUsage(tx, {
          websiteId: input.website_id,
          contentType: usageType,
          contentIds: ids,
        });
        return deleteItems(tx, scope, name, ids);
      });
      // A published item that is deleted must leave the live site too.
      if (wasLive) await refresh(companyId, input.website_id);
      return { ids: ids.sort((a, b) => a - b) };
    },

    /** The ids of one list page in their new order take that page's sort values, highest first. */
    async sort(companyId: number, input: { website_id: number; ids: number[] }): Promise<{ ids: number[] }> {
      return db.transaction(async (tx) => {
        await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
        const scope = { companyId, websiteId: input.website_id };
        const ids = [...new Set(input.ids)];
        const rows = await lockAll(tx, scope, ids);
        const places = rows.map((r) => r.sort).sort((a, b) => b - a);
        // Two items of the page may share a place (imported items): they are spread apart below the highest.
        for (let i = 1; i < places.length; i++) {
          const above = places[i - 1] as number;
          if ((places[i] as number) >= above) places[i] = above - 1;
        }
        for (const [i, id] of ids.entries()) {
          await setItems(tx, scope, name, [id], { sort: places[i] as number });
        }
        return { ids };
      });
    },

    async batch(companyId: number, input: ItemBatchInput): Promise<{ ids: number[]; site_version: number }> {
      const at = now();
      const ids = await db.transaction(async (tx) => {
        await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
        const scope = { companyId, websiteId: input.website_id };
        const rows = await lockAll(tx, scope, input.ids);
        const ids = rows.map((r) => r.id).sort((a, b) => a - b);
        switch (input.action) {
          case 'publish': {
            for (const row of rows) {
              const published = itemSnapshot(row, at);
              await setItems(tx, scope, name, [row.id], { published });
              const date = new Date(published.publishAt);
              if (date > at) {
                // The site must show the item when its date comes: a durable job refreshes it then.
                await enqueueJob(
                  tx,
                  SCHEDULED_ITEM_JOB,
                  { companyId, websiteId: input.website_id } satisfies ScheduledItemJob,
                  { runAt: date },
                );
              }
              const ends = timelineField ? endOf(row.fields[timelineField]) : undefined;
              if (ends && ends > at) {
                // A static site cannot tell the time: when the event is over, a refresh moves it
                // from the upcoming list to the past one.
                await enqueueJob(
                  tx,
                  SCHEDULED_ITEM_JOB,
                  { companyId, websiteId: input.website_id } satisfies ScheduledItemJob,
                  { runAt: ends },
                );
              }
            }
            break;
          }
          case 'unpublish':
            await setItems(tx, scope, name, ids, { published: null });
            break;
          case 'move': {
            const typeId = input.type_id as number;
            await checkTaxonomy(tx, scope, [typeId], []);
            // Changes to what the item shows bump its version: an edit open elsewhere must not overwrite them.
            await setItems(tx, scope, name, ids, { typeIds: [typeId] }, { bumpVersion: true });
            break;
          }
          case 'pin':
          case 'unpin':
            await setItems(
              tx,
              scope,
              name,
              ids,
              { isPinned: input.action === 'pin' },
              {
                bumpVersion: true,
              },
            );
            break;
        }
        return ids;
      });
      const changesSite = input.action === 'publish' || input.action === 'unpublish';
      return { ids, site_version: changesSite ? await refresh(companyId, input.website_id) : 0 };
    },
  };
}

export type CollectionService = ReturnType<typeof createCollectionService>;
