// The geo-redirect module's public entry: what other modules and app.ts may use of it.
export { geoRedirectRoutes } from './geo-redirect.routes.ts';
export { loadCountryDatabase, lookupCountry } from './country-lookup.ts';
export {
  compileSiteAccess,
  loadGeoSite,
  loadSiteAccessRules,
  type SiteAccess,
  type SiteAccessRules,
} from './site-access-rules.ts';
