import { SEARCH_RESULTS_MARKER, searchResultsHtml } from '@sitewright/blocks';
import type { SearchAnswer } from './search-index.ts';

const MARKER = `${SEARCH_RESULTS_MARKER}="">`;
/** The query field of the page's search boxes (React writes `name` last among an input's attributes). */
const SEARCH_INPUT = /<input type="search"[^>]*? name="q"/g;

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The search page as published with one query's results in it: inside its search-results block,
 * or at the start of its `<main>` when it has none; its search boxes show the query.
 */
export function searchResultsPage(
  pageHtml: string,
  input: { lang: string; query: string; path: string; answer: SearchAnswer },
): string {
  const results = searchResultsHtml({
    lang: input.lang,
    query: input.query,
    path: input.path,
    total: input.answer.total,
    page: input.answer.page,
    pageCount: input.answer.pageCount,
    hits: input.answer.hits,
  });
  let html = pageHtml;
  const marker = html.indexOf(MARKER);
  if (marker !== -1) {
    const at = marker + MARKER.length;
    html = `${html.slice(0, at)}${results}${html.slice(at)}`;
  } else {
    const main = html.indexOf('<main');
    const at = main === -1 ? -1 : html.indexOf('>', main) + 1;
    const block = `<section class="sw-block sw-search-results">${results}</section>`;
    html =
      at <= 0 ? html.replace('<body>', `<body>${block}`) : `${html.slice(0, at)}${block}${html.slice(at)}`;
  }
  const value = ` value="${escapeAttr(input.query)}"`;
  return html.replace(SEARCH_INPUT, (tag) => `${tag}${value}`);
}
