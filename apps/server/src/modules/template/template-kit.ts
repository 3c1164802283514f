import type { BlockNode, Lang, PageDocument, SiteTheme, TemplateId } from '@sitewright/contract';
import { TEMPLATE_ASSETS_PATH } from '@sitewright/contract';

/** One page a template creates. `key` names it inside the template, so the menu can point at it. */
export interface TemplatePage {
  key: string;
  name: string;
  /** The page's address; '' is the home page. */
  path: string;
  seoTitle: string;
  description: string;
  keywords: string;
  document: PageDocument;
}

/** A menu item of a template; `page` is the key of one of the template's pages. */
export interface TemplateMenuNode {
  label: string;
  page?: string;
  children?: TemplateMenuNode[];
}

/** A template's shared sections: the header and footer every page shows. */
export interface TemplateFrame {
  header: PageDocument;
  footer: PageDocument;
}

/** A complete starting site: its look, its pages, its menu and its shared header and footer. */
export interface SiteTemplate {
  id: TemplateId;
  name: Record<Lang, string>;
  description: Record<Lang, string>;
  previewImage: string;
  /** The website takes this theme when the template is applied. */
  theme: SiteTheme;
  pages: TemplatePage[];
  menu: TemplateMenuNode[];
  frame: TemplateFrame;
}

/** A demo image the server ships, as documents reference it. */
export const asset = (file: string) => `${TEMPLATE_ASSETS_PATH}/${file}`;

/**
 * Builds block nodes with ids unique within one page. Each page gets its own kit, so ids stay
 * short and the same template always produces the same documents.
 */
export function blockKit(prefix: string) {
  let n = 0;
  const node = (
    type: string,
    props: Record<string, unknown>,
    slots?: Record<string, BlockNode[]>,
  ): BlockNode => ({
    id: `${prefix}-${++n}`,
    type,
    props,
    ...(slots ? { slots } : {}),
  });
  return {
    node,
    section: (props: Record<string, unknown>, content: BlockNode[]) => node('section', props, { content }),
    columns: (cols: BlockNode[][], props: Record<string, unknown> = {}) =>
      node(
        'columns',
        { count: cols.length, ...props },
        Object.fromEntries(cols.map((c, i) => [`column-${i + 1}`, c])),
      ),
    heading: (text: string, level = 2, align: 'left' | 'center' | 'right' = 'left') =>
      node('heading', { text, level, align }),
    text: (html: string) => node('rich-text', { html }),
    image: (file: string, alt: string, caption?: string) =>
      node('image', { src: asset(file), alt, ...(caption ? { caption } : {}) }),
    button: (
      text: string,
      href: string,
      variant: 'primary' | 'secondary' | 'outline' = 'primary',
      align: 'left' | 'center' | 'right' = 'left',
    ) => node('button', { text, href, variant, align }),
    spacer: (size: 'xs' | 'sm' | 'md' | 'lg' | 'xl' = 'md') => node('spacer', { size }),
    divider: () => node('divider', { lineStyle: 'solid', thickness: 1, width: 'short' }),
  };
}

export type BlockKit = ReturnType<typeof blockKit>;

/**
 * A template's header and footer: the language switcher above the sticky site menu, and the
 * footer with the template's company line and links. Pages hold only their own content.
 */
export function templateFrame(footer: {
  text: string;
  links: { label: string; href: string }[];
}): TemplateFrame {
  return {
    header: {
      version: 1,
      blocks: [
        {
          id: 'header-lang',
          type: 'language-switcher',
          props: { display: 'names', align: 'right', background: 'muted' },
        },
        { id: 'header-menu', type: 'nav-menu', props: { showSiteName: true, sticky: true, align: 'right' } },
      ],
    },
    footer: {
      version: 1,
      blocks: [
        {
          id: 'footer-main',
          type: 'footer',
          props: { text: footer.text, links: footer.links, background: 'dark' },
        },
      ],
    },
  };
}

/**
 * A template page: a breadcrumb on inner pages, then the page's own body. The site menu and the
 * footer are the template's shared sections (see templateFrame), not part of each page.
 */
export function templatePage(
  page: Omit<TemplatePage, 'document'>,
  body: (kit: BlockKit) => BlockNode[],
): TemplatePage {
  const kit = blockKit(page.key);
  const blocks: BlockNode[] = [];
  if (page.path !== '') blocks.push(kit.node('breadcrumb', { showHome: true }));
  blocks.push(...body(kit));
  return { ...page, document: { version: 1, blocks } };
}
