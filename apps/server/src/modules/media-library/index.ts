// The media library's public entry: what other modules and app.ts may use of it.
export { mediaLibraryRoutes } from './media-library.routes.ts';
export {
  dropPageMediaUsage,
  type PageMediaSource,
  replaceBrandMediaUsage,
  replaceContentMediaUsage,
  replacePageMediaUsage,
} from './media-usage.ts';
