import { type BrandContext, uiLang } from './context.ts';

/**
 * Template copy names the operator's business through placeholders, filled whenever a page is
 * rendered (editor canvas, preview, download, publish) from the website's name and brand kit as
 * they stand then: a change to the brand kit shows on every page at the next render.
 */
export const BRAND_PLACEHOLDERS = [
  'website.name',
  'company.name',
  'company.address',
  'company.phone',
  'company.email',
] as const;
export type BrandPlaceholder = (typeof BRAND_PLACEHOLDERS)[number];
export type BrandValues = Record<BrandPlaceholder, string>;

/** What the placeholders stand for on one website; '' for a detail its brand kit leaves empty. */
export function brandValues(siteName: string, brand: BrandContext | undefined): BrandValues {
  return {
    'website.name': siteName,
    // A business without a company name of its own goes by its website's.
    'company.name': brand?.companyName || siteName,
    'company.address': brand?.address ?? '',
    'company.phone': brand?.phone ?? '',
    'company.email': brand?.email ?? '',
  };
}

const PLACEHOLDER = /\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/g;

/**
 * Pages made from a template before the details were filled at render time hold the neutral
 * wording that stood in for an empty detail. Read back as their placeholders, those pages show the
 * brand kit's details too, without rewriting stored pages, snapshots or history.
 */
const FORMER_WORDING: readonly [RegExp, string][] = [
  [/Street, postcode and city/g, '{{company.address}}'],
  [/(Phone: )Phone number/g, '$1{{company.phone}}'],
  [/(: )E-mail address/g, '$1{{company.email}}'],
];

function withPlaceholders(text: string): string {
  let out = text;
  for (const [former, placeholder] of FORMER_WORDING) out = out.replace(former, placeholder);
  return out;
}

/** Cheap test first: most strings name nothing of the brand, and a long rich text is scanned once. */
const mayNameBrand = (text: string) =>
  text.includes('{{') ||
  text.includes('Street, postcode') ||
  text.includes('Phone number') ||
  text.includes('E-mail address');

/** Whether a text shows one of the website's details (a placeholder or the former wording). */
export function namesBrandDetail(text: string): boolean {
  if (!mayNameBrand(text)) return false;
  return withPlaceholders(text).search(PLACEHOLDER) !== -1;
}

/** On the editor canvas an empty detail says where to fill it; visitors never see this. */
const HINTS: Record<'en' | 'zh', Partial<Record<BrandPlaceholder, string>>> = {
  en: {
    'company.address': '[add your address in website settings → Brand]',
    'company.phone': '[add your phone number in website settings → Brand]',
    'company.email': '[add your e-mail address in website settings → Brand]',
  },
  zh: {
    'company.address': '[请在网站设置 → 品牌中填写地址]',
    'company.phone': '[请在网站设置 → 品牌中填写电话]',
    'company.email': '[请在网站设置 → 品牌中填写邮箱]',
  },
};

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface FillOptions {
  /** The text is rich text: values are escaped, and a line naming an empty detail is dropped. */
  html?: boolean;
  /** Rendering on the editor canvas: an empty detail shows where to fill it instead. */
  canvas?: boolean;
  lang?: string;
}

/** Whether a text names a detail its website leaves empty. */
function namesEmpty(text: string, values: BrandValues): boolean {
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (values[match[1] as BrandPlaceholder] === '') return true;
  }
  return false;
}

/**
 * Rich text without the lines that name an empty detail ("Phone: " with no number): a line runs
 * between paragraph, line-break and list-item boundaries. Paragraphs left empty go too.
 */
function dropEmptyLines(html: string, values: BrandValues): string {
  const parts = html.split(/(<\/?(?:p|li|h[1-6]|div)\b[^>]*>|<br\s*\/?>)/i);
  const kept = parts.map((part, i) => (i % 2 === 0 && namesEmpty(part, values) ? '' : part));
  return kept
    .join('')
    .replace(/(<br\s*\/?>\s*)+(<\/(?:p|li|h[1-6]|div)>)/gi, '$2')
    .replace(/(<(?:p|li|h[1-6]|div)\b[^>]*>)\s*(<br\s*\/?>\s*)+/gi, '$1')
    .replace(/(<br\s*\/?>\s*){2,}/gi, '<br>')
    .replace(/<(p|li|h[1-6])\b[^>]*>\s*(<(strong|em|b|i)>\s*<\/\3>\s*)*<\/\1>/gi, '');
}

/** One text with the website's details in place of its placeholders. */
export function fillBrandText(text: string, values: BrandValues, options: FillOptions = {}): string {
  if (!mayNameBrand(text)) return text;
  const source = withPlaceholders(text);
  const hints = HINTS[uiLang(options.lang ?? 'en')];
  const shown = (name: BrandPlaceholder): string | undefined => {
    const value = values[name];
    if (value !== '' || !options.canvas) return value;
    return hints[name] ?? '';
  };
  const pruned = options.html && !options.canvas ? dropEmptyLines(source, values) : source;
  const filled = pruned.replace(PLACEHOLDER, (whole, name: string) => {
    const value = BRAND_PLACEHOLDERS.includes(name as BrandPlaceholder)
      ? shown(name as BrandPlaceholder)
      : undefined;
    if (value === undefined) return whole;
    return options.html ? escapeHtml(value) : value;
  });
  return options.html ? filled : filled.trim();
}

function isPlainData(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  // React elements (inline editors on the canvas) are plain objects too, but are not text to fill.
  return (proto === Object.prototype || proto === null) && !('$$typeof' in value);
}

/**
 * A block's props with the website's details filled in every string, at any depth (tables, links,
 * lists); rich text (`html`) is escaped and pruned as {@link fillBrandText} says. Props that name
 * nothing of the brand come back as the same object.
 */
export function fillBrandProps<P>(props: P, values: BrandValues, options: Omit<FillOptions, 'html'>): P {
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === 'string') return fillBrandText(value, values, { ...options, html: key === 'html' });
    if (Array.isArray(value)) {
      const out = value.map((item) => walk(item, key));
      return out.some((item, i) => item !== value[i]) ? out : value;
    }
    if (value !== null && typeof value === 'object' && isPlainData(value)) {
      const entries = Object.entries(value);
      const out = entries.map(([k, v]) => [k, walk(v, k)] as const);
      return out.some(([, v], i) => v !== entries[i]?.[1]) ? Object.fromEntries(out) : value;
    }
    return value;
  };
  return walk(props, '') as P;
}
