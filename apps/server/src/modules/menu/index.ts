// The menu module's public entry: what other modules and app.ts may use of it.
export { bumpMenuVersion, type NewMenuNode, replaceMenu } from './menu.repository.ts';
export { menuRoutes } from './menu.routes.ts';
export { createMenuService, type MenuService } from './menu.service.ts';
