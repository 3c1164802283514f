// The ueditor module's public entry: what other modules and app.ts may use of it.
export type { RemoteFetchPolicy } from './remote-image.ts';
export { ueditorRoutes } from './ueditor.routes.ts';
