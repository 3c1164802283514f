// The form module's public entry: what other modules and app.ts may use of it.
export { formRoutes } from './form.routes.ts';
