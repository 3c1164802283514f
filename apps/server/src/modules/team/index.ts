// The team module's public entry: what app.ts may use of it.
export { teamRoutes } from './team.routes.ts';
