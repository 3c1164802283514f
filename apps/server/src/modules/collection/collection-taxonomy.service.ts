import {
  CATEGORIES_MAX,
  CATEGORY_MAX_DEPTH,
  type CategoryNode,
  type CategoryTree,
  type CollectionDefinition,
  slugify,
  type Tag,
  TAGS_MAX,
} from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { notOwned, requireWebsite } from '../../lib/tenancy.ts';
import {
  type CategoryRow,
  type CollectionScope,
  categoryItemCounts,
  countTags,
  deleteCategory,
  deleteTags,
  findTags,
  insertCategory,
  insertTag,
  listCategories,
  listTags,
  removeCategoryFromItems,
  replaceTagsOnItems,
  type TagRow,
  tagItemCounts,
  tagNamed,
  tagSlugs,
  type Tx,
  updateCategory,
  updateTag,
} from './collection-taxonomy.repository.ts';
import { invalidField, otherLanguageNames, uniqueSlug } from './taxonomy-names.ts';

export interface CategorySaveInput {
  website_id: number;
  id?: number | undefined;
  parent_id: number;
  name: string;
  names: Partial<Record<string, string>>;
  slug: string;
  description: string;
}

export interface CategoryOrderInput {
  id: number;
  children?: CategoryOrderInput[] | undefined;
}

export interface TagSaveInput {
  website_id: number;
  id?: number | undefined;
  name: string;
  names: Partial<Record<string, string>>;
  slug: string;
}

/** The categories as a tree: children under their parent, each level by sort then id. */
export function categoryTree(
  rows: readonly CategoryRow[],
  counts: ReadonlyMap<number, number>,
): CategoryNode[] {
  const byParent = new Map<number, CategoryRow[]>();
  const known = new Set(rows.map((r) => r.id));
  for (const row of [...rows].sort((a, b) => a.sort - b.sort || a.id - b.id)) {
    // A category whose parent is gone would vanish from every screen; it shows at the top instead.
    const parent = known.has(row.parentId) ? row.parentId : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const build = (parentId: number, seen: Set<number>): CategoryNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((row) => !seen.has(row.id))
      .map((row) => ({
        id: row.id,
        parent_id: known.has(row.parentId) ? row.parentId : 0,
        name: row.name,
        names: row.names,
        slug: row.slug,
        description: row.description,
        sort: row.sort,
        item_count: counts.get(row.id) ?? 0,
        children: build(row.id, new Set([...seen, row.id])),
      }));
  return build(0, new Set());
}

/** How many levels a category is down (a top-level one is at 1; the top itself, 0, at 0). */
function depthOf(rows: ReadonlyMap<number, CategoryRow>, id: number): number {
  let depth = 0;
  for (let at = rows.get(id); at && depth <= rows.size; at = rows.get(at.parentId)) depth++;
  return depth;
}

/** The ids below a category, at any level. */
function descendantsOf(rows: readonly CategoryRow[], id: number): Set<number> {
  const found = new Set<number>();
  const stack = [id];
  while (stack.length > 0) {
    const parent = stack.pop() as number;
    for (const row of rows) {
      if (row.parentId === parent && !found.has(row.id)) {
        found.add(row.id);
        stack.push(row.id);
      }
    }
  }
  return found;
}

/** How many levels a category and the categories below it take (1 for one without children). */
function heightOf(rows: readonly CategoryRow[], id: number): number {
  const children = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...children.map((c) => heightOf(rows, c.id)));
}

function toTag(row: TagRow, counts: ReadonlyMap<number, number>): Tag {
  return {
    id: row.id,
    name: row.name,
    names: row.names,
    slug: row.slug,
    item_count: counts.get(row.id) ?? 0,
  };
}

/**
 * Categories and tags of every collection. Changes run in one transaction holding the website's
 * lock, so that two saves cannot both take the same derived address or build a tree deeper than
 * allowed between them; items lose a deleted category or tag in that same transaction.
 */
export function createTaxonomyService(deps: { db: Db }) {
  const { db } = deps;

  async function changing<T>(
    definition: CollectionDefinition,
    companyId: number,
    websiteId: number,
    work: (tx: Tx, scope: CollectionScope) => Promise<T>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      await requireWebsite(tx, { companyId }, websiteId, { lock: true });
      return work(tx, { companyId, websiteId, collection: definition.name });
    });
  }

  async function tree(runner: Db | Tx, scope: CollectionScope): Promise<CategoryTree> {
    const [rows, counts] = await Promise.all([
      listCategories(runner, scope),
      categoryItemCounts(runner, scope),
    ]);
    return { list: categoryTree(rows, counts) };
  }

  async function tagOf(runner: Db | Tx, scope: CollectionScope, row: TagRow): Promise<Tag> {
    return toTag(row, await tagItemCounts(runner, scope));
  }

  return {
    async categories(definition: CollectionDefinition, companyId: number, websiteId: number) {
      await requireWebsite(db, { companyId }, websiteId);
      return tree(db, { companyId, websiteId, collection: definition.name });
    },

    async saveCategory(
      definition: CollectionDefinition,
      companyId: number,
      input: CategorySaveInput,
    ): Promise<CategoryNode> {
      return changing(definition, companyId, input.website_id, async (tx, scope) => {
        const rows = await listCategories(tx, scope);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const existing = input.id === undefined ? undefined : byId.get(input.id);
        if (input.id !== undefined && !existing) notOwned();
        if (!existing && rows.length >= CATEGORIES_MAX) {
          throw invalidField('name', `A collection takes at most ${CATEGORIES_MAX} categories`);
        }
        // The parent must be a category of this website's collection: another one is refused like an unknown id.
        if (input.parent_id !== 0 && !byId.has(input.parent_id)) notOwned();
        if (
          existing &&
          (input.parent_id === existing.id || descendantsOf(rows, existing.id).has(input.parent_id))
        ) {
          throw invalidField('parent_id', 'A category cannot go under itself or one of its subcategories');
        }
        const height = existing ? heightOf(rows, existing.id) : 1;
        if (depthOf(byId, input.parent_id) + height > CATEGORY_MAX_DEPTH)
          throw new AppError('CATEGORY_TOO_DEEP');

        const taken = new Set(rows.filter((r) => r.id !== existing?.id).map((r) => r.slug));
        if (input.slug !== '' && taken.has(input.slug)) throw new AppError('CATEGORY_SLUG_TAKEN');
        const slug = input.slug !== '' ? input.slug : uniqueSlug(slugify(input.name), 'category', taken);
        const names = await otherLanguageNames(tx, companyId, input.website_id, input.names);
        const moved = !existing || existing.parentId !== input.parent_id;
        // A new or moved category goes last among its new siblings.
        const sort = moved
          ? Math.max(0, ...rows.filter((r) => r.parentId === input.parent_id).map((r) => r.sort)) + 1
          : existing.sort;
        const values = {
          parentId: input.parent_id,
          name: input.name,
          names,
          slug,
          description: input.description,
          sort,
        };
        let id: number;
        try {
          if (existing) {
            const row = await updateCategory(tx, scope, existing.id, values);
            id = row?.id ?? notOwned();
          } else {
            id = (
              await insertCategory(tx, {
                ...values,
                companyId,
                websiteId: input.website_id,
                collection: definition.name,
              })
            ).id;
          }
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('CATEGORY_SLUG_TAKEN', { cause: error });
          throw error;
        }
        const find = (nodes: CategoryNode[]): CategoryNode | undefined =>
          nodes.reduce<CategoryNode | undefined>(
            (hit, n) => hit ?? (n.id === id ? n : find(n.children)),
            undefined,
          );
        return find((await tree(tx, scope)).list) ?? notOwned();
      });
    },

    async deleteCategory(
      definition: CollectionDefinition,
      companyId: number,
      input: { website_id: number; id: number },
    ) {
      return changing(definition, companyId, input.website_id, async (tx, scope) => {
        const rows = await listCategories(tx, scope);
        if (!rows.some((r) => r.id === input.id)) notOwned();
        if (rows.some((r) => r.parentId === input.id)) throw new AppError('CATEGORY_HAS_CHILDREN');
        await removeCategoryFromItems(tx, scope, input.id);
        if (!(await deleteCategory(tx, scope, input.id))) notOwned();
        return { id: input.id };
      });
    },

    /** Takes the whole tree as the drag-and-drop tree leaves it: parents and order of every category. */
    async orderCategories(
      definition: CollectionDefinition,
      companyId: number,
      input: { website_id: number; tree: CategoryOrderInput[] },
    ): Promise<CategoryTree> {
      return changing(definition, companyId, input.website_id, async (tx, scope) => {
        const rows = await listCategories(tx, scope);
        const byId = new Map(rows.map((r) => [r.id, r]));
        const placed = new Map<number, { parentId: number; sort: number }>();
        const stack = input.tree.map((node, i) => ({ node, parentId: 0, sort: i + 1, depth: 1 }));
        while (stack.length > 0) {
          const { node, parentId, sort, depth } = stack.pop() as (typeof stack)[number];
          if (!byId.has(node.id)) notOwned();
          if (placed.has(node.id)) throw invalidField('tree', 'Each category must appear once');
          if (depth > CATEGORY_MAX_DEPTH) throw new AppError('CATEGORY_TOO_DEEP');
          placed.set(node.id, { parentId, sort });
          for (const [i, child] of (node.children ?? []).entries()) {
            stack.push({ node: child, parentId: node.id, sort: i + 1, depth: depth + 1 });
          }
        }
        if (placed.size !== rows.length) throw invalidField('tree', 'Send every category of the collection');
        for (const row of rows) {
          const place = placed.get(row.id) as { parentId: number; sort: number };
          if (place.parentId !== row.parentId || place.sort !== row.sort) {
            await updateCategory(tx, scope, row.id, place);
          }
        }
        return tree(tx, scope);
      });
    },

    async tags(
      definition: CollectionDefinition,
      companyId: number,
      query: { website_id: number; keyword?: string | undefined },
    ): Promise<{ list: Tag[] }> {
      await requireWebsite(db, { companyId }, query.website_id);
      const scope = { companyId, websiteId: query.website_id, collection: definition.name };
      const [rows, counts] = await Promise.all([
        listTags(db, scope, query.keyword),
        tagItemCounts(db, scope),
      ]);
      return { list: rows.map((r) => toTag(r, counts)) };
    },

    async saveTag(definition: CollectionDefinition, companyId: number, input: TagSaveInput): Promise<Tag> {
      return changing(definition, companyId, input.website_id, async (tx, scope) => {
        const [existing] = input.id === undefined ? [] : await findTags(tx, scope, [input.id]);
        if (input.id !== undefined && !existing) notOwned();
        if (!existing && (await countTags(tx, scope)) >= TAGS_MAX) {
          throw invalidField('name', `A collection takes at most ${TAGS_MAX} tags`);
        }
        const sameName = await tagNamed(tx, scope, input.name);
        if (sameName && sameName.id !== existing?.id) throw new AppError('TAG_NAME_TAKEN');
        const slugs = await tagSlugs(tx, scope);
        const taken = new Set([...slugs].filter(([, id]) => id !== existing?.id).map(([slug]) => slug));
        if (input.slug !== '' && taken.has(input.slug)) throw new AppError('TAG_SLUG_TAKEN');
        const slug = input.slug !== '' ? input.slug : uniqueSlug(slugify(input.name), 'tag', taken);
        const names = await otherLanguageNames(tx, companyId, input.website_id, input.names);
        const values = { name: input.name, names, slug };
        try {
          const row = existing
            ? ((await updateTag(tx, scope, existing.id, values)) ?? notOwned())
            : await insertTag(tx, {
                ...values,
                companyId,
                websiteId: input.website_id,
                collection: definition.name,
              });
          return await tagOf(tx, scope, row);
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('TAG_NAME_TAKEN', { cause: error });
          throw error;
        }
      });
    },

    async deleteTag(
      definition: CollectionDefinition,
      companyId: number,
      input: { website_id: number; id: number },
    ) {
      return changing(definition, companyId, input.website_id, async (tx, scope) => {
        if ((await findTags(tx, scope, [input.id])).length === 0) notOwned();
        await replaceTagsOnItems(tx, scope, [input.id], null);
        await deleteTags(tx, scope, [input.id]);
        return { id: input.id };
      });
    },

    /** Items carrying any of the merged tags carry the kept one instead (once); the merged tags go. */
    async mergeTags(
      definition: CollectionDefinition,
      companyId: number,
      input: { website_id: number; from_ids: number[]; into_id: number },
    ): Promise<Tag> {
      return changing(definition, companyId, input.website_id, async (tx, scope) => {
        const from = [...new Set(input.from_ids)].filter((id) => id !== input.into_id);
        const found = await findTags(tx, scope, [input.into_id, ...from]);
        const into = found.find((t) => t.id === input.into_id);
        if (!into || found.length !== from.length + 1) notOwned();
        await replaceTagsOnItems(tx, scope, from, into.id);
        await deleteTags(tx, scope, from);
        return tagOf(tx, scope, into);
      });
    },
  };
}

export type TaxonomyService = ReturnType<typeof createTaxonomyService>;
