import { type DefaultTreeAdapterTypes, defaultTreeAdapter, html as htmlSpec, parseFragment } from 'parse5';
import { normalizeUrl, urlScheme } from './url-scheme.ts';

type Node = DefaultTreeAdapterTypes.ChildNode;
type Element = DefaultTreeAdapterTypes.Element;

const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** Rich text longer than this is cut before parsing, so one field cannot stall a save. */
export const RICH_TEXT_MAX_LENGTH = 200_000;

/**
 * How much markup (tag names and attributes) parsing may build. The HTML parser reopens every
 * still-open formatting element in each new paragraph, so 70 kB of `<p><b class=…>x` builds a
 * tree of gigabytes; well-formed rich text builds about its own length.
 */
const TREE_BUDGET = 2 * RICH_TEXT_MAX_LENGTH;

class TreeOverBudget extends Error {}

/** The standard tree adapter, stopping the parse once the tree outgrows the budget. */
function budgetedTreeAdapter(): typeof defaultTreeAdapter {
  let weight = 0;
  return {
    ...defaultTreeAdapter,
    createElement(tagName, namespaceURI, attrs) {
      weight += tagName.length + 2;
      for (const attr of attrs) weight += attr.name.length + attr.value.length + 4;
      if (weight > TREE_BUDGET) throw new TreeOverBudget();
      return defaultTreeAdapter.createElement(tagName, namespaceURI, attrs);
    },
  };
}

/** Tags kept as they are (spec §5 whitelist plus ordinary formatting and table parts). */
// biome-ignore format: one tag list reads better packed
export const RICH_TEXT_TAGS: ReadonlySet<string> = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'small',
  'mark', 'code', 'pre', 'kbd', 'samp', 'blockquote', 'q', 'cite', 'abbr', 'span', 'div', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);

/**
 * Tags dropped with everything inside: script and style bodies, embedded documents and plugins,
 * foreign (SVG/MathML) content where parsing rules differ, and form controls.
 */
// biome-ignore format: one tag list reads better packed
const DROPPED_WITH_CONTENT = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'noscript', 'noembed',
  'noframes', 'template', 'svg', 'math', 'textarea', 'select', 'option', 'optgroup', 'title', 'xmp',
  'plaintext', 'head', 'base', 'link', 'meta', 'param', 'audio', 'video', 'source', 'track', 'canvas',
  'form', 'input', 'button', 'dialog', 'portal', 'iframe', 'datalist', 'output', 'keygen', 'menu',
]);

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col']);

const GLOBAL_ATTRS = new Set(['class', 'title', 'style', 'dir', 'lang']);
const TAG_ATTRS: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'target']),
  img: new Set(['src', 'alt', 'width', 'height']),
  // colwidth: the rich-text editor's column widths (px, one per spanned column; 0 = not set).
  td: new Set(['colspan', 'rowspan', 'colwidth', 'align', 'valign']),
  th: new Set(['colspan', 'rowspan', 'colwidth', 'scope', 'align', 'valign']),
  ol: new Set(['start', 'type', 'reversed']),
  li: new Set(['value']),
  col: new Set(['span', 'width']),
  colgroup: new Set(['span', 'width']),
  table: new Set(['border', 'width']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  p: new Set(['align']),
  div: new Set(['align']),
};

const ALLOWED_TARGETS = new Set(['_blank', '_self', '_parent', '_top']);
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
const DATA_IMAGE = /^data:image\/(?:png|gif|jpe?g|webp);base64,[a-z0-9+/=\s]+$/i;

// biome-ignore format: one property list reads better packed
const STYLE_PROPERTIES = new Set([
  'color', 'background-color', 'text-align', 'text-decoration', 'text-indent', 'font-size', 'font-weight',
  'font-style', 'line-height', 'letter-spacing', 'vertical-align', 'white-space', 'list-style-type',
  'width', 'height', 'max-width', 'margin', 'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left', 'border', 'border-top',
  'border-right', 'border-bottom', 'border-left', 'border-color', 'border-style', 'border-width',
  'border-collapse', 'float',
]);
/**
 * Properties kept only as a plain px number: the editor writes the least width of table columns
 * (and of the table they add up to) this way; nothing else needs them.
 */
const PX_ONLY_PROPERTIES = new Set(['min-width']);
const PX_LENGTH = /^\d{1,5}(?:\.\d{1,17})?px$/;
/** The editor's colwidth: a px number per spanned column (a table has at most 20), 0 where unset. */
const COLWIDTH = /^\d{1,5}(?:\.\d{1,17})?(?:,\d{1,5}(?:\.\d{1,17})?){0,19}$/;
/** Plain CSS values only: no url(), expression(), escapes, comments or at-rules can be spelled with these. */
const STYLE_VALUE = /^[-#a-z0-9.,%\s()!]+$/i;
const STYLE_FUNCTIONS = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
/** Negative lengths (margin-top: -9999px) would let rich text slide over the page around it. */
const NEGATIVE_NUMBER = /(?:^|[\s,(])-\s*[\d.]/;

/**
 * Control characters, lone surrogates and noncharacters are parse errors in HTML; they carry no
 * meaning in rich text, so they go.
 */
const INVALID_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  /[\u0000-\u0008\u000b\u000e-\u001f\u007f-\u009f\ufdd0-\ufdef\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function escapeText(value: string): string {
  return value
    .replace(INVALID_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\u00a0/g, '&nbsp;');
}

function escapeAttr(value: string): string {
  return value
    .replace(INVALID_CHARS, '')
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function cleanStyle(value: string): string | null {
  const kept: string[] = [];
  for (const declaration of value.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const val = declaration.slice(colon + 1).trim();
    if (PX_ONLY_PROPERTIES.has(property)) {
      if (PX_LENGTH.test(val)) kept.push(`${property}: ${val}`);
      continue;
    }
    if (!STYLE_PROPERTIES.has(property) || !val || val.length > 200 || !STYLE_VALUE.test(val)) continue;
    if (NEGATIVE_NUMBER.test(val)) continue;
    const functions = [...val.matchAll(/([a-z-]*)\s*\(/gi)].map((m) => (m[1] ?? '').toLowerCase());
    if (functions.some((f) => !STYLE_FUNCTIONS.has(f))) continue;
    kept.push(`${property}: ${val}`);
  }
  return kept.length > 0 ? kept.join('; ') : null;
}

function cleanUrl(tag: string, name: string, value: string): string | null {
  const url = normalizeUrl(value);
  const scheme = urlScheme(url);
  if (scheme === null) return url;
  if (LINK_SCHEMES.has(scheme) && (name === 'href' || scheme.startsWith('http'))) return url;
  if (tag === 'img' && name === 'src' && scheme === 'data' && DATA_IMAGE.test(url)) return url;
  return null;
}

function cleanAttributes(el: Element): string {
  const tag = el.tagName;
  const allowed = TAG_ATTRS[tag];
  let out = '';
  let blank = false;
  for (const { name, value } of el.attrs) {
    if (!GLOBAL_ATTRS.has(name) && !allowed?.has(name)) continue;
    let clean: string | null = value;
    switch (name) {
      case 'href':
      case 'src':
      case 'cite':
        clean = cleanUrl(tag, name, value);
        break;
      case 'style':
        clean = cleanStyle(value);
        break;
      case 'target':
        clean = ALLOWED_TARGETS.has(value.toLowerCase()) ? value.toLowerCase() : null;
        blank = clean === '_blank';
        break;
      case 'width':
      case 'height':
        clean = /^\d{1,5}%?$/.test(value.trim()) ? value.trim() : null;
        break;
      case 'colwidth':
        clean = COLWIDTH.test(value.trim()) ? value.trim() : null;
        break;
      case 'colspan':
      case 'rowspan':
      case 'span':
      case 'start':
      case 'value':
      case 'border':
        clean = /^\d{1,4}$/.test(value.trim()) ? value.trim() : null;
        break;
      case 'class':
        clean =
          value
            .split(/\s+/)
            .filter((c) => /^[A-Za-z0-9_-]{1,64}$/.test(c))
            .join(' ') || null;
        break;
      case 'reversed':
        clean = '';
        break;
      default:
        clean = value.slice(0, 500);
    }
    if (clean !== null) out += ` ${name}="${escapeAttr(clean)}"`;
  }
  // A page opened in a new tab must not get a handle on the page that opened it.
  if (blank) out += ' rel="noopener noreferrer"';
  return out;
}

/**
 * Filters rich text through the whitelist of spec §5. The input is parsed the way a browser
 * parses it (parse5 implements the HTML standard), then re-serialised from the whitelist only,
 * so what is stored is exactly what a browser will build from it. Markup whose parse would
 * outgrow the tree budget comes back empty.
 */
export function sanitizeRichText(html: string): string {
  return filterWithinBudget(html) ?? '';
}

/**
 * For saving: the filtered markup, or null when it cannot be stored as it is, because parsing
 * it would outgrow the tree budget or the filtered form is longer than RICH_TEXT_MAX_LENGTH
 * (escaping and closing tags lengthen text). What it answers filters to itself, so a stored
 * document passes the same check again at publish.
 */
export function sanitizeRichTextWithinLimits(html: string): string | null {
  if (html.length > RICH_TEXT_MAX_LENGTH) return null;
  const clean = filterWithinBudget(html);
  return clean !== null && clean.length <= RICH_TEXT_MAX_LENGTH ? clean : null;
}

function filterWithinBudget(html: string): string | null {
  // Parsed as the content of a <div>, which is where the rich-text block puts it, so stray table
  // parts and the like are dropped here exactly as the visitor's browser would drop them.
  const container = defaultTreeAdapter.createElement('div', htmlSpec.NS.HTML, []);
  let fragment: DefaultTreeAdapterTypes.DocumentFragment;
  try {
    fragment = parseFragment(container, html.slice(0, RICH_TEXT_MAX_LENGTH), {
      treeAdapter: budgetedTreeAdapter(),
    });
  } catch (error) {
    if (error instanceof TreeOverBudget) return null;
    throw error;
  }
  let out = '';
  // An explicit stack keeps deeply nested hostile input from exhausting the call stack.
  const stack: (Node | string)[] = [...fragment.childNodes].reverse();
  while (stack.length > 0) {
    const item = stack.pop() as Node | string;
    if (typeof item === 'string') {
      out += item;
      continue;
    }
    if (item.nodeName === '#text') {
      out += escapeText((item as DefaultTreeAdapterTypes.TextNode).value);
      continue;
    }
    if (!('tagName' in item)) continue;
    const el = item as Element;
    if (el.namespaceURI !== HTML_NS || DROPPED_WITH_CONTENT.has(el.tagName)) continue;
    const children = [...el.childNodes].reverse();
    if (!RICH_TEXT_TAGS.has(el.tagName)) {
      // Unknown but harmless wrappers (font, center, article…) give way to their content.
      stack.push(...children);
      continue;
    }
    out += `<${el.tagName}${cleanAttributes(el)}>`;
    // The parser drops one newline right after <pre>, so a leading newline in the text needs a
    // spare one in front of it, as the HTML serialisation algorithm does.
    const first = el.childNodes[0];
    if (
      el.tagName === 'pre' &&
      first?.nodeName === '#text' &&
      (first as DefaultTreeAdapterTypes.TextNode).value.startsWith('\n')
    ) {
      out += '\n';
    }
    if (VOID_TAGS.has(el.tagName)) continue;
    stack.push(`</${el.tagName}>`, ...children);
  }
  return out;
}
