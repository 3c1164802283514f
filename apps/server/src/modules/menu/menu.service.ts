import {
  type Lang,
  MENU_MAX_DEPTH,
  MENU_MAX_NODES,
  type MenuExam,
  type MenuNode,
  type MenuNodeInput,
  type MenuProblem,
  type MenuProblemKind,
  type MenuSaved,
  type MenuTree,
  type InitForCopyResult,
  menuProblemMessages,
  PAGE_TYPE,
} from '@sitewright/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  createPageService,
  type LanguageRow,
  listMenuNodes,
  listPages,
  type PageRow,
  websiteLanguagesOf,
} from '../page/index.ts';
import {
  bumpMenuVersion,
  deleteMenuNode,
  findMenuNode,
  type NewMenuNode,
  replaceMenu,
} from './menu.repository.ts';
import { buildStoredTree, type StoredNode } from '../../lib/menu-tree.ts';
import { notOwned } from '../../lib/tenancy.ts';

/** The stored tree as a new one, with pages swapped for their counterparts (or dropped when none). */
function remapTree(tree: readonly StoredNode[], pageMap: ReadonlyMap<number, number>): NewMenuNode[] {
  return tree.map((node) => ({
    label: node.row.label,
    pageId: node.row.pageId === null ? null : (pageMap.get(node.row.pageId) ?? null),
    link: node.row.link,
    children: remapTree(node.children, pageMap),
  }));
}

/**
 * Everything wrong with a menu tree before it is saved: levels beyond three, empty names, a page
 * attached twice, two items with the same label path, and pages that are not ordinary pages of
 * this website and language. `attachable` holds the ids of the pages that may be attached.
 */
export function examineMenu(
  tree: readonly MenuNodeInput[],
  attachable: ReadonlySet<number>,
  lang: Lang,
): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const seenPages = new Set<number>();
  const seenPaths = new Set<string>();
  let count = 0;
  const report = (node: MenuNodeInput, path: string, labels: string[], kind: MenuProblemKind) =>
    problems.push({
      value: node.value ?? null,
      path,
      label_path: labels.join('/'),
      kind,
      message: menuProblemMessages[kind][lang],
    });
  const visit = (nodes: readonly MenuNodeInput[], path: string, parentLabels: string[], depth: number) => {
    nodes.forEach((node, index) => {
      const at = `${path}.${index}`;
      const label = node.label.trim();
      const labels = [...parentLabels, label];
      count++;
      if (depth > MENU_MAX_DEPTH) {
        report(node, at, labels, 'too_deep');
        return;
      }
      if (label === '') report(node, at, labels, 'empty_name');
      else {
        const key = labels.join('/').toLowerCase();
        if (seenPaths.has(key)) report(node, at, labels, 'duplicate_path');
        seenPaths.add(key);
      }
      const pageId = node.website_page_id ?? 0;
      if (pageId > 0) {
        if (!attachable.has(pageId)) report(node, at, labels, 'unknown_page');
        else if (seenPages.has(pageId)) report(node, at, labels, 'duplicate_page');
        seenPages.add(pageId);
      }
      visit(node.children ?? [], `${at}.children`, labels, depth + 1);
    });
  };
  visit(tree, 'tree', [], 1);
  if (count > MENU_MAX_NODES) {
    problems.push({
      value: null,
      path: 'tree',
      label_path: '',
      kind: 'too_many',
      message: menuProblemMessages.too_many[lang],
    });
  }
  return problems;
}

function toNewNodes(nodes: readonly MenuNodeInput[]): NewMenuNode[] {
  return nodes.map((node) => ({
    label: node.label.trim(),
    pageId: node.website_page_id ? node.website_page_id : null,
    link: node.website_page_id ? '' : (node.link ?? '').trim(),
    children: toNewNodes(node.children ?? []),
  }));
}

function toMenuNodes(tree: readonly StoredNode[], pagesById: ReadonlyMap<number, PageRow>): MenuNode[] {
  return tree.map((node) => ({
    value: node.row.id,
    label: node.row.label,
    website_page_id: node.row.pageId ?? 0,
    ...(node.row.pageId === null && node.row.link ? { link: node.row.link } : {}),
    is_draft: node.row.pageId === null ? false : (pagesById.get(node.row.pageId)?.isDraft ?? false),
    children: toMenuNodes(node.children, pagesById),
  }));
}

/**
 * What visitors may see: items whose page is published, items that lead elsewhere by their link,
 * and items without either that still hold some. An unpublished page hides its whole branch, as its children hang under its address.
 */
function publishedOnly(tree: readonly MenuNode[], pagesById: ReadonlyMap<number, PageRow>): MenuNode[] {
  const out: MenuNode[] = [];
  for (const node of tree) {
    const children = publishedOnly(node.children, pagesById);
    if (node.website_page_id > 0) {
      if (pagesById.get(node.website_page_id)?.isPublish) out.push({ ...node, children });
    } else if (children.length > 0 || node.link) {
      out.push({ ...node, children });
    }
  }
  return out;
}

export type MenuService = ReturnType<typeof createMenuService>;

export function createMenuService(deps: { db: Db }) {
  const { db } = deps;
  const pageService = createPageService({ db });

  async function languageOf(
    companyId: number,
    websiteId: number,
    lang: string | undefined,
  ): Promise<LanguageRow> {
    const languages = await websiteLanguagesOf(db, companyId, websiteId);
    if (languages.length === 0) notOwned();
    const language =
      lang === undefined ? languages.find((l) => l.isDefault) : languages.find((l) => l.lang === lang);
    if (!language) throw new AppError('LANGUAGE_NOT_ADDED');
    return language;
  }

  async function treeOf(companyId: number, language: LanguageRow) {
    const [rows, pageRows] = await Promise.all([
      listMenuNodes(db, companyId, language.websiteId, language.lang),
      listPages(db, companyId, language.websiteId, language.lang),
    ]);
    const pagesById = new Map(pageRows.map((p) => [p.id, p]));
    return { nodes: toMenuNodes(buildStoredTree(rows), pagesById), pagesById, pageRows };
  }

  async function attachableOf(companyId: number, language: LanguageRow): Promise<Set<number>> {
    const rows = await listPages(db, companyId, language.websiteId, language.lang);
    return new Set(rows.filter((p) => p.pageType === PAGE_TYPE.ordinary).map((p) => p.id));
  }

  return {
    async edit(companyId: number, websiteId: number, lang: string | undefined): Promise<MenuTree> {
      const language = await languageOf(companyId, websiteId, lang);
      const { nodes } = await treeOf(companyId, language);
      return { code: 0, data: nodes, lang: language.lang, version: language.menuVersion };
    },

    async exam(
      companyId: number,
      input: { website_id: number; lang?: string | undefined; tree: MenuNodeInput[] },
      uiLang: Lang,
    ): Promise<MenuExam> {
      const language = await languageOf(companyId, input.website_id, input.lang);
      const problems = examineMenu(input.tree, await attachableOf(companyId, language), uiLang);
      return { ok: problems.length === 0, problems };
    },

    /** Replaces the menu in one transaction, or changes nothing at all. */
    async save(
      companyId: number,
      input: { website_id: number; lang?: string | undefined; version: number; tree: MenuNodeInput[] },
      uiLang: Lang,
    ): Promise<MenuSaved> {
      const language = await languageOf(companyId, input.website_id, input.lang);
      const problems = examineMenu(input.tree, await attachableOf(companyId, language), uiLang);
      if (problems.some((p) => p.kind === 'too_deep'))
        throw new AppError('MENU_TOO_DEEP', { data: { problems } });
      // A page id that is not this website's (another company's, deleted, another language's).
      if (problems.some((p) => p.kind === 'unknown_page')) notOwned();
      if (problems.length > 0) throw new AppError('MENU_INVALID', { data: { problems } });

      const scope = { companyId, websiteId: language.websiteId, lang: language.lang };
      const version = await db.transaction(async (tx) => {
        const bumped = await bumpMenuVersion(tx, companyId, scope.websiteId, scope.lang, input.version);
        if (bumped === undefined) return undefined;
        await replaceMenu(tx, scope, toNewNodes(input.tree));
        return bumped;
      });
      if (version === undefined) {
        const current = await languageOf(companyId, input.website_id, language.lang);
        throw new AppError('MENU_CONFLICT', { data: { version: current.menuVersion } });
      }
      const { nodes } = await treeOf(companyId, language);
      const pageIds: number[] = [];
      const collect = (list: readonly MenuNode[]) => {
        for (const node of list) {
          if (node.website_page_id > 0) pageIds.push(node.website_page_id);
          collect(node.children);
        }
      };
      collect(nodes);
      return { website_page_id: pageIds, version, data: nodes };
    },

    async del(companyId: number, nodeId: number): Promise<{ id: number; version: number }> {
      const node = await findMenuNode(db, companyId, nodeId);
      if (!node) notOwned();
      const version = await db.transaction(async (tx) => {
        if (!(await deleteMenuNode(tx, companyId, nodeId))) return undefined;
        return bumpMenuVersion(tx, companyId, node.websiteId, node.lang);
      });
      // Deleted by a concurrent call between the lookup and the delete.
      if (version === undefined) notOwned();
      return { id: nodeId, version };
    },

    async initForCopy(
      caller: { companyId: number; userId: number },
      input: { website_id: number; lang: string; from_lang?: string | undefined },
    ): Promise<InitForCopyResult> {
      const { companyId } = caller;
      const target = await languageOf(companyId, input.website_id, input.lang);
      const from = await languageOf(companyId, input.website_id, input.from_lang);
      if (from.lang === target.lang) throw new AppError('LANGUAGE_NOT_ADDED');
      const sources = (await listPages(db, companyId, from.websiteId, from.lang)).filter(
        (p) => p.pageType === PAGE_TYPE.ordinary,
      );
      const pageMap = new Map<number, number>();
      const created: number[] = [];
      for (const source of sources) {
        const { row, created: isNew } = await pageService.ensureTranslation(caller, source, target.lang);
        pageMap.set(source.id, row.id);
        if (isNew) created.push(row.id);
      }
      const [targetNodes, fromNodes] = await Promise.all([
        listMenuNodes(db, companyId, target.websiteId, target.lang),
        listMenuNodes(db, companyId, from.websiteId, from.lang),
      ]);
      let version = target.menuVersion;
      let menuCopied = false;
      if (targetNodes.length === 0 && fromNodes.length > 0) {
        const bumped = await db.transaction(async (tx) => {
          const next = await bumpMenuVersion(
            tx,
            companyId,
            target.websiteId,
            target.lang,
            target.menuVersion,
          );
          if (next === undefined) return undefined;
          await replaceMenu(
            tx,
            { companyId, websiteId: target.websiteId, lang: target.lang },
            remapTree(buildStoredTree(fromNodes), pageMap),
          );
          return next;
        });
        // Someone saved this language's menu meanwhile; theirs stands and the pages are still there.
        if (bumped !== undefined) {
          version = bumped;
          menuCopied = true;
        }
      }
      return { website_page_id: created, menu_copied: menuCopied, version };
    },

    async language(
      companyId: number,
      websiteId: number,
      lang: string | undefined,
      preview: boolean,
    ): Promise<MenuTree> {
      const language = await languageOf(companyId, websiteId, lang);
      const { nodes, pagesById } = await treeOf(companyId, language);
      return {
        code: 0,
        data: preview ? nodes : publishedOnly(nodes, pagesById),
        lang: language.lang,
        version: language.menuVersion,
      };
    },
  };
}
