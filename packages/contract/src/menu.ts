import { z } from 'zod';
import { MENU_MAX_DEPTH } from './constants.ts';
import { ColumnInt, defineCall, Id } from './envelope.ts';
import { gatedCalls, PAGE_WORK_ROLES } from './roles.ts';
import { arrayOf, boundedTree } from './nesting.ts';
import type { Lang } from './errors.ts';
import { SiteLang } from './page.ts';

export const MENU_LABEL_MAX = 100;
export const MENU_LINK_MAX = 2048;

/** Schemes a menu item may lead to besides addresses on the site (`/…`, `#…`). */
const MENU_LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * Whether a menu item may lead there: an address on the site, an anchor, or http(s), mailto and
 * tel; nothing that could end an attribute early, and no other scheme (`javascript:`, `data:`).
 */
export function isMenuLink(value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0020"'<>\\`\u007f]/.test(value)) return false;
  if (value.startsWith('/') || value.startsWith('#')) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && MENU_LINK_SCHEMES.has(scheme);
}

/** Where an item without a page leads (an article, a product, a file, an e-mail, …); '' for nowhere. */
export const MenuLink = z
  .string()
  .trim()
  .max(MENU_LINK_MAX)
  .refine(
    (v) => v === '' || isMenuLink(v),
    'Links may only use http, https, mailto, tel or an address on the site',
  );

/** Most nodes one menu may hold; far beyond any usable navigation, it bounds the work of one save. */
export const MENU_MAX_NODES = 500;

/** One node of a menu tree as the server answers it (spec §3 Menu node). */
export interface MenuNode {
  /** The node's id. */
  value: number;
  label: string;
  /** The attached page, 0 for a node without a page (shown greyed, not selectable). */
  website_page_id: number;
  /** Where a node without a page leads instead ('' or absent: nowhere, it only groups). */
  link?: string | undefined;
  /** The attached page has changes not yet published (shown as 'updated'). */
  is_draft: boolean;
  children: MenuNode[];
}

export const MenuNode: z.ZodType<MenuNode> = z.lazy(() =>
  z.object({
    value: z.number().int(),
    label: z.string(),
    website_page_id: z.number().int(),
    link: z.string().optional(),
    is_draft: z.boolean(),
    children: z.array(MenuNode),
  }),
);

/**
 * A node as save-menu and exam-menu take it. Deliberately loose (empty labels, any depth) so that
 * exam-menu can name every problem; save-menu runs the same examination and refuses on any.
 */
export interface MenuNodeInput {
  /** The node's id when it came from get-edit-page-menu; only used to point at problems. */
  value?: number | undefined;
  label: string;
  website_page_id?: number | undefined;
  /** Where the item leads when it has no page; ignored when it has one. */
  link?: string | undefined;
  children?: MenuNodeInput[] | undefined;
}

export const MenuNodeInput: z.ZodType<MenuNodeInput> = z.lazy(() =>
  z.object({
    // Not an `Id`: a node's own id only points problems at it, and saving replaces every node.
    value: ColumnInt.positive().optional(),
    label: z.string().max(MENU_LABEL_MAX),
    website_page_id: ColumnInt.optional(),
    link: MenuLink.optional(),
    children: z.array(MenuNodeInput).optional(),
  }),
);

/** Far deeper than allowed, so that exam-menu can still point at the items past the third level. */
const MENU_INPUT_MAX_NESTING = 32;

export const MenuTreeInput = boundedTree(z.array(MenuNodeInput), {
  roots: arrayOf,
  children: (node) => arrayOf(node.children),
  maxDepth: MENU_INPUT_MAX_NESTING,
  maxNodes: MENU_MAX_NODES * 4,
});

/** One problem found by exam-menu (and refused by save-menu). */
export const MenuProblem = z.object({
  /** The node's `value` as sent, or null when it had none. */
  value: z.number().int().nullable(),
  /** Where the node sits in the sent tree, e.g. `tree.0.children.2`. */
  path: z.string(),
  /** The node's labels from the top down, joined by '/'. */
  label_path: z.string(),
  kind: z.enum(['too_deep', 'empty_name', 'duplicate_page', 'duplicate_path', 'unknown_page', 'too_many']),
  message: z.string(),
});
export type MenuProblem = z.infer<typeof MenuProblem>;
export type MenuProblemKind = MenuProblem['kind'];

export const menuProblemMessages: Record<MenuProblemKind, Record<Lang, string>> = {
  too_deep: {
    en: `Menus can be at most ${MENU_MAX_DEPTH} levels deep.`,
    zh: `菜单最多${MENU_MAX_DEPTH === 3 ? '三' : MENU_MAX_DEPTH}级`,
  },
  empty_name: { en: 'Give this menu item a name.', zh: '请填写菜单名称' },
  duplicate_page: {
    en: 'This page is already attached to another menu item.',
    zh: '该页面已关联到其他菜单',
  },
  duplicate_path: {
    en: 'Another menu item at this level has the same name.',
    zh: '同一级菜单中已有相同名称',
  },
  unknown_page: {
    en: 'This page does not exist in this website and language, or is a system page.',
    zh: '该页面不存在于当前网站和语言中，或为系统页面',
  },
  too_many: {
    en: 'The menu has too many items.',
    zh: '菜单项过多',
  },
};

/** A menu tree with the version a save must start from. */
export const MenuTree = z.object({
  /** `{code: 0, data: tree}` as the client of spec §7 reads it, plus the language and version. */
  code: z.literal(0),
  data: z.array(MenuNode),
  lang: z.string(),
  /** Sent back with save-menu; a save over a newer version is refused (1208). */
  version: z.number().int(),
});
export type MenuTree = z.infer<typeof MenuTree>;

export const EditMenuQuery = z.object({
  website_id: Id,
  /** The website's default language when absent. */
  lang: SiteLang.optional(),
});

export const SaveMenuBody = z.object({
  website_id: Id,
  lang: SiteLang.optional(),
  version: ColumnInt,
  tree: MenuTreeInput,
});
export type SaveMenuBody = z.input<typeof SaveMenuBody>;

export const MenuSaved = z.object({
  /** The pages attached by the saved tree, in menu order. */
  website_page_id: z.array(z.number().int()),
  version: z.number().int(),
  /** The tree as stored, with the new node ids. */
  data: z.array(MenuNode),
});
export type MenuSaved = z.infer<typeof MenuSaved>;

export const ExamMenuBody = z.object({
  website_id: Id,
  lang: SiteLang.optional(),
  tree: MenuTreeInput,
});
export type ExamMenuBody = z.input<typeof ExamMenuBody>;

export const MenuExam = z.object({ ok: z.boolean(), problems: z.array(MenuProblem) });
export type MenuExam = z.infer<typeof MenuExam>;

export const DelMenuQuery = z.object({ id: Id });

export const LanguageMenuQuery = z.object({
  /** The website id. */
  id: Id,
  lang: SiteLang.optional(),
  /** 1: include pages not yet published (the editor's preview); otherwise published pages only. */
  is_preview: z.enum(['0', '1']).default('0'),
});

export const menuCalls = gatedCalls(PAGE_WORK_ROLES, {
  edit: defineCall({
    method: 'GET',
    path: '/api/website/get-edit-page-menu',
    query: EditMenuQuery,
    data: MenuTree,
  }),
  save: defineCall({ method: 'POST', path: '/api/website/save-menu', body: SaveMenuBody, data: MenuSaved }),
  del: defineCall({
    method: 'DELETE',
    path: '/api/website/del-menu',
    query: DelMenuQuery,
    data: z.object({ id: z.number().int(), version: z.number().int() }),
  }),
  exam: defineCall({
    method: 'POST',
    path: '/api/website/exam-menu',
    body: ExamMenuBody,
    data: MenuExam,
    audit: false,
  }),
  language: defineCall({
    method: 'GET',
    path: '/api/website/get-language-menu',
    query: LanguageMenuQuery,
    data: MenuTree,
  }),
});

export const InitForCopyBody = z.object({
  website_id: Id,
  /** The language to fill. */
  lang: SiteLang,
  /** The language to copy from; the website's default when absent. */
  from_lang: SiteLang.optional(),
});
export type InitForCopyBody = z.input<typeof InitForCopyBody>;

export const InitForCopyResult = z.object({
  /** The pages created in `lang`, each marked as needing translation. */
  website_page_id: z.array(z.number().int()),
  /** Whether the menu was copied too (only into a language whose menu is still empty). */
  menu_copied: z.boolean(),
  version: z.number().int(),
});
export type InitForCopyResult = z.infer<typeof InitForCopyResult>;

/**
 * init_for_copy: starts a language as a copy of another one: every ordinary page without a
 * counterpart yet gets one (marked as needing translation), and an empty menu gets the source's tree.
 */
export const initForCopyCall = defineCall({
  method: 'POST',
  path: '/api/website/init_for_copy',
  body: InitForCopyBody,
  data: InitForCopyResult,
  roles: PAGE_WORK_ROLES,
});
