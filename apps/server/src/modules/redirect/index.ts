// The redirect module's public entry: what other modules and app.ts may use of it.
export { type RedirectRoutesOptions, redirectRoutes } from './redirect.routes.ts';
