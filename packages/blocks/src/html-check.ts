import { type DefaultTreeAdapterTypes, parse, parseFragment, type ParserError } from 'parse5';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type Element = DefaultTreeAdapterTypes.Element;

/** Every element of a parsed tree, template contents included. */
export function elementsOf(root: ParentNode): Element[] {
  const out: Element[] = [];
  const stack: ParentNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as ParentNode;
    for (const child of node.childNodes) {
      if ('tagName' in child) {
        out.push(child);
        stack.push(child);
        const content = (child as DefaultTreeAdapterTypes.Template).content;
        if (content) stack.push(content);
      }
    }
  }
  return out;
}

/**
 * Parses markup the way a browser does and reports what a validator would flag: parse errors, and
 * elements the parser had to invent or drop (a start-tag count that differs from the tree's
 * element count means something was unclosed or misnested).
 */
export function checkHtml(
  html: string,
  kind: 'document' | 'fragment',
): { errors: string[]; root: ParentNode } {
  const errors: string[] = [];
  const onParseError = (e: ParserError) => errors.push(`${e.code} at ${e.startOffset}`);
  const root = kind === 'document' ? parse(html, { onParseError }) : parseFragment(html, { onParseError });
  const startTags = (html.match(/<[a-zA-Z]/g) ?? []).length;
  const elements = elementsOf(root).length;
  if (startTags !== elements) errors.push(`${startTags} start tags became ${elements} elements`);
  return { errors, root };
}
