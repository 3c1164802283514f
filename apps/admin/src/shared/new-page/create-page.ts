import type {
  MenuNode,
  MenuNodeInput,
  MenuTree,
  PageCreateBody,
  PageDetail,
  PageDocument,
} from '@sitewright/contract';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../api/http.ts';
import { requestLang } from '../lib/site-languages.ts';

/** Refusals the new-page form shows on its fields instead of a toast. */
export const NEW_PAGE_FIELD_CODES = [errorCodes.VALIDATION, errorCodes.PAGE_PATH_TAKEN] as const;

export interface NewPageInput {
  websiteId: number;
  /** The language the page is made in; the website's default when absent. */
  lang?: string | undefined;
  name: string;
  /** The page's address segment; empty or absent lets the server derive it from the name. */
  pathSegment?: string;
  /** Blocks to start with (a copy of a page or a template page), or none for a blank page. */
  document: PageDocument | null;
  /** 'none': not in the menu; 0: a top-level item; otherwise the menu node to nest it under. */
  menuParent: 'none' | number;
}

/** The menu tree of a language (the website's default when none is given), for a new page's position. */
export function getMenuTree(websiteId: number, lang?: string, signal?: AbortSignal): Promise<MenuTree> {
  const query = lang ? { website_id: websiteId, lang: requestLang(lang) } : { website_id: websiteId };
  return http.call(calls.menu.edit, { query, signal });
}

function toInput(nodes: readonly MenuNode[]): MenuNodeInput[] {
  return nodes.map((n) => ({
    value: n.value,
    label: n.label,
    website_page_id: n.website_page_id,
    children: toInput(n.children),
  }));
}

function withChild(nodes: MenuNodeInput[], parent: number, child: MenuNodeInput): MenuNodeInput[] {
  return nodes.map((n) =>
    n.value === parent
      ? { ...n, children: [...(n.children ?? []), child] }
      : { ...n, children: withChild(n.children ?? [], parent, child) },
  );
}

/**
 * The body of page-detail (create): the name trimmed, an ordinary page (type 0), the address
 * segment in lowercase or left out so the server derives one, the language only when given.
 */
export function newPageBody(
  input: Pick<NewPageInput, 'websiteId' | 'lang' | 'name' | 'pathSegment'>,
): PageCreateBody {
  const segment = input.pathSegment?.trim().toLowerCase() ?? '';
  return {
    website_id: input.websiteId,
    page_name: input.name.trim(),
    page_type: 0,
    ...(segment ? { path_segment: segment } : {}),
    ...(input.lang ? { lang: requestLang(input.lang) } : {}),
  };
}

/** Creates the page, gives it the chosen content, then hangs it into the menu where asked. */
export async function createPageWithContent(input: NewPageInput): Promise<PageDetail> {
  const body = newPageBody(input);
  const page = await http.call(calls.page.create, { body, toast: NEW_PAGE_FIELD_CODES });
  if (input.document && input.document.blocks.length > 0) {
    await http.call(calls.page.saveElement, {
      body: { id: page.id, version: page.version, document: input.document },
    });
  }
  if (input.menuParent !== 'none') {
    const menu = await getMenuTree(input.websiteId, input.lang);
    const item: MenuNodeInput = { label: input.name, website_page_id: page.id, children: [] };
    const tree = toInput(menu.data);
    await http.call(calls.menu.save, {
      body: {
        website_id: input.websiteId,
        lang: requestLang(menu.lang),
        version: menu.version,
        tree: input.menuParent === 0 ? [...tree, item] : withChild(tree, input.menuParent, item),
      },
    });
  }
  return page;
}
