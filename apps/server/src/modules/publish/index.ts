// The publish module's public entry: what other modules and app.ts may use of it.
export { publishRoutes } from './publish.routes.ts';
export { databaseSiteStore, diskSiteStore, type SiteStore } from './site-store.ts';
