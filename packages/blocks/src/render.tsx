import type { BlockNode, PageDocument } from '@sitewright/contract';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { RenderContext } from './context.ts';
import { blockRegistry } from './registry.ts';
import { blocksCss } from './styles.ts';
import { type SiteTheme, themeCss } from './theme.ts';
import { isSafeResource, urlScheme } from './urls.ts';
import { type FieldError, validatePageDocument } from './validate.ts';

/** Raised when a document handed to the renderer does not pass validation. */
export class PageDocumentInvalidError extends Error {
  constructor(readonly fields: FieldError[]) {
    super(`Page document is invalid: ${fields.map((f) => `${f.path}: ${f.message}`).join('; ')}`);
    this.name = 'PageDocumentInvalidError';
  }
}

/**
 * Renders validated block nodes. Props are the parsed ones, so views can rely on their schema;
 * slots are rendered first and handed to the parent view as ready nodes.
 */
export function BlockTree({
  nodes,
  context,
}: {
  nodes: readonly BlockNode[];
  context: RenderContext;
}): ReactNode {
  return nodes.map((node) => {
    const definition = blockRegistry.get(node.type);
    if (!definition) return null;
    const slots: Record<string, ReactNode> = {};
    for (const [name, children] of Object.entries(node.slots ?? {})) {
      slots[name] = <BlockTree nodes={children} context={context} />;
    }
    const { View } = definition;
    return <View key={node.id} id={node.id} props={node.props} slots={slots} context={context} />;
  });
}

/**
 * The page body only: the markup the editor canvas shows and the publisher wraps. It is the page's
 * one `main` landmark, so assistive technology can jump to the content.
 */
export function renderBlocksHtml(document: PageDocument, context: RenderContext): string {
  const checked = validatePageDocument(document);
  if (!checked.ok) throw new PageDocumentInvalidError(checked.fields);
  return renderToStaticMarkup(
    <main className="sw-page">
      <BlockTree nodes={checked.document.blocks} context={context} />
    </main>,
  );
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A language tag safe to put in `lang`; anything odd falls back to English. */
function langTag(lang: string): string {
  return /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/.test(lang) ? lang : 'en';
}

/** The full stylesheet of a page: theme variables first, then the shared block styles. */
export function pageCss(theme: SiteTheme): string {
  return `${themeCss(theme)}${blocksCss}`;
}

export interface RenderPageInput {
  document: PageDocument;
  theme: SiteTheme;
  context: RenderContext;
  /**
   * Link this stylesheet (written from `pageCss(theme)`) instead of inlining the CSS, so a
   * published site can serve one cached stylesheet per theme. Inline when absent.
   */
  stylesheetHref?: string;
  /** The website's favicon address, linked when it is a safe resource. */
  favicon?: string;
}

/**
 * One page as a complete standalone HTML5 document. Download, preview and publishing all call
 * this, so they produce the same bytes. The document is validated (and rich text sanitised)
 * again here, because publishing is the last point before visitors see it. No script is emitted.
 */
export function renderPageHtml({
  document,
  theme,
  context,
  stylesheetHref,
  favicon,
}: RenderPageInput): string {
  const body = renderBlocksHtml(document, context);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(context.title)}</title>`,
    context.description ? `<meta name="description" content="${escapeHtml(context.description)}">` : '',
    context.noindex ? '<meta name="robots" content="noindex">' : '',
    context.canonical && ['http', 'https'].includes(urlScheme(context.canonical) ?? '')
      ? `<link rel="canonical" href="${escapeHtml(context.canonical)}">`
      : '',
    // Without an icon of its own the browser would ask for /favicon.ico and log a 404 on every page.
    favicon && isSafeResource(favicon)
      ? `<link rel="icon" href="${escapeHtml(favicon)}">`
      : '<link rel="icon" href="data:,">',
    stylesheetHref && isSafeResource(stylesheetHref)
      ? `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">`
      : `<style>${pageCss(theme)}</style>`,
  ].join('');
  return `<!doctype html><html lang="${langTag(context.lang)}"><head>${head}</head><body>${body}</body></html>`;
}
