import {
  type CollectionDefinition,
  type FieldDef,
  slugify,
  TERMS_MAX,
  type TermEntry,
  type TermListDef,
  termListCollection,
} from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { notOwned, requireWebsite, type WebsiteScope } from '../../lib/tenancy.ts';
import type { Tx } from './collection-taxonomy.repository.ts';
import {
  deleteTerm,
  insertTerm,
  itemsHoldingTerms,
  listTerms,
  type TermRow,
  updateTerm,
} from './term-list.repository.ts';
import { invalidField, otherLanguageNames, uniqueSlug } from './taxonomy-names.ts';

type AnyDefinition = CollectionDefinition<Record<string, FieldDef>>;

export interface TermSaveInput {
  website_id: number;
  id?: number | undefined;
  parent_id?: number | undefined;
  name: string;
  names: Partial<Record<string, string>>;
  slug: string;
}

/** How many names a refusal quotes before it says how many more there are. */
const NAMED_MAX = 5;

/** Names quoted for a refusal: `"North hall", "Acme" (+3)`, the same in every language. */
export function quotedNames(names: readonly string[]): string {
  const shown = names.slice(0, NAMED_MAX).map((n) => `"${n}"`);
  const more = names.length - shown.length;
  return more > 0 ? `${shown.join(', ')} (+${more})` : shown.join(', ');
}

function listOf(definition: AnyDefinition, key: string): TermListDef {
  const list = definition.lists?.[key];
  if (!list) throw new Error(`${definition.name} has no term list ${key}`);
  return list;
}

/** The definition's fields that hold an entry of the list. */
const fieldsOfList = (definition: AnyDefinition, key: string) =>
  Object.entries(definition.fields)
    .filter(([, f]) => f.kind === 'term' && f.list === key)
    .map(([fieldKey]) => fieldKey);

/**
 * Checks the `term` fields of an item against the website's lists and answers them as stored:
 * an entry of another website (or none) is refused like any unknown id (1105); an entry of a
 * nested list (an area) must belong to the entry the item holds of the parent list (its zone),
 * or the save is refused (1733) — when the item holds none, it takes the area's zone.
 */
export async function checkTermFields(
  runner: Pick<Db, 'select'> | Tx,
  definition: AnyDefinition,
  scope: WebsiteScope,
  fields: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const termFields = Object.entries(definition.fields).filter(([, f]) => f.kind === 'term' && f.list);
  if (termFields.length === 0) return fields;
  const out = { ...fields };
  const entries = new Map<string, Map<number, TermRow>>();
  const entriesOf = async (key: string) => {
    const known = entries.get(key);
    if (known) return known;
    const rows = await listTerms(runner, scope, termListCollection(definition.name, key));
    const byId = new Map(rows.map((r) => [r.id, r]));
    entries.set(key, byId);
    return byId;
  };
  // Parents first, so a nested list's check sees the parent value it may have been given.
  const ordered = [...termFields].sort(
    ([, a], [, b]) =>
      Number(!!definition.lists?.[a.list ?? '']?.parent) - Number(!!definition.lists?.[b.list ?? '']?.parent),
  );
  for (const [key, field] of ordered) {
    const value = out[key];
    if (value === null || value === undefined) {
      out[key] = null;
      continue;
    }
    const listKey = field.list as string;
    const entry = (await entriesOf(listKey)).get(value as number) ?? notOwned();
    const list = listOf(definition, listKey);
    if (!list.parent) continue;
    const parentField = fieldsOfList(definition, list.parent)[0];
    if (!parentField) continue;
    const held = out[parentField];
    if (held === null || held === undefined) {
      out[parentField] = entry.parentId;
      continue;
    }
    if (held !== entry.parentId) {
      const parentList = listOf(definition, list.parent);
      throw new AppError('TERM_NOT_IN_PARENT', {
        data: {
          list: list.label.one.en.toLowerCase(),
          list_many: list.label.many.en.toLowerCase(),
          parent: parentList.label.one.en.toLowerCase(),
          name: entry.name,
          fields: [{ path: `fields.${key}`, message: 'Choose an entry of the chosen parent' }],
        },
      });
    }
  }
  return out;
}

/** A collection's term lists (zones, areas): read, save and delete entries, with their consistency rules. */
export function createTermListService(deps: { db: Db }) {
  const { db } = deps;

  async function changing<T>(
    companyId: number,
    websiteId: number,
    work: (tx: Tx, scope: WebsiteScope) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await requireWebsite(tx, { companyId }, websiteId, { lock: true });
      return work(tx, { companyId, websiteId });
    });
  }

  /** How many items hold each entry of the list. */
  async function counts(
    runner: Db | Tx,
    definition: AnyDefinition,
    scope: WebsiteScope,
    key: string,
    ids: number[],
  ) {
    const out = new Map<number, number>();
    for (const field of fieldsOfList(definition, key)) {
      for (const item of await itemsHoldingTerms(runner, scope, definition.name, field, ids)) {
        out.set(item.term, (out.get(item.term) ?? 0) + 1);
      }
    }
    return out;
  }

  const toEntry = (row: TermRow, count: ReadonlyMap<number, number>): TermEntry => ({
    id: row.id,
    parent_id: row.parentId,
    name: row.name,
    names: row.names,
    slug: row.slug,
    item_count: count.get(row.id) ?? 0,
  });

  return {
    async list(
      definition: AnyDefinition,
      key: string,
      companyId: number,
      query: { website_id: number; parent_id?: number | undefined },
    ): Promise<{ list: TermEntry[] }> {
      listOf(definition, key);
      const website = await requireWebsite(db, { companyId }, query.website_id);
      const scope = { companyId, websiteId: website.id };
      let rows = await listTerms(db, scope, termListCollection(definition.name, key));
      if (query.parent_id !== undefined) {
        // The parent must be an entry of the parent list of this website, like any id a call takes.
        const parentKey = listOf(definition, key).parent;
        const parents = parentKey
          ? await listTerms(db, scope, termListCollection(definition.name, parentKey))
          : [];
        if (!parents.some((p) => p.id === query.parent_id)) notOwned();
        rows = rows.filter((r) => r.parentId === query.parent_id);
      }
      const count = await counts(
        db,
        definition,
        scope,
        key,
        rows.map((r) => r.id),
      );
      return { list: rows.map((r) => toEntry(r, count)) };
    },

    async save(
      definition: AnyDefinition,
      key: string,
      companyId: number,
      input: TermSaveInput,
    ): Promise<TermEntry> {
      const list = listOf(definition, key);
      const stored = termListCollection(definition.name, key);
      try {
        return await changing(companyId, input.website_id, async (tx, scope) => {
          const rows = await listTerms(tx, scope, stored);
          const existing = input.id === undefined ? undefined : rows.find((r) => r.id === input.id);
          if (input.id !== undefined && !existing) notOwned();
          if (!existing && rows.length >= TERMS_MAX) {
            throw invalidField('name', `A list takes at most ${TERMS_MAX} entries`);
          }
          let parentId = 0;
          if (list.parent) {
            const parentList = listOf(definition, list.parent);
            if (input.parent_id === undefined) {
              throw new AppError('TERM_PARENT_REQUIRED', {
                data: {
                  parent: parentList.label.one.en.toLowerCase(),
                  fields: [{ path: 'parent_id', message: 'Choose the entry it belongs to' }],
                },
              });
            }
            const parents = await listTerms(tx, scope, termListCollection(definition.name, list.parent));
            if (!parents.some((p) => p.id === input.parent_id)) notOwned();
            parentId = input.parent_id;
            // Moving an area to another zone would leave its exhibitors in the old zone.
            if (existing && existing.parentId !== parentId) {
              const held = await usersOf(tx, definition, scope, key, existing.id, false);
              if (held.length > 0)
                throw new AppError('TERM_IN_USE', {
                  data: { name: existing.name, users: quotedNames(held) },
                });
            }
          }
          const others = rows.filter((r) => r.id !== existing?.id);
          if (
            others.some((r) => r.name.toLowerCase() === input.name.toLowerCase() && r.parentId === parentId)
          )
            throw new AppError('TERM_SLUG_TAKEN');
          const taken = new Set(others.map((r) => r.slug));
          if (input.slug !== '' && taken.has(input.slug)) throw new AppError('TERM_SLUG_TAKEN');
          const slug = input.slug !== '' ? input.slug : uniqueSlug(slugify(input.name), key, taken);
          const names = await otherLanguageNames(tx, companyId, input.website_id, input.names);
          const values = { parentId, name: input.name, names, slug };
          const row = existing
            ? ((await updateTerm(tx, scope, stored, existing.id, values)) ?? notOwned())
            : await insertTerm(tx, {
                ...values,
                companyId,
                websiteId: input.website_id,
                collection: stored,
                sort: Math.max(0, ...rows.map((r) => r.sort)) + 1,
              });
          return toEntry(row, await counts(tx, definition, scope, key, [row.id]));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('TERM_SLUG_TAKEN');
        throw error;
      }
    },

    /** Deletes an entry no item and no entry of a nested list uses; otherwise names what does (1731). */
    async del(
      definition: AnyDefinition,
      key: string,
      companyId: number,
      input: { website_id: number; id: number },
    ): Promise<{ id: number }> {
      listOf(definition, key);
      const stored = termListCollection(definition.name, key);
      return changing(companyId, input.website_id, async (tx, scope) => {
        const rows = await listTerms(tx, scope, stored);
        const row = rows.find((r) => r.id === input.id) ?? notOwned();
        const users = await usersOf(tx, definition, scope, key, row.id, true);
        if (users.length > 0)
          throw new AppError('TERM_IN_USE', { data: { name: row.name, users: quotedNames(users) } });
        await deleteTerm(tx, scope, stored, row.id);
        return { id: row.id };
      });
    },
  };
}

/** The names of what uses an entry: entries of nested lists (with `nested`), then items holding it. */
async function usersOf(
  tx: Tx,
  definition: AnyDefinition,
  scope: WebsiteScope,
  key: string,
  id: number,
  nested: boolean,
): Promise<string[]> {
  const names: string[] = [];
  if (nested) {
    for (const [childKey, child] of Object.entries(definition.lists ?? {})) {
      if (child.parent !== key) continue;
      const children = await listTerms(tx, scope, termListCollection(definition.name, childKey));
      names.push(...children.filter((c) => c.parentId === id).map((c) => c.name));
    }
  }
  const seen = new Set<number>();
  for (const field of fieldsOfList(definition, key)) {
    for (const item of await itemsHoldingTerms(tx, scope, definition.name, field, [id])) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      names.push(item.title);
    }
  }
  return names;
}
