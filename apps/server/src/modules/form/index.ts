// The form module's public entry: what other modules and app.ts may use of it.
export { activeFormsOf, type FormRow } from './form.repository.ts';
export { formJobsPlugin, formRoutes } from './form.routes.ts';
export { formPublic } from './form.service.ts';
