// The site-search module's public entry: building a version's search index at publish time, and
// answering queries from it on the site server.
export {
  type BuiltFile,
  buildSearchIndexFiles,
  loadSearchIndex,
  MAX_QUERY_LENGTH,
  RESULTS_PER_PAGE,
  type SearchAnswer,
  type SearchBuildInput,
  type SearchHit,
  SEARCH_INDEX_PREFIX,
  searchIndexPath,
  searchSite,
  type SiteSearchIndex,
} from './search-index.ts';
export { searchResultsPage } from './search-results-page.ts';
