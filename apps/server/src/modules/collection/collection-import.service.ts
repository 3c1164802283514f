import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  type AttributeKind,
  type CollectionDefinition,
  type FieldDef,
  fieldsSchema,
  IMPORT_ATTRIBUTE_PREFIX,
  IMPORT_COMMON_COLUMNS,
  IMPORT_LIST_SEPARATOR,
  IMPORT_ROWS_MAX,
  type ImportProblemKind,
  ITEM_BODY_MAX,
  type ItemImportResult,
  type ItemListQuery,
  importProblemMessage,
  itemSaveBody,
  type Lang,
  messageFor,
  termListCollection,
} from '@sitewright/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { readCsvRows, readSpreadsheetRows, type SpreadsheetPreview } from '../../lib/files/spreadsheet.ts';
import { writeXlsx } from '../../lib/files/xlsx-writer.ts';
import type { Storage } from '../../lib/storage/index.ts';
import { notOwned, requireWebsite, type WebsiteScope } from '../../lib/tenancy.ts';
import { websiteLanguagesOf } from '../page/index.ts';
import { type AttributeRow, listAttributes } from './attribute.repository.ts';
import {
  findMediaFile,
  itemNamed,
  itemSlugsOf,
  itemsById,
  itemsBySlug,
} from './collection-import.repository.ts';
import { type CategoryRow, listCategories, listTags, type TagRow } from './collection-taxonomy.repository.ts';
import { createTaxonomyService } from './collection-taxonomy.service.ts';
import { createCollectionService, type ItemListInput, type ItemSaveInput } from './collection.service.ts';
import type { ItemRow } from './item-snapshot.ts';
import { listTerms, type TermRow } from './term-list.repository.ts';

type AnyDefinition = CollectionDefinition<Record<string, FieldDef>>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown to roll back a dry run (or a run with problems) after every row was tried. */
const ROLL_BACK = Symbol('roll back');

const split = (cell: string) =>
  cell
    .split(IMPORT_LIST_SEPARATOR)
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** The spreadsheet's columns for a collection: common ones, importable fields, then attributes. */
function columnsOf(definition: AnyDefinition, attributes: readonly AttributeRow[]) {
  const fields = Object.entries(definition.fields).filter(([, f]) => f.importable);
  const attributeField = fields.find(([, f]) => f.kind === 'attributes')?.[0];
  return {
    columns: [
      ...IMPORT_COMMON_COLUMNS,
      ...fields.filter(([, f]) => f.kind !== 'attributes').map(([key]) => key),
      ...(attributeField ? attributes.map((a) => `${IMPORT_ATTRIBUTE_PREFIX}${a.name}`) : []),
    ],
    fields: fields.filter(([, f]) => f.kind !== 'attributes'),
    attributeField,
  };
}

/** A date cell as the save takes it: ISO with offset; a bare date or date and time is UTC. */
function dateCell(cell: string): string {
  const serial = Number(cell);
  // A date typed into a spreadsheet cell is kept as a day count since 1899-12-30.
  if (cell !== '' && Number.isFinite(serial) && /^\d+(\.\d+)?$/.test(cell)) {
    return new Date(Math.round((serial - 25569) * 86_400_000)).toISOString();
  }
  const plain = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2})(:\d{2})?)?$/.exec(cell);
  if (plain) return `${plain[1]}T${plain[2] ?? '00:00'}${plain[3] ?? ':00'}Z`;
  return cell;
}

/**
 * A web address cell as the save takes it: spreadsheets often hold a bare host name
 * ('www.acme.example'), which can only mean its https address. Anything else is kept as typed for
 * the save to check.
 */
function webAddressCell(cell: string): string {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d{1,5})?(?:[/?#]\S*)?$/i.test(cell) ? `https://${cell}` : cell;
}

/** A number cell ('' for none), or undefined when it is not a number. */
function numberCell(cell: string): number | null | undefined {
  if (cell === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(cell.replace(/,/g, ''))) return undefined;
  return Number(cell.replace(/,/g, ''));
}

function attributeText(attribute: AttributeRow, value: unknown): string {
  const optionName = (id: unknown) => attribute.options.find((o) => o.id === id)?.name ?? String(id);
  if (Array.isArray(value)) return value.map(optionName).join(IMPORT_LIST_SEPARATOR);
  if (attribute.kind === 'choice') return optionName(value);
  return value === undefined || value === null ? '' : String(value);
}

/**
 * Spreadsheet import and export of every collection. An import is checked row by row exactly as
 * the edit form's saves are: each row goes through the item service's save (the contract's body
 * schema, slugs, sanitising, category, tag and attribute checks), all inside one transaction that
 * is kept only when every row saved and the run is not a dry run. Cells are only ever text: a
 * workbook's formulas are read as the values it cached, and the export writes inline strings.
 */
export function createImportService(deps: { db: Db; storage: Storage }) {
  const { db, storage } = deps;

  /** The rows of a stored .xlsx or .csv media file of the website. */
  async function readRows(scope: WebsiteScope, fileId: number): Promise<SpreadsheetPreview> {
    const file = (await findMediaFile(db, scope, fileId)) ?? notOwned();
    if (file.ext !== 'xlsx' && file.ext !== 'csv') throw new AppError('IMPORT_FILE_UNREADABLE');
    const object = await storage.open(file.storageKey);
    if (!object) throw new AppError('IMPORT_FILE_UNREADABLE');
    const dir = await mkdtemp(join(tmpdir(), 'sw-import-'));
    try {
      const path = join(dir, `import.${file.ext}`);
      await pipeline(object.body, createWriteStream(path));
      // The header and one row more than allowed, to tell a file that is too long.
      const options = { maxRows: IMPORT_ROWS_MAX + 2, maxCellChars: ITEM_BODY_MAX + 1 };
      return file.ext === 'csv' ? await readCsvRows(path, options) : await readSpreadsheetRows(path, options);
    } catch (error) {
      if (isAppError(error) && error.key === 'SPREADSHEET_UNREADABLE') {
        throw new AppError('IMPORT_FILE_UNREADABLE', { cause: error });
      }
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function languageOf(companyId: number, websiteId: number, wanted: string | undefined) {
    const languages = await websiteLanguagesOf(db, companyId, websiteId);
    const lang = wanted ?? languages.find((l) => l.isDefault)?.lang ?? languages[0]?.lang ?? 'en';
    if (!languages.some((l) => l.lang === lang)) {
      throw new AppError('VALIDATION', {
        data: { fields: [{ path: 'lang', message: 'The website has no such language' }] },
      });
    }
    return lang;
  }

  /** One item as a spreadsheet row, in the import's columns. */
  function rowOf(
    definition: AnyDefinition,
    item: ItemRow,
    columns: ReturnType<typeof columnsOf>,
    categories: readonly CategoryRow[],
    tags: readonly TagRow[],
    attributes: readonly AttributeRow[],
    /** How term entries and linked items read in a cell: the entry's name, the item's address. */
    refs: { terms: ReadonlyMap<number, TermRow>; items: ReadonlyMap<number, string> },
  ): string[] {
    const nameCount = new Map<string, number>();
    for (const c of categories)
      nameCount.set(c.name.toLowerCase(), (nameCount.get(c.name.toLowerCase()) ?? 0) + 1);
    // A category's name, unless another has the same name: then its address, which is unique.
    const categoryCell = (id: number) => {
      const c = categories.find((x) => x.id === id);
      if (!c) return '';
      return (nameCount.get(c.name.toLowerCase()) ?? 0) > 1 ? c.slug : c.name;
    };
    const common: Record<(typeof IMPORT_COMMON_COLUMNS)[number], string> = {
      slug: item.slug,
      title: item.title,
      summary: item.summary,
      body: item.body,
      categories: item.typeIds.map(categoryCell).filter(Boolean).join(IMPORT_LIST_SEPARATOR),
      tags: item.tagIds
        .map((id) => tags.find((t) => t.id === id)?.name ?? '')
        .filter(Boolean)
        .join(IMPORT_LIST_SEPARATOR),
      publish_at: item.publishAt?.toISOString() ?? '',
      seo_title: item.seoTitle,
      seo_keywords: item.seoKeywords,
      seo_description: item.seoDescription,
    };
    const values = columns.attributeField
      ? ((item.fields[columns.attributeField] ?? {}) as Record<string, unknown>)
      : {};
    return [
      ...IMPORT_COMMON_COLUMNS.map((c) => common[c]),
      ...columns.fields.map(([key]) => {
        const value = item.fields[key];
        const field = definition.fields[key];
        if (field?.kind === 'term')
          return typeof value === 'number' ? (refs.terms.get(value)?.name ?? '') : '';
        if (field?.kind === 'relation' && Array.isArray(value))
          return value
            .map((id) => refs.items.get(id as number) ?? '')
            .filter(Boolean)
            .join(IMPORT_LIST_SEPARATOR);
        if (Array.isArray(value)) return value.map(String).join(IMPORT_LIST_SEPARATOR);
        return value === undefined || value === null ? '' : String(value);
      }),
      ...(columns.attributeField ? attributes.map((a) => attributeText(a, values[String(a.id)])) : []),
    ];
  }

  return {
    /** The header row and one example row of a collection's import. */
    async template(definition: AnyDefinition, companyId: number, websiteId: number): Promise<Buffer> {
      await requireWebsite(db, { companyId }, websiteId);
      const scope = { companyId, websiteId };
      const attributes = await listAttributes(db, scope);
      const categories = await listCategories(db, { ...scope, collection: definition.name });
      const columns = columnsOf(definition, attributes);
      const example: Record<string, string> = {
        slug: 'example-item',
        title: 'Example item',
        summary: 'One or two sentences shown in lists.',
        body: '<p>The text of the item. Plain text or HTML.</p>',
        categories: categories[0]?.name ?? '',
        tags: '',
        publish_at: '2025-01-31 09:00',
      };
      const kindExample: Partial<Record<string, string>> = {
        text: 'Example',
        url: 'https://www.example.com',
        money: '99.50',
        currency: 'USD',
        gallery: '',
        image: '',
      };
      const row = columns.columns.map((column) => {
        if (column in example) return example[column] as string;
        const field = definition.fields[column];
        if (field) return kindExample[field.kind] ?? '';
        const attribute = attributes.find((a) => `${IMPORT_ATTRIBUTE_PREFIX}${a.name}` === column);
        if (attribute?.kind === 'choice' || attribute?.kind === 'multi')
          return attribute.options[0]?.name ?? '';
        return attribute?.kind === 'number' ? '1' : '';
      });
      return writeXlsx([columns.columns, row], definition.name);
    },

    /** The items the list filters select (every page, up to IMPORT_ROWS_MAX), in the import's columns. */
    async export(
      definition: AnyDefinition,
      companyId: number,
      query: z.output<typeof ItemListQuery>,
    ): Promise<Buffer> {
      const items = createCollectionService({ db, definition });
      const input: ItemListInput = { ...query, page: 1, page_size: IMPORT_ROWS_MAX };
      const listed = await items.list(companyId, input);
      const scope = { companyId, websiteId: query.website_id };
      const byId = new Map(
        (
          await itemsById(
            db,
            scope,
            definition.name,
            listed.list.map((i) => i.id),
          )
        ).map((r) => [r.id, r]),
      );
      const attributes = await listAttributes(db, scope);
      const taxonomyScope = { ...scope, collection: definition.name };
      const [categories, tags] = await Promise.all([
        listCategories(db, taxonomyScope),
        listTags(db, taxonomyScope),
      ]);
      const columns = columnsOf(definition, attributes);
      const terms = new Map<number, TermRow>();
      for (const key of Object.keys(definition.lists ?? {}))
        for (const t of await listTerms(db, scope, termListCollection(definition.name, key)))
          terms.set(t.id, t);
      const linked = [...byId.values()].flatMap((item) =>
        Object.entries(definition.fields)
          .filter(([, f]) => f.kind === 'relation')
          .flatMap(([key]) => (Array.isArray(item.fields[key]) ? (item.fields[key] as number[]) : [])),
      );
      const refs = {
        terms,
        items: await itemSlugsOf(db, scope, linked),
      };
      const rows = listed.list.flatMap((summary) => {
        const item = byId.get(summary.id);
        return item ? [rowOf(definition, item, columns, categories, tags, attributes, refs)] : [];
      });
      return writeXlsx([columns.columns, ...rows], definition.name);
    },

    async import(
      definition: AnyDefinition,
      caller: { companyId: number; userId: number },
      input: { website_id: number; file_id: number; lang?: string | undefined; dry_run: boolean },
      lang: Lang,
    ): Promise<ItemImportResult> {
      const { companyId } = caller;
      await requireWebsite(db, { companyId }, input.website_id);
      const scope = { companyId, websiteId: input.website_id };
      const itemLang = await languageOf(companyId, input.website_id, input.lang);
      const sheet = await readRows(scope, input.file_id);
      const result: ItemImportResult = { rows: 0, created: 0, updated: 0, problems: [], written: false };
      const problem = (row: number, column: string, kind: ImportProblemKind, values = {}) =>
        result.problems.push({ row, column, message: importProblemMessage(kind, lang, values) });
      const refuse = (): never => {
        throw new AppError('IMPORT_ROWS_INVALID', { data: result });
      };

      const [header = [], ...body] = sheet.rows;
      const rowNumbers = sheet.rowNumbers.slice(1);
      result.rows = body.length;
      if (body.length > IMPORT_ROWS_MAX || sheet.truncated) {
        problem(1, '', 'too_many_rows', { max: IMPORT_ROWS_MAX });
        return input.dry_run ? result : refuse();
      }
      if (body.length === 0) {
        problem(1, '', 'no_rows');
        return input.dry_run ? result : refuse();
      }

      const attributes = await listAttributes(db, scope);
      const columns = columnsOf(definition, attributes);
      const known = new Map(columns.columns.map((c) => [c.toLowerCase(), c]));
      const headerRow = sheet.rowNumbers[0] ?? 1;
      const at = new Map<string, number>();
      header.forEach((cell, i) => {
        const name = cell.trim();
        if (name === '') return;
        const column = known.get(name.toLowerCase());
        if (!column) problem(headerRow, name, 'unknown_column', { value: name });
        else if (at.has(column)) problem(headerRow, name, 'duplicate_column', { value: name });
        else at.set(column, i);
      });
      if (!at.has('title')) problem(headerRow, 'title', 'missing_column', { value: 'title' });
      if (result.problems.length > 0) return input.dry_run ? result : refuse();

      const cellsOf = (row: string[]) => (column: string) => {
        const i = at.get(column);
        return i === undefined ? undefined : (row[i] ?? '').trim();
      };
      const bodyCell = (row: string[]) => {
        const i = at.get('body');
        return i === undefined ? undefined : (row[i] ?? '');
      };
      const attributeByColumn = new Map(attributes.map((a) => [`${IMPORT_ATTRIBUTE_PREFIX}${a.name}`, a]));
      const columnOfAttribute = new Map(
        attributes.map((a) => [String(a.id), `${IMPORT_ATTRIBUTE_PREFIX}${a.name}`]),
      );
      const taxonomyScope = { ...scope, collection: definition.name };
      const schema = itemSaveBody(definition);
      const defaults = fieldsSchema(definition).parse({}) as Record<string, unknown>;

      /**
       * A term entry named in a cell (by name, any case, or by address). In a nested list (areas)
       * the name is looked up among the entries of the row's parent entry (its zone) when the row
       * names one, since two zones may each have an area of the same name. `elsewhere`: the entry
       * exists but under another parent.
       */
      const named = (entries: readonly TermRow[], wanted: string) =>
        entries.filter((t) => t.slug === wanted || t.name.toLowerCase() === wanted.toLowerCase());
      const termNamed = (
        listKey: string,
        wanted: string,
        row: string[],
      ): TermRow | 'elsewhere' | undefined => {
        const matching = named(termsOfList.get(listKey) ?? [], wanted);
        const parentKey = definition.lists?.[listKey]?.parent;
        if (!parentKey || matching.length === 0) return matching[0];
        const parentField = Object.entries(definition.fields).find(
          ([, f]) => f.kind === 'term' && f.list === parentKey,
        )?.[0];
        const parentCell = parentField ? cellsOf(row)(parentField) : undefined;
        if (!parentCell) return matching[0];
        const parent = named(termsOfList.get(parentKey) ?? [], parentCell)[0];
        if (!parent) return matching[0];
        return matching.find((t) => t.parentId === parent.id) ?? 'elsewhere';
      };
      const termsOfList = new Map<string, TermRow[]>();
      for (const key of Object.keys(definition.lists ?? {}))
        termsOfList.set(key, await listTerms(db, scope, termListCollection(definition.name, key)));
      /** An item of another collection named in a cell, by address or by title, in the import's language. */
      const linkedItem = (runner: Tx, target: string, wanted: string) =>
        itemNamed(runner, scope, target, itemLang, wanted);

      const slugsInFile = body.map((row) => cellsOf(row)('slug') ?? '').filter((s) => s !== '');
      const existing = await itemsBySlug(db, scope, definition.name, itemLang, slugsInFile);
      const seenSlugs = new Set<string>();

      try {
        await db.transaction(async (tx: Tx) => {
          await requireWebsite(tx, { companyId }, input.website_id, { lock: true });
          // The item service and the tag service on this transaction: their own transactions
          // become savepoints, so a row that fails leaves nothing behind and the next goes on.
          const runner = tx as unknown as Db;
          const items = createCollectionService({ db: runner, definition });
          const taxonomy = createTaxonomyService({ db: runner });
          const categories = await listCategories(tx, taxonomyScope);
          const tags = new Map((await listTags(tx, taxonomyScope)).map((t) => [t.name.toLowerCase(), t.id]));

          for (const [index, row] of body.entries()) {
            const rowNumber = rowNumbers[index] ?? index + 2;
            const before = result.problems.length;
            const cell = cellsOf(row);
            const slug = cell('slug') ?? '';
            if (slug !== '') {
              if (seenSlugs.has(slug)) problem(rowNumber, 'slug', 'duplicate_slug', { value: slug });
              seenSlugs.add(slug);
            }
            const current = slug === '' ? undefined : existing.get(slug);

            let typeIds = current?.typeIds ?? [];
            const categoryCell = cell('categories');
            if (categoryCell !== undefined) {
              typeIds = [];
              for (const wanted of split(categoryCell)) {
                const bySlug = categories.find((c) => c.slug === wanted);
                const byName = categories.filter((c) => c.name.toLowerCase() === wanted.toLowerCase());
                const found = bySlug ?? (byName.length === 1 ? byName[0] : undefined);
                if (found) typeIds.push(found.id);
                else
                  problem(
                    rowNumber,
                    'categories',
                    byName.length > 1 ? 'ambiguous_category' : 'unknown_category',
                    { value: wanted },
                  );
              }
            }

            const fields: Record<string, unknown> = { ...defaults, ...(current?.fields ?? {}) };
            for (const [key, field] of columns.fields) {
              const value = cell(key);
              if (value === undefined) continue;
              if (field.kind === 'gallery') fields[key] = split(value);
              else if (field.kind === 'money') {
                const n = numberCell(value);
                if (n === undefined) problem(rowNumber, key, 'not_number');
                else fields[key] = n;
              } else if (field.kind === 'currency')
                fields[key] = value === '' ? defaults[key] : value.toUpperCase();
              else if (field.kind === 'term') {
                const found = value === '' ? null : termNamed(field.list ?? '', value, row);
                if (found === undefined) problem(rowNumber, key, 'unknown_entry', { value });
                else if (found === 'elsewhere') problem(rowNumber, key, 'entry_not_in_parent', { value });
                else fields[key] = found?.id ?? null;
              } else if (field.kind === 'relation') {
                const ids: number[] = [];
                for (const wanted of split(value)) {
                  const id = await linkedItem(tx, field.target ?? '', wanted);
                  if (id === undefined) problem(rowNumber, key, 'unknown_item', { value: wanted });
                  else ids.push(id);
                }
                fields[key] = ids;
              } else if (field.kind === 'url') fields[key] = webAddressCell(value);
              else fields[key] = value;
            }
            if (columns.attributeField) {
              const values = { ...((fields[columns.attributeField] ?? {}) as Record<string, unknown>) };
              for (const [column, attribute] of attributeByColumn) {
                const value = cell(column);
                if (value === undefined) continue;
                const key = String(attribute.id);
                delete values[key];
                if (value === '') continue;
                const kind = attribute.kind as AttributeKind;
                const option = (name: string) =>
                  attribute.options.find((o) => o.name.toLowerCase() === name.toLowerCase() || o.id === name)
                    ?.id;
                if (kind === 'number') {
                  const n = numberCell(value);
                  if (n === undefined || n === null) problem(rowNumber, column, 'not_number');
                  else values[key] = n;
                } else if (kind === 'choice' || kind === 'multi') {
                  const ids = (kind === 'multi' ? split(value) : [value]).map((name) => {
                    const id = option(name);
                    if (!id) problem(rowNumber, column, 'unknown_option', { value: name });
                    return id;
                  });
                  values[key] = kind === 'multi' ? ids.filter(Boolean) : ids[0];
                } else values[key] = value;
              }
              fields[columns.attributeField] = values;
            }
            if (result.problems.length > before) continue;

            // Tags are created when missing; in a dry run that is rolled back with the rest.
            let tagIds = current?.tagIds ?? [];
            const tagCell = cell('tags');
            if (tagCell !== undefined) {
              tagIds = [];
              for (const name of split(tagCell)) {
                let id = tags.get(name.toLowerCase());
                if (id === undefined) {
                  try {
                    id = (
                      await taxonomy.saveTag(definition, companyId, {
                        website_id: input.website_id,
                        name,
                        names: {},
                        slug: '',
                      })
                    ).id;
                    tags.set(name.toLowerCase(), id);
                  } catch (error) {
                    if (!isAppError(error)) throw error;
                    problem(rowNumber, 'tags', 'invalid');
                    continue;
                  }
                }
                if (!tagIds.includes(id)) tagIds.push(id);
              }
            }

            const text = (column: string, kept: string) => cell(column) ?? kept;
            const publishCell = cell('publish_at');
            const candidate = {
              website_id: input.website_id,
              ...(current ? { id: current.id, version: current.version } : { lang: itemLang }),
              title: text('title', current?.title ?? ''),
              slug,
              summary: text('summary', current?.summary ?? ''),
              body: bodyCell(row) ?? current?.body ?? '',
              type_ids: typeIds,
              tag_ids: tagIds,
              is_pinned: current?.isPinned ?? false,
              publish_at:
                publishCell === undefined
                  ? (current?.publishAt?.toISOString() ?? null)
                  : publishCell === ''
                    ? null
                    : dateCell(publishCell),
              seo_title: text('seo_title', current?.seoTitle ?? ''),
              seo_keywords: text('seo_keywords', current?.seoKeywords ?? ''),
              seo_description: text('seo_description', current?.seoDescription ?? ''),
              fields,
            };
            const parsed = schema.safeParse(candidate);
            if (!parsed.success) {
              for (const issue of parsed.error.issues) {
                const [top, key, attributeId] = issue.path.map(String);
                let column = top ?? '';
                if (top === 'type_ids') column = 'categories';
                else if (top === 'tag_ids') column = 'tags';
                else if (top === 'fields' && key === columns.attributeField)
                  column = columnOfAttribute.get(attributeId ?? '') ?? key ?? '';
                else if (top === 'fields') column = key ?? '';
                const max = 'maximum' in issue ? Number(issue.maximum) : undefined;
                const kind: ImportProblemKind =
                  column === 'publish_at'
                    ? 'not_date'
                    : issue.code === 'too_small'
                      ? 'required'
                      : issue.code === 'too_big'
                        ? Array.isArray(issue.input)
                          ? 'too_many'
                          : 'too_long'
                        : 'invalid';
                problem(rowNumber, column, kind, { max });
              }
              continue;
            }
            try {
              await items.save(caller, parsed.data as ItemSaveInput);
              if (current) result.updated++;
              else result.created++;
            } catch (error) {
              if (!isAppError(error)) throw error;
              const fieldPaths = (error.data as { fields?: { path: string }[] } | null)?.fields ?? [];
              const column =
                error.key === 'ITEM_SLUG_TAKEN' || error.key === 'PAGE_CONFLICT'
                  ? 'slug'
                  : error.key === 'ATTRIBUTE_VALUE_INVALID'
                    ? (columns.attributeField ?? '')
                    : (fieldPaths[0]?.path ?? '').replace(/^fields\./, '');
              result.problems.push({ row: rowNumber, column, message: messageFor(error.key, lang) });
            }
          }
          if (input.dry_run || result.problems.length > 0) throw ROLL_BACK;
        });
      } catch (error) {
        if (error !== ROLL_BACK) throw error;
        if (!input.dry_run) refuse();
        return result;
      }
      result.written = true;
      return result;
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
