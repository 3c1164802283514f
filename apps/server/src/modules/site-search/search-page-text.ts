import { SEARCH_SKIP_ATTRIBUTE } from '@sitewright/blocks';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;

/** What the index takes of one published HTML page. */
export interface PageText {
  /** `<html lang>`, as written. */
  lang: string;
  noindex: boolean;
  title: string;
  description: string;
  /** The words visitors read in the page's content, whitespace collapsed. */
  text: string;
}

/** Elements whose text is not content: code, the site's chrome, forms (a search box says "Search"). */
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'nav',
  'header',
  'footer',
  'form',
  'button',
  'select',
  'textarea',
  'iframe',
  'head',
]);
/**
 * Elements inside a line of text: no space is added at their edges ("<b>Sto</b>re" is one word).
 * `time` is not among them: a card's date follows its title ("Spring menu" "2026-03-01"), and
 * the two must not read as one word.
 */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'dfn',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
]);

const isElement = (node: Node): node is Element => 'tagName' in node;
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const children = (node: Node): Node[] =>
  'childNodes' in node ? (node.childNodes as DefaultTreeAdapterTypes.ChildNode[]) : [];

function find(node: Node, match: (element: Element) => boolean): Element | undefined {
  for (const child of children(node)) {
    if (isElement(child)) {
      if (match(child)) return child;
      const deeper = find(child, match);
      if (deeper) return deeper;
    }
  }
  return undefined;
}

function textOf(node: Node, out: string[], limit: number, skip: ReadonlySet<string>): void {
  for (const child of children(node)) {
    if (out.length > limit) return;
    if (child.nodeName === '#text') out.push((child as DefaultTreeAdapterTypes.TextNode).value);
    else if (
      isElement(child) &&
      !skip.has(child.tagName) &&
      attr(child, SEARCH_SKIP_ATTRIBUTE) === undefined
    ) {
      const spaced = !INLINE.has(child.tagName);
      if (spaced) out.push(' ');
      if (child.tagName === 'img') out.push(attr(child, 'alt') ?? '');
      textOf(child, out, limit, skip);
      if (spaced) out.push(' ');
    }
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads a page as published: its language, whether it asks not to be indexed, its title and
 * description, and the text of its `<main>` (or of its body without header, footer and menus),
 * without the parts that show other pages' content (SEARCH_SKIP_ATTRIBUTE: related items).
 * `maxText` bounds the text kept, so one huge page cannot swell the index.
 */
export function pageText(html: string, maxText: number): PageText {
  const document = parse(html);
  const root = find(document, (e) => e.tagName === 'html');
  const head = root && find(root, (e) => e.tagName === 'head');
  const body = root && find(root, (e) => e.tagName === 'body');
  const meta = (name: string) => {
    const element = head && find(head, (e) => e.tagName === 'meta' && attr(e, 'name') === name);
    return element ? attr(element, 'content') : undefined;
  };
  const titleElement = head && find(head, (e) => e.tagName === 'title');
  const main = body && find(body, (e) => e.tagName === 'main');
  const parts: string[] = [];
  // Pieces are short (a text node each); counting them bounds the work before the text is joined.
  if (main ?? body) textOf((main ?? body) as Element, parts, maxText, SKIPPED);
  let title = '';
  if (titleElement) {
    const pieces: string[] = [];
    textOf(titleElement, pieces, 1000, new Set());
    title = collapse(pieces.join(''));
  }
  if (!title && main) {
    const h1 = find(main, (e) => e.tagName === 'h1');
    const pieces: string[] = [];
    if (h1) textOf(h1, pieces, 1000, SKIPPED);
    title = collapse(pieces.join(''));
  }
  return {
    lang: (root && attr(root, 'lang')) ?? '',
    noindex: /\bnoindex\b/i.test(meta('robots') ?? ''),
    title,
    description: collapse(meta('description') ?? ''),
    text: collapse(parts.join('')).slice(0, maxText),
  };
}
