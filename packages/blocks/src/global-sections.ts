import type { GlobalSectionKind, PageDocument } from '@sitewright/contract';
import { uiLang } from './context.ts';

/**
 * The shared header and footer a new website language starts with: the language switcher above
 * the site menu, and the footer with the site's name. The operator edits them in the page editor.
 */
export function defaultGlobalSection(kind: GlobalSectionKind): PageDocument {
  if (kind === 'header') {
    return {
      version: 1,
      blocks: [
        {
          id: 'header-lang',
          type: 'language-switcher',
          props: { display: 'names', align: 'right', background: 'muted' },
        },
        {
          id: 'header-menu',
          type: 'nav-menu',
          props: { showSiteName: true, sticky: true, align: 'right' },
        },
      ],
    };
  }
  return {
    version: 1,
    blocks: [{ id: 'footer-main', type: 'footer', props: { text: '', links: [], background: 'dark' } }],
  };
}

/** Block types that belong in a shared section rather than in each page's own content. */
export const FRAME_BLOCK_TYPES: Readonly<Record<GlobalSectionKind, readonly string[]>> = {
  header: ['nav-menu', 'language-switcher'],
  footer: ['footer'],
};

/**
 * What the site shows for an address it does not have, when the website's 404 page has no content
 * of its own: a heading, a line of help and the way home, in the page's language.
 */
export function notFoundDocument(lang: string, homeHref: string): PageDocument {
  const zh = uiLang(lang) === 'zh';
  return {
    version: 1,
    blocks: [
      {
        id: 'not-found',
        type: 'section',
        props: { background: 'surface', padding: 'large', width: 'boxed' },
        slots: {
          content: [
            {
              id: 'not-found-title',
              type: 'heading',
              props: { text: zh ? '页面不存在' : 'Page not found', level: 1, align: 'center' },
            },
            {
              id: 'not-found-text',
              type: 'rich-text',
              props: {
                html: zh
                  ? '<p style="text-align: center">您要找的页面不存在或已被移动。</p>'
                  : '<p style="text-align: center">The page you are looking for does not exist or has moved.</p>',
              },
            },
            {
              id: 'not-found-home',
              type: 'button',
              props: { text: zh ? '返回首页' : 'Back to the home page', href: homeHref, align: 'center' },
            },
          ],
        },
      },
    ],
  };
}

/**
 * What a search page starts with: its title, a search box and the place where results go. A
 * search page left empty is published with it too, so every site's `/search` answers queries.
 */
export function searchPageDocument(lang: string): PageDocument {
  const zh = uiLang(lang) === 'zh';
  return {
    version: 1,
    blocks: [
      {
        id: 'search',
        type: 'section',
        props: { background: 'none', padding: 'medium', width: 'boxed' },
        slots: {
          content: [
            {
              id: 'search-title',
              type: 'heading',
              props: { text: zh ? '搜索' : 'Search', level: 1, align: 'left' },
            },
            { id: 'search-box', type: 'search-box', props: { align: 'left' } },
            { id: 'search-results', type: 'search-results', props: {} },
          ],
        },
      },
    ],
  };
}
