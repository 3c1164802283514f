// The global-section module's public entry: the shared header and footer of a website.
export {
  type GlobalSectionRow,
  markSectionsPublished,
  replaceSection,
  sectionsOfWebsite,
  unpublishSections,
} from './global-section.repository.ts';
export { globalSectionRoutes } from './global-section.routes.ts';
export { createGlobalSectionService, type GlobalSectionService } from './global-section.service.ts';
