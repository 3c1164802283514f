// The page-html module's public entry: what other modules and app.ts may use of it.
export { type PageHtmlOptions, type PageHtmlSources, pageHtmlRoutes } from './page-html.routes.ts';
export { type PreviewAccess, previewAccess, previewRefused, sendPreview } from './preview-access.ts';
