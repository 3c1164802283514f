import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { pageText } from './search-page-text.ts';
import { isSpacedTerm, normaliseTerm, words } from './search-text.ts';

/** Where a version keeps the index of one language: beside its pages, never linked nor served. */
export const searchIndexPath = (lang: string) => `/_sw/search-${lang}.json`;
export const SEARCH_INDEX_PREFIX = '/_sw/search-';

/** Text indexed per page: enough for any article, bounded so one huge page cannot swell the index. */
const MAX_INDEXED_TEXT = 20_000;
/** Text kept per page for snippets: matches past it show the page's description or its opening. */
const EXCERPT_LENGTH = 800;
const SNIPPET_LENGTH = 220;
const SNIPPET_LEAD = 70;
/** The query as typed is cut here: longer ones are not searches but abuse. */
export const MAX_QUERY_LENGTH = 100;
export const RESULTS_PER_PAGE = 10;
const FORMAT = 1;
/** Pages read between two turns given back to the event loop: the server keeps answering while a big site is indexed. */
const PAGES_PER_TURN = 20;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

interface IndexedPage {
  id: number;
  url: string;
  title: string;
  description: string;
  text: string;
  excerpt: string;
}

type Stored = Pick<IndexedPage, 'url' | 'title' | 'description' | 'excerpt'>;

const OPTIONS: Options<IndexedPage> = {
  fields: ['title', 'description', 'text'],
  storeFields: ['url', 'title', 'description', 'excerpt'],
  tokenize: words,
  processTerm: normaliseTerm,
  searchOptions: {
    boost: { title: 3, description: 1.5 },
    combineWith: 'AND',
    prefix: true,
    // A typo in a long word of a spaced alphabet; in Chinese one character more or less is another word.
    fuzzy: (term) => (term.length >= 5 && isSpacedTerm(term) ? 0.2 : false),
    maxFuzzy: 2,
  },
};

/** One published file, as the site build has it. */
export interface BuiltFile {
  path: string;
  contentType: string;
  body: Buffer;
}

/** What the build knows of a version's languages and special pages. */
export interface SearchBuildInput {
  defaultLang: string;
  languages: readonly string[];
  /** Pages never listed in results: 404 pages and the search pages themselves. */
  excluded: Iterable<string>;
}

/**
 * The search index files of a site version, one per language, from the version's rendered pages:
 * every HTML page but those asking not to be indexed and the excluded ones, in the language of its
 * `<html lang>`. Reads the built files only, so any page the build renders is found.
 */
export async function buildSearchIndexFiles(
  files: readonly BuiltFile[],
  input: SearchBuildInput,
): Promise<BuiltFile[]> {
  const excluded = new Set(input.excluded);
  const indexes = new Map<string, MiniSearch<IndexedPage>>(
    input.languages.map((lang) => [lang, new MiniSearch<IndexedPage>(OPTIONS)]),
  );
  let read = 0;
  for (const file of files) {
    if (!file.contentType.startsWith('text/html') || excluded.has(file.path)) continue;
    if (file.path.startsWith('/_sw/')) continue;
    if (++read % PAGES_PER_TURN === 0) await nextTurn();
    const page = pageText(file.body.toString('utf8'), MAX_INDEXED_TEXT);
    if (page.noindex) continue;
    const lang = indexes.has(page.lang) ? page.lang : input.defaultLang;
    let index = indexes.get(lang);
    if (!index) {
      index = new MiniSearch<IndexedPage>(OPTIONS);
      indexes.set(lang, index);
    }
    index.add({
      id: index.documentCount,
      url: file.path,
      title: page.title || file.path,
      description: page.description,
      text: page.text,
      excerpt: page.text.slice(0, EXCERPT_LENGTH),
    });
  }
  return [...indexes].map(([lang, index]) => ({
    path: searchIndexPath(lang),
    contentType: 'application/json',
    body: Buffer.from(JSON.stringify({ format: FORMAT, lang, index })),
  }));
}

/** A loaded index, ready for queries. */
export interface SiteSearchIndex {
  lang: string;
  search: MiniSearch<IndexedPage>;
  /** Roughly what it holds in memory, for the cache's budget. */
  bytes: number;
}

/** Loads an index file, giving the event loop turns on the way (a big site's index takes a while). */
export async function loadSearchIndex(json: string): Promise<SiteSearchIndex> {
  const data = JSON.parse(json) as { format: number; lang: string; index: unknown };
  if (data.format !== FORMAT) throw new Error('unknown search index format');
  return {
    lang: data.lang,
    search: await MiniSearch.loadJSAsync(data.index as Parameters<typeof MiniSearch.loadJS>[0], OPTIONS),
    // Parsed, an index takes a few times its JSON.
    bytes: json.length * 3,
  };
}

/** A title or snippet in pieces; `mark` on the words that matched. */
export interface TextPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  url: string;
  title: TextPart[];
  snippet: TextPart[];
}

export interface SearchAnswer {
  total: number;
  page: number;
  pageCount: number;
  hits: SearchHit[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Finds the matched words in a text: whole words in spaced alphabets, anywhere in Chinese and the like. */
function matcher(terms: readonly string[]): RegExp | null {
  const unique = [...new Set(terms)].filter((t) => t !== '').sort((a, b) => b.length - a.length);
  if (unique.length === 0) return null;
  const alternatives = unique.map((term) =>
    isSpacedTerm(term) ? `(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])` : escapeRegExp(term),
  );
  return new RegExp(alternatives.join('|'), 'giu');
}

function marked(text: string, pattern: RegExp | null): TextPart[] {
  if (!pattern) return text ? [{ text, mark: false }] : [];
  const parts: TextPart[] = [];
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/** A window of the page's text around its first match (else its description, else its opening). */
function snippetOf(stored: Stored, pattern: RegExp | null): TextPart[] {
  const first = (text: string) => {
    if (!pattern) return -1;
    pattern.lastIndex = 0;
    const found = pattern.exec(text);
    pattern.lastIndex = 0;
    return found ? found.index : -1;
  };
  let text = stored.excerpt;
  let at = first(text);
  if (at === -1 && stored.description) {
    text = stored.description;
    at = Math.max(0, first(text));
  }
  at = Math.max(0, at);
  let start = Math.max(0, at - SNIPPET_LEAD);
  // Start at a word's edge where there is one close by.
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  const window = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return marked(window, pattern);
}

/**
 * Answers one query: the page of results asked for, each with its title and a snippet with the
 * matched words marked. `query` is cut to MAX_QUERY_LENGTH; `page` is clamped to the pages there are.
 */
export function searchSite(
  index: SiteSearchIndex,
  query: string,
  page: number,
  perPage = RESULTS_PER_PAGE,
): SearchAnswer {
  const q = query.slice(0, MAX_QUERY_LENGTH).trim();
  const results: SearchResult[] = q === '' ? [] : index.search.search(q);
  const total = results.length;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pageCount);
  const hits = results.slice((current - 1) * perPage, current * perPage).map((result) => {
    const stored = result as unknown as Stored;
    // The words as the pages have them, and the query's own (a prefix typed is marked where it starts a word).
    const pattern = matcher([...result.terms, ...result.queryTerms]);
    return {
      url: stored.url,
      title: marked(stored.title, pattern),
      snippet: snippetOf(stored, pattern),
    };
  });
  return { total, page: current, pageCount, hits };
}
