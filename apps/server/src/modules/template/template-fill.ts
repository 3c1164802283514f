import type { BlockNode, PageDocument, WebsiteBrand } from '@sitewright/contract';
import { validatePageContent } from '../page/index.ts';
import type { SiteTemplate, TemplateMenuNode } from './template-kit.ts';

/**
 * Template copy names the operator's business through placeholders, filled when the template
 * becomes a website's pages: the website's name, and the company details of its brand.
 */
export const TEMPLATE_PLACEHOLDERS = [
  'website.name',
  'company.name',
  'company.address',
  'company.phone',
  'company.email',
] as const;
export type TemplatePlaceholder = (typeof TEMPLATE_PLACEHOLDERS)[number];

/**
 * Neutral wording for details the brand does not have yet: reads as a form to fill in, so the
 * operator notices it, and never names a sample company or place.
 */
const NEUTRAL: Record<Exclude<TemplatePlaceholder, 'website.name' | 'company.name'>, string> = {
  'company.address': 'Street, postcode and city',
  'company.phone': 'Phone number',
  'company.email': 'E-mail address',
};

/** The values of the placeholders for one website; the company name falls back to the website's. */
export function placeholderValues(
  websiteName: string,
  brand: WebsiteBrand,
): Record<TemplatePlaceholder, string> {
  // Without a website (a layout asked for none) the name reads as neutral wording too.
  const name = websiteName || 'Our company';
  return {
    'website.name': name,
    'company.name': brand.company_name || name,
    'company.address': brand.address || NEUTRAL['company.address'],
    'company.phone': brand.phone || NEUTRAL['company.phone'],
    'company.email': brand.email || NEUTRAL['company.email'],
  };
}

const PLACEHOLDER = /\{\{\s*([a-z]+\.[a-z]+)\s*\}\}/g;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One text with its placeholders filled; `html` text gets the values escaped. */
export function fillText(text: string, values: Record<TemplatePlaceholder, string>, html = false): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name as TemplatePlaceholder];
    if (value === undefined) return whole;
    return html ? escapeHtml(value) : value;
  });
}

/** Every string of a block prop, rich text (`html`) escaped, at any depth (tables, slots, links). */
function fillValue(value: unknown, values: Record<TemplatePlaceholder, string>, key: string): unknown {
  if (typeof value === 'string') return fillText(value, values, key === 'html');
  if (Array.isArray(value)) return value.map((item) => fillValue(item, values, key));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillValue(v, values, k)]));
  }
  return value;
}

function fillBlock(node: BlockNode, values: Record<TemplatePlaceholder, string>): BlockNode {
  return {
    ...node,
    props: fillValue(node.props, values, '') as BlockNode['props'],
    ...(node.slots
      ? {
          slots: Object.fromEntries(
            Object.entries(node.slots).map(([name, nodes]) => [name, nodes.map((n) => fillBlock(n, values))]),
          ),
        }
      : {}),
  };
}

function fillMenu(nodes: readonly TemplateMenuNode[], values: Record<TemplatePlaceholder, string>) {
  return nodes.map(
    (node): TemplateMenuNode => ({
      ...node,
      label: fillText(node.label, values),
      ...(node.children ? { children: fillMenu(node.children, values) } : {}),
    }),
  );
}

/**
 * A filled document, checked again as a save would check it: the filled values come from the
 * operator, and rich text must stay sanitised.
 */
export function fillDocument(
  document: PageDocument,
  values: Record<TemplatePlaceholder, string>,
): PageDocument {
  const filled = { ...document, blocks: document.blocks.map((b) => fillBlock(b, values)) };
  const checked = validatePageContent(filled);
  if (!checked.ok) {
    throw new Error(
      `filled template page: ${checked.problems.map((p) => `${p.path} ${p.message}`).join('; ')}`,
    );
  }
  return checked.document;
}

/**
 * The template's page texts and menu, and its checked documents (pages, header and footer), with
 * every placeholder filled for one website. The documents map is what gets stored.
 */
export function fillTemplate(
  template: SiteTemplate,
  documents: ReadonlyMap<string, PageDocument>,
  values: Record<TemplatePlaceholder, string>,
): { template: SiteTemplate; documents: Map<string, PageDocument> } {
  return {
    template: {
      ...template,
      pages: template.pages.map((page) => ({
        ...page,
        name: fillText(page.name, values),
        seoTitle: fillText(page.seoTitle, values),
        description: fillText(page.description, values),
        keywords: fillText(page.keywords, values),
      })),
      menu: fillMenu(template.menu, values),
    },
    documents: new Map([...documents].map(([key, doc]) => [key, fillDocument(doc, values)])),
  };
}
