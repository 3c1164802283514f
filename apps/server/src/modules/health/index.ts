// The health module's public entry: what other modules and app.ts may use of it.
export { healthRoutes } from './health.routes.ts';
