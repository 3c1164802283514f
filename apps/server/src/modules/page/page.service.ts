import {
  isReservedPathSegment,
  type Lang,
  PAGE_NAME_MAX,
  PAGE_PATH_SEGMENT_MAX,
  PAGE_PUBLISHED_VERSIONS_DAYS,
  PAGE_VERSIONS_KEPT,
  PAGE_TYPE,
  type PageDetail,
  type PageDocument,
  type PageDocumentProblem,
  type PageList,
  type PageListItem,
  type PageSaved,
  type PageSettings,
  type PageVersionDetail,
  type PageVersionItem,
  type PageVersionList,
  UNNAMED_PAGE,
  type WebsiteLanguageList,
} from '@sitewright/contract';
import { translatableTexts, validatePageDocument, withTranslatedTexts } from '@sitewright/blocks';
import {
  copyTranslationProvider,
  type TranslationProvider,
  TranslationError,
} from '../../lib/translation/index.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../lib/app-error.ts';
import { replacePageMediaUsage } from '../media-library/index.ts';
import { buildStoredTree, type MenuPlace, menuPlaces } from '../../lib/menu-tree.ts';
import {
  findPage,
  findTranslation,
  insertPage,
  type LanguageRow,
  listMenuNodes,
  listPages,
  type PageRow,
  softDeletePage,
  takenPaths,
  updatePageAtVersion,
  userNameOf,
  websiteLanguagesOf,
} from './page.repository.ts';
import {
  findPageVersion,
  keepContentSave,
  listPageVersions,
  namePageVersion,
  type PageVersionRow,
  recordPageVersion,
} from './page-version.repository.ts';
import { addWebsiteLanguage } from './website-language.ts';
import { notOwned } from '../../lib/tenancy.ts';

/** Page history retention, as the contract states it to the operator. */
export const VERSION_RETENTION = { kept: PAGE_VERSIONS_KEPT, publishedDays: PAGE_PUBLISHED_VERSIONS_DAYS };

/** A restore reads the page and writes it back at the version read: a few tries when saves race it. */
const RESTORE_ATTEMPTS = 5;

/** Two creates racing for one derived path: the loser takes the next free one, a few times over. */
const PATH_ATTEMPTS = 5;

/**
 * The one place a page document is checked beyond its JSON shape: the block definitions of
 * packages/blocks check every block's props, slots, nesting, ids and limits, filter rich text
 * through the whitelist and fill in defaults. What is stored is the document it answers.
 */
export function validatePageContent(
  document: PageDocument,
): { ok: true; document: PageDocument } | { ok: false; problems: PageDocumentProblem[] } {
  const result = validatePageDocument(document);
  if (result.ok) return { ok: true, document: result.document };
  // Field paths name the request field, as every other validation answer does.
  return {
    ok: false,
    problems: result.fields.map((f) => ({ path: `document.${f.path}`, message: f.message })),
  };
}

/** A path segment a page name suggests: ASCII letters and digits with hyphens, else undefined. */
export function pathFromName(name: string): string | undefined {
  const path = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PAGE_PATH_SEGMENT_MAX - 10)
    .replace(/-+$/, '');
  if (path === '') return undefined;
  return isReservedPathSegment(path) ? `${path}-page` : path;
}

/** `base`, `base-2`, `base-3`…: the first one not in `taken`. */
export function firstFreePath(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export interface PageSetInput {
  id: number;
  version: number;
  page_name?: string | undefined;
  path_segment?: string | undefined;
  seo_title?: string | undefined;
  keywords?: string | undefined;
  description?: string | undefined;
  social_image?: string | undefined;
  noindex?: boolean | undefined;
  hide_header?: boolean | undefined;
  hide_footer?: boolean | undefined;
}

export interface PageCreateInput {
  website_id: number;
  page_name: string;
  lang?: string | undefined;
  path_segment?: string | undefined;
}

/** Who is asking: the company scopes every query, the user names new pages' creator. */
export interface Caller {
  companyId: number;
  userId: number;
  lang: Lang;
}

export type PageService = ReturnType<typeof createPageService>;

export function createPageService(deps: {
  db: Db;
  translator?: TranslationProvider;
  retention?: { kept: number; publishedDays: number };
}) {
  const translator = deps.translator ?? copyTranslationProvider;
  const retention = deps.retention ?? VERSION_RETENTION;
  const { db } = deps;

  function toVersionItem(row: PageVersionRow): PageVersionItem {
    return {
      id: row.id,
      page_id: row.pageId,
      lang: row.lang,
      page_version: row.pageVersion,
      kind: row.kind,
      is_published: row.isPublished,
      restored_from: row.restoredFrom,
      user_name: row.userName,
      create_time: row.createdAt.toISOString(),
      page_name: row.snapshot.pageName,
      seo_title: row.snapshot.seoTitle,
      name: row.name,
      update_time: row.updatedAt.toISOString(),
      save_count: row.saveCount,
    };
  }

  /** The website's languages and the one asked for (its default when none). */
  async function languageOf(
    companyId: number,
    websiteId: number,
    lang: string | undefined,
  ): Promise<{ languages: LanguageRow[]; language: LanguageRow }> {
    const languages = await websiteLanguagesOf(db, companyId, websiteId);
    // Someone else's website, a deleted one and a missing one look the same to the caller.
    if (languages.length === 0) notOwned();
    const language =
      lang === undefined ? languages.find((l) => l.isDefault) : languages.find((l) => l.lang === lang);
    if (!language) throw new AppError('LANGUAGE_NOT_ADDED');
    return { languages, language };
  }

  async function requirePage(companyId: number, pageId: number): Promise<PageRow> {
    const row = await findPage(db, companyId, pageId);
    if (!row) notOwned();
    return row;
  }

  function urlOf(row: PageRow, languages: readonly LanguageRow[]): string {
    const isDefault = languages.find((l) => l.lang === row.lang)?.isDefault ?? false;
    const prefix = isDefault ? '' : `/${row.lang}`;
    return row.pathSegment === '' ? `${prefix}/` : `${prefix}/${row.pathSegment}`;
  }

  function toListItem(
    row: PageRow,
    place: MenuPlace | undefined,
    languages: readonly LanguageRow[],
    lang: Lang,
  ): PageListItem {
    const displayName = row.pageName === '' ? UNNAMED_PAGE[lang] : row.pageName;
    return {
      id: row.id,
      website_page_id: row.id,
      page_name: row.pageName,
      display_name: displayName,
      page_type: row.pageType,
      function_kind: row.functionKind,
      lang: row.lang,
      path_segment: row.pathSegment,
      menu_id: place?.menuId ?? 0,
      menu_parent_id: place?.menuParentId ?? 0,
      path: place?.path ?? displayName,
      url: urlOf(row, languages),
      create_time: row.createdAt.toISOString(),
      user_name: row.userName,
      is_publish: row.isPublish,
      is_draft: row.isDraft,
      needs_translation: row.needsTranslation,
    };
  }

  async function placeOf(companyId: number, row: PageRow): Promise<MenuPlace | undefined> {
    const tree = buildStoredTree(await listMenuNodes(db, companyId, row.websiteId, row.lang));
    return menuPlaces(tree).get(row.id);
  }

  async function toDetail(companyId: number, row: PageRow, lang: Lang): Promise<PageDetail> {
    const languages = await websiteLanguagesOf(db, companyId, row.websiteId);
    return {
      ...toListItem(row, await placeOf(companyId, row), languages, lang),
      website_id: row.websiteId,
      version: row.version,
      seo_title: row.seoTitle,
      keywords: row.keywords,
      description: row.description,
      social_image: row.socialImage,
      noindex: row.noindex,
      hide_header: row.hideHeader,
      hide_footer: row.hideFooter,
      source_page_id: row.sourcePageId,
      update_time: row.updatedAt.toISOString(),
      document: row.document as PageDocument,
    };
  }

  async function toSettings(companyId: number, row: PageRow): Promise<PageSettings> {
    const languages = await websiteLanguagesOf(db, companyId, row.websiteId);
    return {
      id: row.id,
      website_id: row.websiteId,
      lang: row.lang,
      version: row.version,
      page_name: row.pageName,
      path_segment: row.pathSegment,
      seo_title: row.seoTitle,
      keywords: row.keywords,
      description: row.description,
      social_image: row.socialImage,
      noindex: row.noindex,
      hide_header: row.hideHeader,
      hide_footer: row.hideFooter,
      url: urlOf(row, languages),
      is_publish: row.isPublish,
      is_draft: row.isDraft,
    };
  }

  /** A save that changed nothing: the page is gone (1105) or someone saved first (1201). */
  async function refusedSave(companyId: number, pageId: number): Promise<never> {
    const current = await findPage(db, companyId, pageId);
    if (!current) notOwned();
    throw new AppError('PAGE_CONFLICT', { data: { id: current.id, version: current.version } });
  }

  /** Inserts with the first free path after `base`, retrying when a concurrent insert takes it. */
  async function insertWithFreePath(
    values: Omit<
      PageRow,
      'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'pathSegment' | 'version' | 'published'
    >,
    base: string,
  ): Promise<PageRow> {
    for (let attempt = 0; attempt < PATH_ATTEMPTS; attempt++) {
      // The home address is not numbered: a second home page becomes `home`, `home-2`…
      let path = '';
      if (base !== '' || (await takenPaths(db, values.websiteId, values.lang, '')).has('')) {
        const numbered = base || 'home';
        path = firstFreePath(numbered, await takenPaths(db, values.websiteId, values.lang, numbered));
      }
      try {
        return await insertPage(db, { ...values, pathSegment: path });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new AppError('PAGE_PATH_TAKEN');
  }

  /**
   * The counterpart of `source` in `lang`: an existing one, or a new copy that points at the
   * default-language original and is marked as needing translation.
   */
  async function ensureTranslation(
    caller: Omit<Caller, 'lang'>,
    source: PageRow,
    lang: string,
  ): Promise<{ row: PageRow; created: boolean }> {
    const rootId = source.sourcePageId ?? source.id;
    const existing = await findTranslation(db, caller.companyId, source.websiteId, lang, rootId);
    if (existing) return { row: existing, created: false };
    const row = await insertWithFreePath(
      {
        companyId: caller.companyId,
        websiteId: source.websiteId,
        lang,
        pageName: source.pageName,
        pageType: PAGE_TYPE.ordinary,
        functionKind: null,
        seoTitle: source.seoTitle,
        keywords: source.keywords,
        description: source.description,
        socialImage: source.socialImage,
        noindex: source.noindex,
        hideHeader: source.hideHeader,
        hideFooter: source.hideFooter,
        document: source.document,
        isPublish: false,
        isDraft: false,
        needsTranslation: true,
        sourcePageId: rootId,
        userName: await userNameOf(db, caller.companyId, caller.userId),
      },
      source.pathSegment,
    );
    // The copy shows the same files as its source until someone changes it.
    await db.transaction((tx) => replacePageMediaUsage(tx, row));
    return { row, created: true };
  }

  /** The document with its visitor-facing texts run through the configured provider. */
  async function translateDocument(document: PageDocument, from: string, to: string): Promise<PageDocument> {
    const texts = translatableTexts(document);
    const byFormat = (format: 'text' | 'html') => texts.flatMap((t, i) => (t.format === format ? [i] : []));
    const out = texts.map((t) => t.value);
    try {
      for (const format of ['text', 'html'] as const) {
        const indexes = byFormat(format);
        const translated = await translator.translate(
          indexes.map((i) => texts[i]?.value ?? ''),
          from,
          to,
          format,
        );
        indexes.forEach((i, k) => {
          out[i] = translated[k] ?? out[i] ?? '';
        });
      }
    } catch (error) {
      if (error instanceof TranslationError) throw new AppError('TRANSLATION_FAILED');
      throw error;
    }
    // A service's answer goes through the same checks (and rich-text filter) as an operator's save.
    const checked = validatePageContent(withTranslatedTexts(document, out));
    if (!checked.ok) throw new AppError('TRANSLATION_FAILED');
    return checked.document;
  }

  async function languageList(companyId: number, websiteId: number): Promise<WebsiteLanguageList> {
    const languages = await websiteLanguagesOf(db, companyId, websiteId);
    if (languages.length === 0) notOwned();
    return {
      list: languages.map((l) => ({
        lang: l.lang,
        is_default: l.isDefault,
        position: l.position,
        menu_version: l.menuVersion,
      })),
    };
  }

  return {
    ensureTranslation,

    async translate(
      caller: Caller,
      pageId: number,
      lang: string,
    ): Promise<PageDetail & { created: boolean; provider: TranslationProvider['id'] }> {
      const source = await requirePage(caller.companyId, pageId);
      // Every language has system pages of its own.
      if (source.pageType === PAGE_TYPE.function) throw new AppError('FUNCTION_PAGE_LOCKED');
      await languageOf(caller.companyId, source.websiteId, lang);
      if (lang === source.lang)
        return {
          ...(await toDetail(caller.companyId, source, caller.lang)),
          created: false,
          provider: translator.id,
        };
      const { row, created } = await ensureTranslation(caller, source, lang);
      // Texts a person has already taken over are theirs: only an untouched copy is (re)filled.
      if (!created && !row.needsTranslation) {
        return { ...(await toDetail(caller.companyId, row, caller.lang)), created, provider: translator.id };
      }
      const original = source.sourcePageId
        ? await requirePage(caller.companyId, source.sourcePageId)
        : source;
      // Stored documents passed the block checks when they were saved.
      const filled = await translateDocument(original.document as PageDocument, original.lang, lang);
      const userName = await userNameOf(db, caller.companyId, caller.userId);
      // The copying provider leaves the page marked: its texts still need a person's translation.
      const updated = await db.transaction(async (tx) => {
        const saved = await updatePageAtVersion(tx, caller.companyId, row.id, row.version, {
          document: filled,
          needsTranslation: !translator.translates,
        });
        if (saved) {
          await replacePageMediaUsage(tx, saved);
          await recordPageVersion(
            tx,
            saved,
            { kind: 'translate', userName, userId: caller.userId },
            retention,
          );
        }
        return saved;
      });
      return {
        ...(await toDetail(caller.companyId, updated ?? row, caller.lang)),
        created,
        provider: translator.id,
      };
    },

    languages: languageList,

    async addLanguage(caller: Caller, websiteId: number, lang: string): Promise<WebsiteLanguageList> {
      const languages = await websiteLanguagesOf(db, caller.companyId, websiteId);
      if (languages.length === 0) notOwned();
      if (!languages.some((l) => l.lang === lang)) {
        const userName = await userNameOf(db, caller.companyId, caller.userId);
        try {
          await db.transaction((tx) =>
            addWebsiteLanguage(tx, {
              companyId: caller.companyId,
              websiteId,
              lang,
              isDefault: false,
              userName,
            }),
          );
        } catch (error) {
          // Added by a concurrent call: the outcome is the same.
          if (!isUniqueViolation(error)) throw error;
        }
      }
      return languageList(caller.companyId, websiteId);
    },

    async list(
      companyId: number,
      websiteId: number,
      lang: string | undefined,
      uiLang: Lang,
    ): Promise<PageList> {
      const { languages, language } = await languageOf(companyId, websiteId, lang);
      const rows = await listPages(db, companyId, websiteId, language.lang);
      const places = menuPlaces(
        buildStoredTree(await listMenuNodes(db, companyId, websiteId, language.lang)),
      );
      const menu: { order: number; item: PageListItem }[] = [];
      const result: PageList = { lang: language.lang, menuPageList: [], pageList: [], functionPageList: [] };
      for (const row of rows) {
        const place = places.get(row.id);
        const item = toListItem(row, place, languages, uiLang);
        if (row.pageType === PAGE_TYPE.function) result.functionPageList.push(item);
        else if (place) menu.push({ order: place.order, item });
        else result.pageList.push(item);
      }
      result.menuPageList = menu.sort((a, b) => a.order - b.order).map((m) => m.item);
      return result;
    },

    async detail(companyId: number, pageId: number, uiLang: Lang): Promise<PageDetail> {
      return toDetail(companyId, await requirePage(companyId, pageId), uiLang);
    },

    async create(caller: Caller, input: PageCreateInput): Promise<PageDetail> {
      const { language } = await languageOf(caller.companyId, input.website_id, input.lang);
      const values = {
        companyId: caller.companyId,
        websiteId: input.website_id,
        lang: language.lang,
        pageName: input.page_name,
        pageType: PAGE_TYPE.ordinary,
        functionKind: null,
        seoTitle: '',
        keywords: '',
        description: '',
        socialImage: '',
        noindex: false,
        hideHeader: false,
        hideFooter: false,
        document: { version: 1 as const, blocks: [] },
        isPublish: false,
        isDraft: false,
        needsTranslation: false,
        sourcePageId: null,
        userName: await userNameOf(db, caller.companyId, caller.userId),
      };
      let row: PageRow;
      if (input.path_segment !== undefined) {
        try {
          row = await insertPage(db, { ...values, pathSegment: input.path_segment });
        } catch (error) {
          if (isUniqueViolation(error)) throw new AppError('PAGE_PATH_TAKEN');
          throw error;
        }
      } else {
        row = await insertWithFreePath(values, pathFromName(input.page_name) ?? 'page');
      }
      return toDetail(caller.companyId, row, caller.lang);
    },

    async settings(companyId: number, pageId: number): Promise<PageSettings> {
      return toSettings(companyId, await requirePage(companyId, pageId));
    },

    async saveSettings(caller: Omit<Caller, 'lang'>, input: PageSetInput): Promise<PageSettings> {
      const { companyId } = caller;
      const page = await requirePage(companyId, input.id);
      const userName = await userNameOf(db, companyId, caller.userId);
      if (input.path_segment === '' && page.pageType === PAGE_TYPE.function) {
        throw new AppError('FUNCTION_PAGE_LOCKED');
      }
      const patch: Parameters<typeof updatePageAtVersion>[4] = {};
      if (input.page_name !== undefined) patch.pageName = input.page_name;
      if (input.path_segment !== undefined) patch.pathSegment = input.path_segment;
      if (input.seo_title !== undefined) patch.seoTitle = input.seo_title;
      if (input.keywords !== undefined) patch.keywords = input.keywords;
      if (input.description !== undefined) patch.description = input.description;
      if (input.social_image !== undefined) patch.socialImage = input.social_image;
      if (input.noindex !== undefined) patch.noindex = input.noindex;
      if (input.hide_header !== undefined) patch.hideHeader = input.hide_header;
      if (input.hide_footer !== undefined) patch.hideFooter = input.hide_footer;
      let row: PageRow | undefined;
      try {
        row = await db.transaction(async (tx) => {
          const saved = await updatePageAtVersion(tx, companyId, input.id, input.version, patch);
          // The social image is a file the page uses too.
          if (saved && patch.socialImage !== undefined) await replacePageMediaUsage(tx, saved);
          if (saved) {
            await recordPageVersion(
              tx,
              saved,
              { kind: 'settings', userName, userId: caller.userId },
              retention,
            );
          }
          return saved;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('PAGE_PATH_TAKEN');
        throw error;
      }
      if (!row) return refusedSave(companyId, input.id);
      return toSettings(companyId, row);
    },

    async saveElement(
      caller: Omit<Caller, 'lang'>,
      input: { id: number; version: number; document: PageDocument },
    ): Promise<PageSaved> {
      const { companyId } = caller;
      const checked = validatePageContent(input.document);
      if (!checked.ok) throw new AppError('PAGE_DOCUMENT_INVALID', { data: { fields: checked.problems } });
      const userName = await userNameOf(db, companyId, caller.userId);
      // Saving a translated page's content is the operator taking it over from the copy.
      const row = await db.transaction(async (tx) => {
        const saved = await updatePageAtVersion(tx, companyId, input.id, input.version, {
          document: checked.document,
          needsTranslation: false,
        });
        if (saved) {
          await replacePageMediaUsage(tx, saved);
          // An editing session's saves fold into one version (see keepContentSave).
          await keepContentSave(tx, saved, { userName, userId: caller.userId }, retention);
        }
        return saved;
      });
      if (!row) return refusedSave(companyId, input.id);
      return {
        id: row.id,
        version: row.version,
        is_publish: row.isPublish,
        is_draft: row.isDraft,
        update_time: row.updatedAt.toISOString(),
      };
    },

    /** The page's history, newest first, with the retention that bounds it. */
    async versions(companyId: number, pageId: number): Promise<PageVersionList> {
      const page = await requirePage(companyId, pageId);
      const rows = await listPageVersions(db, companyId, page.id);
      return { list: rows.map(toVersionItem), kept: retention.kept, published_days: retention.publishedDays };
    },

    async version(companyId: number, versionId: number): Promise<PageVersionDetail> {
      const row = await findPageVersion(db, companyId, versionId);
      if (!row) notOwned();
      const snap = row.snapshot;
      return {
        ...toVersionItem(row),
        path_segment: snap.pathSegment,
        keywords: snap.keywords,
        description: snap.description,
        social_image: snap.socialImage,
        noindex: snap.noindex,
        document: snap.document as PageDocument,
      };
    },

    /**
     * The version's content and search settings become the page's draft (its address stays: the
     * menu and other pages link to it). The restore is kept as a version of its own, so the draft it
     * replaced, itself a kept version, can be restored back.
     */
    async restoreVersion(caller: Caller, versionId: number): Promise<PageDetail> {
      const source = await findPageVersion(db, caller.companyId, versionId);
      if (!source) notOwned();
      // Blocks may have changed since: the version goes through today's checks like any save.
      const checked = validatePageContent(source.snapshot.document as PageDocument);
      if (!checked.ok) throw new AppError('PAGE_VERSION_OUTDATED');
      const userName = await userNameOf(db, caller.companyId, caller.userId);
      const snap = source.snapshot;
      for (let attempt = 0; attempt < RESTORE_ATTEMPTS; attempt++) {
        const page = await requirePage(caller.companyId, source.pageId);
        const row = await db.transaction(async (tx) => {
          const saved = await updatePageAtVersion(tx, caller.companyId, page.id, page.version, {
            pageName: snap.pageName,
            seoTitle: snap.seoTitle,
            keywords: snap.keywords,
            description: snap.description,
            socialImage: snap.socialImage,
            noindex: snap.noindex,
            document: checked.document,
            needsTranslation: false,
          });
          if (saved) {
            await replacePageMediaUsage(tx, saved);
            await recordPageVersion(
              tx,
              saved,
              { kind: 'restore', userName, userId: caller.userId, restoredFrom: source.id },
              retention,
            );
          }
          return saved;
        });
        if (row) return toDetail(caller.companyId, row, caller.lang);
      }
      return refusedSave(caller.companyId, source.pageId);
    },

    /** Names a version, or clears its name; a named version is kept and never saved into. */
    async nameVersion(companyId: number, versionId: number, name: string): Promise<PageVersionItem> {
      const row = await namePageVersion(db, companyId, versionId, name);
      if (!row) notOwned();
      return toVersionItem(row);
    },

    /** A new unpublished page outside the menu with the source's settings and content. */
    async copy(caller: Caller, pageId: number): Promise<PageDetail> {
      const source = await requirePage(caller.companyId, pageId);
      if (source.pageType === PAGE_TYPE.function) throw new AppError('FUNCTION_PAGE_LOCKED');
      const suffix = ' (copy)';
      const name =
        source.pageName === '' ? '' : `${source.pageName.slice(0, PAGE_NAME_MAX - suffix.length)}${suffix}`;
      const base = `${(source.pathSegment || 'home').slice(0, PAGE_PATH_SEGMENT_MAX - 10)}-copy`;
      const row = await insertWithFreePath(
        {
          companyId: caller.companyId,
          websiteId: source.websiteId,
          lang: source.lang,
          pageName: name,
          pageType: PAGE_TYPE.ordinary,
          functionKind: null,
          seoTitle: source.seoTitle,
          keywords: source.keywords,
          description: source.description,
          socialImage: source.socialImage,
          noindex: source.noindex,
          hideHeader: source.hideHeader,
          hideFooter: source.hideFooter,
          document: source.document,
          isPublish: false,
          isDraft: false,
          // A copy is a page of its own, not a second translation of the source's original.
          needsTranslation: false,
          sourcePageId: null,
          userName: await userNameOf(db, caller.companyId, caller.userId),
        },
        base,
      );
      await db.transaction((tx) => replacePageMediaUsage(tx, row));
      return toDetail(caller.companyId, row, caller.lang);
    },

    async remove(companyId: number, pageId: number): Promise<{ id: number }> {
      const page = await requirePage(companyId, pageId);
      // The public site needs its 404 and search pages.
      if (page.pageType === PAGE_TYPE.function) throw new AppError('FUNCTION_PAGE_LOCKED');
      if (!(await softDeletePage(db, companyId, pageId))) notOwned();
      return { id: pageId };
    },
  };
}
