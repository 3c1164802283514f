// The commerce module's public entry: the app centre's catalogue, company orders and licences.
export { CATALOGUE, type CatalogueData, type CatalogueEntry, priceOf } from './catalogue.ts';
export { type CommercePluginOptions, commercePlugin } from './commerce.plugin.ts';
export { commerceRoutes } from './commerce.routes.ts';
export { hasLicence, isPriced, requireLicence } from './licences.ts';
