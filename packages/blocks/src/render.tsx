import {
  ALTCHA_SCRIPT_PATH,
  type BlockNode,
  FORM_SCRIPT_PATH,
  type PageDocument,
} from '@sitewright/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { brandValues, fillBrandText } from './brand-text.ts';
import type { RenderContext } from './context.ts';
import { BlockTree } from './block-tree.tsx';
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
 * The website's shared sections around a page. Their blocks sit beside the page's own, as direct
 * children of the page, so the layout rules (sticky menu, footer at the bottom) treat them alike.
 */
export interface PageFrame {
  header?: PageDocument | undefined;
  footer?: PageDocument | undefined;
}

function checkedBlocks(document: PageDocument | undefined): BlockNode[] {
  if (!document) return [];
  const checked = validatePageDocument(document);
  if (!checked.ok) throw new PageDocumentInvalidError(checked.fields);
  return checked.document.blocks;
}

/**
 * The page body only: the markup the editor canvas shows and the publisher wraps. The page's own
 * blocks are its one `main` landmark, so assistive technology can jump to the content; the shared
 * header and footer sit around it.
 */
export function renderBlocksHtml(
  document: PageDocument,
  context: RenderContext,
  frame: PageFrame = {},
): string {
  const blocks = checkedBlocks(document);
  const header = checkedBlocks(frame.header);
  const footer = checkedBlocks(frame.footer);
  return renderToStaticMarkup(
    <div className="sw-page">
      <BlockTree nodes={header} context={context} />
      <main className="sw-main">
        <BlockTree nodes={blocks} context={context} />
      </main>
      <BlockTree nodes={footer} context={context} />
    </div>,
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
  /** The shared header and footer shown around the page's own blocks. */
  frame?: PageFrame;
  /** Absolute http(s) address of the image social networks show for the page (og:image). */
  shareImage?: string;
  /** Structured data of the page (schema.org), written as JSON-LD. */
  jsonLd?: Record<string, unknown>;
  /** Atom feeds the page offers (a news list), linked for feed readers. */
  feeds?: { title: string; href: string }[];
  /**
   * Markup placed last in the head of a published page: the tags the website's plugins add
   * (verification meta tags, an analytics script), built and escaped by the server, never text
   * an operator typed as it stands.
   */
  headTags?: string;
}

/**
 * JSON-LD inside a script element: `<` is written as its escape, so no text of an item (a title
 * with `</script>` in it) can end the element early; JSON readers get the same string back.
 */
export function jsonLdScript(data: Record<string, unknown>): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** The scripts a page's forms need, judged from its markup (block views cannot add to the head). */
function formScripts(body: string): string[] {
  if (!body.includes(' data-sw-form="')) return [];
  return [
    `<script src="${FORM_SCRIPT_PATH}" defer></script>`,
    body.includes(' data-sw-altcha=""')
      ? `<script src="${ALTCHA_SCRIPT_PATH}" type="module" async></script>`
      : '',
  ];
}

/** hreflang alternates of the page: its versions in the other languages, as absolute addresses. */
function alternateLinks(context: RenderContext): string {
  const base = context.canonical;
  if (!base || !['http', 'https'].includes(urlScheme(base) ?? '')) return '';
  const versions = (context.languages ?? []).filter((l) => l.alternate || l.current);
  if (versions.length < 2) return '';
  return versions
    .map((l) => {
      const href = l.current ? base : new URL(l.href, base).href;
      return `<link rel="alternate" hreflang="${escapeHtml(langTag(l.lang))}" href="${escapeHtml(href)}">`;
    })
    .join('');
}

/**
 * One page as a complete standalone HTML5 document. Download, preview and publishing all call
 * this, so they produce the same bytes. The document is validated (and rich text sanitised)
 * again here, because publishing is the last point before visitors see it. No script of ours runs
 * on a page without a form: the only script element is JSON-LD data (a published page may carry
 * an analytics plugin's script in `headTags`). A page with a form gets the site
 * server's small form script (UTM and referrer fields, answers in place), and the ALTCHA widget
 * only when one of its forms asks for a proof of work; both are served by the site server itself.
 */
export function renderPageHtml({
  document,
  theme,
  context,
  stylesheetHref,
  favicon,
  frame,
  shareImage,
  jsonLd,
  feeds,
  headTags,
}: RenderPageInput): string {
  const body = renderBlocksHtml(document, context, frame);
  // Template SEO texts name the business too ({{website.name}}), filled as the blocks are.
  const brand = brandValues(context.siteName, context.brand);
  const title = fillBrandText(context.title, brand);
  const description = fillBrandText(context.description ?? '', brand);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    context.noindex ? '<meta name="robots" content="noindex">' : '',
    context.canonical && ['http', 'https'].includes(urlScheme(context.canonical) ?? '')
      ? `<link rel="canonical" href="${escapeHtml(context.canonical)}">`
      : '',
    alternateLinks(context),
    ...(feeds ?? [])
      .filter((feed) => isSafeResource(feed.href))
      .map(
        (feed) =>
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
      ),
    jsonLd ? jsonLdScript(jsonLd) : '',
    shareImage && ['http', 'https'].includes(urlScheme(shareImage) ?? '')
      ? `<meta property="og:image" content="${escapeHtml(shareImage)}"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="${escapeHtml(shareImage)}">`
      : '',
    // Without an icon of its own the browser would ask for /favicon.ico and log a 404 on every page.
    favicon && isSafeResource(favicon)
      ? `<link rel="icon" href="${escapeHtml(favicon)}">`
      : '<link rel="icon" href="data:,">',
    stylesheetHref && isSafeResource(stylesheetHref)
      ? `<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">`
      : `<style>${pageCss(theme)}</style>`,
    ...formScripts(body),
    headTags ?? '',
  ].join('');
  return `<!doctype html><html lang="${langTag(context.lang)}"><head>${head}</head><body>${body}</body></html>`;
}
