import type { MenuNode, MenuNodeInput, PageDetail, PageDocument } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { requestLang } from '../../../shared/lib/site-languages.ts';
import { http } from '../../../shared/api/http.ts';
import { getEditorMenu } from './get-editor-pages.ts';

export interface NewPageInput {
  websiteId: number;
  lang: string;
  name: string;
  /** Blocks to start with (a copy of the current page), or none for a blank page. */
  document: PageDocument | null;
  /** 'none': not in the menu; 0: a top-level item; otherwise the menu node to nest it under. */
  menuParent: 'none' | number;
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

/** Creates the page, gives it the chosen content, then hangs it into the menu where asked. */
export async function createEditorPage(input: NewPageInput): Promise<PageDetail> {
  const page = await http.call(calls.page.create, {
    body: { website_id: input.websiteId, lang: requestLang(input.lang), page_name: input.name },
  });
  if (input.document && input.document.blocks.length > 0) {
    await http.call(calls.page.saveElement, {
      body: { id: page.id, version: page.version, document: input.document },
    });
  }
  if (input.menuParent !== 'none') {
    const menu = await getEditorMenu(input.websiteId, input.lang);
    const item: MenuNodeInput = { label: input.name, website_page_id: page.id, children: [] };
    const tree = toInput(menu.data);
    await http.call(calls.menu.save, {
      body: {
        website_id: input.websiteId,
        lang: requestLang(input.lang),
        version: menu.version,
        tree: input.menuParent === 0 ? [...tree, item] : withChild(tree, input.menuParent, item),
      },
    });
  }
  return page;
}
