/**
 * Page blocks: each block is one definition (props schema, defaults, a server-safe React view).
 * This entry is what the server imports; editor-only pieces live behind `@sitewright/blocks/editor`.
 */
export type { BlockCategory, BlockDefinition, BlockViewProps } from './define-block.ts';
export { blockDefinitions, blockRegistry } from './registry.ts';
export { PLACEHOLDER_IMAGE } from './blocks/image.tsx';
export { type FieldError, type PageDocumentValidation, validatePageDocument } from './validate.ts';
export { BlockTree } from './block-tree.tsx';
export {
  PageDocumentInvalidError,
  type PageFrame,
  pageCss,
  type RenderPageInput,
  jsonLdScript,
  renderBlocksHtml,
  renderPageHtml,
} from './render.tsx';
export {
  ANIMATION_PRESETS,
  type AnimationPreset,
  ALL_FONT_FILES,
  DEFAULT_THEME,
  derivePalette,
  FONT_PAIRS,
  FONT_PATH,
  FONTS,
  type FontFile,
  type FontPair,
  hexOfHsl,
  hslOf,
  PALETTES,
  type Palette,
  type PaletteColors,
  SiteTheme,
  themeColors,
  themeCss,
  themeFontFiles,
} from './theme.ts';
export { tintArtwork } from './artwork.ts';
export { blocksCss } from './styles.ts';
export { RICH_TEXT_MAX_LENGTH, RICH_TEXT_TAGS, sanitizeRichText } from './sanitize-html.ts';
export {
  CHART_HEIGHT,
  CHART_TABLE_MESSAGES,
  type ChartKind,
  ChartTableError,
  type ChartTableProblem,
  chartSvg,
  chartTableProblems,
} from './chart.ts';
export { TABLE_DEFAULT_SIZE, TABLE_MAX_COLUMNS, TABLE_MAX_ROWS, type TableData } from './table-data.ts';
export { type ParsedVideo, parseVideoUrl, videoEmbedUrl } from './video-url.ts';
export { brandContext, isDarkBackground, telHref } from './brand.ts';
export {
  BRAND_PLACEHOLDERS,
  type BrandPlaceholder,
  type BrandValues,
  brandValues,
  fillBrandProps,
  fillBrandText,
  namesBrandDetail,
} from './brand-text.ts';
export {
  type BrandContext,
  type BreadcrumbItem,
  type ItemCard,
  type ItemDetailView,
  type ItemRelationView,
  type AgendaView,
  type ItemListView,
  type LabelledLink,
  LATEST_KINDS,
  type LatestItem,
  type LanguageLink,
  type LatestKind,
  type MenuItem,
  type RenderContext,
} from './context.ts';
export { MENU_MAX_LEVELS, menuItemsFromTree } from './blocks/nav-menu.tsx';
export {
  TRANSLATABLE_FIELDS,
  type TranslatableText,
  translatableTexts,
  withTranslatedTexts,
} from './translatable.ts';
export {
  EMBED_MAP_CLASS,
  EMBED_VIDEO_CLASS,
  type EmbeddedMap,
  embeddedMapProps,
  expandRichTextEmbeds,
  mapLink,
  parseMapLink,
} from './rich-text-embeds.tsx';
export { mapEmbedUrl } from './blocks/map.tsx';
export {
  SEARCH_RESULTS_MARKER,
  SEARCH_SKIP_ATTRIBUTE,
  readableAddress,
  searchSkip,
  type SearchResultsInput,
  type SearchTextPart,
  searchResultsHtml,
} from './blocks/search-results.tsx';
export { isSafeLink, isSafeResource } from './urls.ts';
export { FormView, type FormViewProps, type FormViewState, formHtml, localized } from './blocks/form.tsx';
export { COUNTRY_CODES } from './countries.ts';
export {
  defaultGlobalSection,
  FRAME_BLOCK_TYPES,
  notFoundDocument,
  searchPageDocument,
} from './global-sections.ts';
