// The plugin module's public entry: what other modules and app.ts may use of it.
export { createSiteAdditions, siteAdditionsOf } from './site-additions.ts';
