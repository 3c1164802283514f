// The publish module's public entry: what other modules and app.ts may use of it.
export { publishRoutes } from './publish.routes.ts';
export { createPublishService, type PublishDeps, type PublishService } from './publish.service.ts';
export { itemPreviewRoutes } from './item-preview.routes.ts';
export {
  isCspOrigin,
  MANIFEST_PATH,
  type SiteAdditions,
  type SiteCspAdditions,
  type SiteManifest,
} from './site-manifest.ts';
export { publicPath, publishedSnapshot } from './site-build.ts';
export { databaseSiteStore, diskSiteStore, type SiteStore, type StoredSiteFile } from './site-store.ts';
export { currentSiteOrigin } from './site-origin.ts';
export { type PublishedUrl, type PublishEvent, URLS_PATH } from './site-urls.ts';
