// The website module's public entry: what other modules and app.ts may use of it.
export { websiteRoutes } from './website.routes.ts';
export { brandOf, createWebsiteService } from './website.service.ts';
