import type { CollectionDefinition, FieldKind, ItemDetail, ItemFile, ItemLink } from '@sitewright/contract';
import type { ItemSaveInput } from './api/collection-calls.ts';
import { titleSlug } from './title-slug.ts';

/** What the form reads of a definition: its own fields (any definition, whatever its fields' names). */
type Fields = Pick<CollectionDefinition, 'fields'>;

/** The edit form's values: the common fields and the collection's own under `fields`. */
export interface ItemFormValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  type_ids: number[];
  tag_ids: number[];
  is_pinned: boolean;
  /** ISO date-time; null: the day it is first published. */
  publish_at: string | null;
  seo_title: string;
  seo_keywords: string;
  seo_description: string;
  fields: Record<string, unknown>;
}

/** The value a field of each kind starts with (the server's defaults). */
export function fieldDefault(kind: FieldKind): unknown {
  switch (kind) {
    case 'text':
    case 'textarea':
    case 'image':
      return '';
    case 'gallery':
    case 'files':
    case 'relation':
    case 'links':
    case 'agenda':
      return [];
    case 'url':
    case 'choice':
      return '';
    case 'money':
    case 'datetime-range':
      return null;
    case 'venue':
      return {
        mode: 'in_person',
        name: '',
        address: '',
        latitude: null,
        longitude: null,
        map_url: '',
        online_url: '',
      };
    case 'registration':
      return { form_id: null, url: '' };
    case 'currency':
      return 'USD';
    case 'attributes':
      return {};
  }
}

function defaultFields(def: Fields): Record<string, unknown> {
  return Object.fromEntries(Object.entries(def.fields).map(([key, f]) => [key, fieldDefault(f.kind)]));
}

/** A new item's form. */
export function emptyItemForm(def: Fields): ItemFormValues {
  return {
    title: '',
    slug: '',
    summary: '',
    body: '',
    type_ids: [],
    tag_ids: [],
    is_pinned: false,
    publish_at: null,
    seo_title: '',
    seo_keywords: '',
    seo_description: '',
    fields: defaultFields(def),
  };
}

/** The form of a saved item; fields the answer lacks (a definition grew) start from their defaults. */
export function itemToForm(def: Fields, item: ItemDetail): ItemFormValues {
  const fields = defaultFields(def);
  for (const key of Object.keys(def.fields)) {
    if (item.fields[key] !== undefined && item.fields[key] !== null) fields[key] = item.fields[key];
    else if (def.fields[key]?.kind === 'money') fields[key] = null;
  }
  return {
    title: item.title,
    slug: item.slug,
    summary: item.summary,
    body: item.body,
    type_ids: [...item.type_ids],
    tag_ids: [...item.tag_ids],
    is_pinned: item.is_pinned,
    publish_at: item.publish_at,
    seo_title: item.seo_title,
    seo_keywords: item.seo_keywords,
    seo_description: item.seo_description,
    fields,
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** One field's value as the save call takes it: empty entries dropped, numbers as numbers. */
export function fieldToBody(kind: FieldKind, value: unknown): unknown {
  switch (kind) {
    case 'text':
    case 'textarea':
    case 'image':
      return text(value);
    case 'gallery':
      return Array.isArray(value) ? value.map(text).filter((v) => v !== '') : [];
    case 'files':
      return Array.isArray(value)
        ? (value as Partial<ItemFile>[])
            .map((f) => ({ name: text(f?.name), url: text(f?.url) }))
            .filter((f) => f.url !== '')
            .map((f) => ({ name: f.name || f.url.split('/').pop() || f.url, url: f.url }))
        : [];
    case 'money': {
      if (value === null || value === undefined || value === '') return null;
      const n = typeof value === 'number' ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case 'currency':
      return text(value) || 'USD';
    case 'attributes': {
      const out: Record<string, unknown> = {};
      if (typeof value !== 'object' || value === null) return out;
      for (const [id, v] of Object.entries(value)) {
        if (v === null || v === undefined) continue;
        if (typeof v === 'string' && v.trim() === '') continue;
        if (Array.isArray(v) && v.length === 0) continue;
        if (typeof v === 'number' && !Number.isFinite(v)) continue;
        out[id] = typeof v === 'string' ? v.trim() : v;
      }
      return out;
    }
    case 'relation':
      return ids(value);
    case 'url':
    case 'choice':
      return text(value);
    case 'links':
      return Array.isArray(value)
        ? (value as Partial<ItemLink>[])
            .map((l) => ({ label: text(l?.label), url: text(l?.url) }))
            .filter((l) => l.url !== '')
        : [];
    case 'datetime-range': {
      const r = (value ?? {}) as Partial<Record<'start' | 'end' | 'zone', unknown>>;
      const start = text(r.start);
      const end = text(r.end);
      // Both times empty: the dates are not known yet. One of them: the server says what is missing.
      if (start === '' && end === '') return null;
      return { start, end, zone: text(r.zone) || 'UTC' };
    }
    case 'venue': {
      const v = (value ?? {}) as Record<string, unknown>;
      const coordinate = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : null);
      return {
        mode: text(v.mode) || 'in_person',
        name: text(v.name),
        address: text(v.address),
        latitude: coordinate(v.latitude),
        longitude: coordinate(v.longitude),
        map_url: text(v.map_url),
        online_url: text(v.online_url),
      };
    }
    case 'registration': {
      const r = (value ?? {}) as Record<string, unknown>;
      const formId =
        typeof r.form_id === 'number' && Number.isInteger(r.form_id) && r.form_id > 0 ? r.form_id : null;
      return { form_id: formId, url: text(r.url) };
    }
    case 'agenda':
      return Array.isArray(value)
        ? (value as Record<string, unknown>[])
            .map((s) => ({
              start: text(s?.start),
              end: text(s?.end),
              title: text(s?.title),
              room: text(s?.room),
              speakers: ids(s?.speakers),
            }))
            // A row left wholly empty is not a session.
            .filter((s) => s.title !== '' || s.start !== '' || s.end !== '' || s.speakers.length > 0)
        : [];
  }
}

/** Ids as the save takes them: whole positive numbers, each once, in order. */
function ids(value: unknown): number[] {
  return Array.isArray(value)
    ? [...new Set(value.filter((v): v is number => Number.isInteger(v) && (v as number) > 0))]
    : [];
}

/** Where the form is saved to, besides its values. */
export interface SaveTarget {
  websiteId: number;
  /** The saved item and the version the edit started from; absent for a new item. */
  id?: number;
  version?: number;
  /** A new item's language, and the item it is a language version of. */
  lang?: string;
  sourceItemId?: number;
}

/** The save call's body from the form: trimmed texts, the slug derived when left empty. */
export function formToBody(def: Fields, values: ItemFormValues, target: SaveTarget): ItemSaveInput {
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(def.fields)) {
    fields[key] = fieldToBody(field.kind, values.fields[key]);
  }
  const body: ItemSaveInput = {
    website_id: target.websiteId,
    title: values.title.trim(),
    slug: values.slug.trim(),
    summary: values.summary.trim(),
    body: values.body,
    type_ids: [...values.type_ids],
    tag_ids: [...values.tag_ids],
    is_pinned: values.is_pinned,
    publish_at: values.publish_at,
    seo_title: values.seo_title.trim(),
    seo_keywords: values.seo_keywords.trim(),
    seo_description: values.seo_description.trim(),
    fields,
  };
  if (target.id !== undefined) {
    body.id = target.id;
    body.version = target.version;
  } else {
    if (target.lang !== undefined) body.lang = target.lang as ItemSaveInput['lang'];
    if (target.sourceItemId !== undefined) body.source_item_id = target.sourceItemId;
  }
  return body;
}

/**
 * The slug while the title is typed: derived from the title (Chinese in pinyin, as the server
 * does) until the operator edits the slug (`edited`), then left as the operator wrote it.
 */
export function followSlug(title: string, slug: string, edited: boolean): string {
  return edited ? slug : titleSlug(title);
}

/** Where the item is on the site: `/news/<slug>`, with the language first for other languages. */
export function itemPath(
  segment: string,
  slug: string,
  lang: string | undefined,
  defaultLang: string | undefined,
) {
  const prefix = lang && defaultLang && lang !== defaultLang ? `/${lang}` : '';
  return `${prefix}/${segment}/${slug}`;
}

/** Whether a publish date lies ahead, so the item is scheduled rather than shown at once. */
export function isScheduled(publishAt: string | null, now: Date = new Date()): boolean {
  if (!publishAt) return false;
  const at = Date.parse(publishAt);
  return Number.isFinite(at) && at > now.getTime();
}

/**
 * Server field problems (`title`, `fields.author`, `fields.gallery.0`) as form field names: the
 * nearest field the form has, so a problem inside a list shows on the list.
 */
export function problemFieldName(def: Fields, path: string): (string | number)[] | null {
  const parts = path.split('.');
  const common = new Set([
    'title',
    'slug',
    'summary',
    'body',
    'type_ids',
    'tag_ids',
    'is_pinned',
    'publish_at',
    'seo_title',
    'seo_keywords',
    'seo_description',
  ]);
  const head = parts[0] ?? '';
  if (common.has(head)) return [head];
  if (head === 'fields' && parts[1] && parts[1] in def.fields) return ['fields', parts[1]];
  return null;
}
