// The template module's public entry: what other modules and app.ts may use of it.
export { loadTemplateAssets } from './template-assets.ts';
export { templateRoutes } from './template.routes.ts';
export { createTemplateService, type TemplateService } from './template.service.ts';
