// The team module's public entry: what app.ts may use of it.
export { teamRoutes } from './team.routes.ts';
export { type NewCompany, openCompany } from './company-signup.ts';
