// The font module's public entry: what other modules and app.ts may use of it.
export { createFontFiles } from './font-files.ts';
export { fontRoutes } from './font.routes.ts';
