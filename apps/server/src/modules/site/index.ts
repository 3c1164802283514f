// The site module's public entry: what other modules and app.ts may use of it.
export { createSiteEvents, SITE_CHANNEL, type SiteEvents } from './site-events.ts';
export { noticeHtml, noticeStatus } from './site-pages.ts';
export type { SiteServer } from './site-server.ts';
export { sitePlugin } from './site.plugin.ts';
export {
  createMemoryFormLimiters,
  createRedisFormLimiters,
  type FormLimiters,
} from './form-limits.ts';
export { parseBody, readBody, sitePath } from './form-body.ts';
export { BASE_HEADERS, type SiteEndpoint } from './site-server.ts';
