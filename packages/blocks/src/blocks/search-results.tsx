import { renderToStaticMarkup } from 'react-dom/server';
import { z } from 'zod';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { linkOrHash } from '../urls.ts';

/**
 * The attribute that marks where the site server puts the results of a query; the published page
 * itself (no query) shows the search box alone.
 */
export const SEARCH_RESULTS_MARKER = 'data-sw-search-results';

/**
 * The attribute of parts of a page that show other pages' content (an item's related items):
 * the site search leaves them out, so a page is found by its own words only.
 */
export const SEARCH_SKIP_ATTRIBUTE = 'data-sw-search-skip';
/** Spread onto an element the site search leaves out. */
export const searchSkip = { [SEARCH_SKIP_ATTRIBUTE]: '' } as const;

/** An address as people read it: `/news/北京烤鸭` rather than its percent-encoding. */
export function readableAddress(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

export const searchResults = defineBlock({
  type: 'search-results',
  label: { en: 'Search results', zh: '搜索结果' },
  category: 'dynamic',
  schema: z.strictObject({}),
  defaults: {},
  View() {
    return <section className="sw-block sw-search-results" {...{ [SEARCH_RESULTS_MARKER]: '' }} />;
  },
});

/** A piece of a snippet or title: the words that matched the query are marked. */
export interface SearchTextPart {
  text: string;
  mark: boolean;
}

export interface SearchResultsInput {
  lang: string;
  query: string;
  total: number;
  /** 1-based. */
  page: number;
  pageCount: number;
  /** The search page's own address, for the pagination links. */
  path: string;
  hits: readonly { url: string; title: SearchTextPart[]; snippet: SearchTextPart[] }[];
}

const TEXT = {
  en: {
    count: (n: number, q: string) => `${n} ${n === 1 ? 'result' : 'results'} for “${q}”`,
    none: (q: string) => `No results for “${q}”. Try other or fewer words.`,
    pages: 'Result pages',
    previous: 'Previous',
    next: 'Next',
  },
  zh: {
    count: (n: number, q: string) => `“${q}”共找到 ${n} 条结果`,
    none: (q: string) => `没有找到与“${q}”相关的结果，请换个词或减少关键词再试。`,
    pages: '结果分页',
    previous: '上一页',
    next: '下一页',
  },
} as const;

function Marked({ parts }: { parts: readonly SearchTextPart[] }) {
  return parts.map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: parts come in reading order and never move
    part.mark ? <mark key={i}>{part.text}</mark> : part.text,
  );
}

/** The pages linked around the current one: the first, the last, and two either side. */
function pageNumbers(page: number, count: number): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= count; n++) {
    if (n === 1 || n === count || Math.abs(n - page) <= 2) out.push(n);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/**
 * The results of one query as HTML, put into the search page by the site server. Every text is
 * escaped by React; only the matched words are wrapped in `<mark>`.
 */
export function searchResultsHtml(input: SearchResultsInput): string {
  const text = TEXT[uiLang(input.lang)];
  const href = (page: number) =>
    `${input.path}?q=${encodeURIComponent(input.query)}${page > 1 ? `&page=${page}` : ''}`;
  return renderToStaticMarkup(
    <>
      {input.total === 0 ? (
        <p className="sw-search-results__none">{text.none(input.query)}</p>
      ) : (
        <p className="sw-search-results__count">{text.count(input.total, input.query)}</p>
      )}
      {input.hits.length > 0 ? (
        <ol className="sw-search-results__list">
          {input.hits.map((hit) => (
            <li className="sw-search-results__item" key={hit.url}>
              <a className="sw-search-results__title" href={linkOrHash(hit.url)}>
                <Marked parts={hit.title} />
              </a>
              <span className="sw-search-results__url">{readableAddress(hit.url)}</span>
              {hit.snippet.length > 0 ? (
                <p className="sw-search-results__snippet">
                  <Marked parts={hit.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {input.pageCount > 1 ? (
        <nav className="sw-search-results__pages" aria-label={text.pages}>
          {input.page > 1 ? (
            <a href={href(input.page - 1)} rel="prev">
              {text.previous}
            </a>
          ) : null}
          {pageNumbers(input.page, input.pageCount).map((n, i) =>
            n === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
              <span key={`gap${i}`}>…</span>
            ) : n === input.page ? (
              <span key={n} aria-current="page">
                {n}
              </span>
            ) : (
              <a key={n} href={href(n)}>
                {n}
              </a>
            ),
          )}
          {input.page < input.pageCount ? (
            <a href={href(input.page + 1)} rel="next">
              {text.next}
            </a>
          ) : null}
        </nav>
      ) : null}
    </>,
  );
}
