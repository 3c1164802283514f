// The page module's public entry: what other modules and app.ts may use of it.
export {
  type LanguageRow,
  listMenuNodes,
  listPages,
  type MenuNodeRow,
  type PageRow,
  userNameOf,
  websiteLanguagesOf,
} from './page.repository.ts';
export { recordPublishedVersions, recordTemplateOriginals } from './page-version.repository.ts';
export { pageRoutes } from './page.routes.ts';
export {
  createPageService,
  type PageService,
  VERSION_RETENTION,
  validatePageContent,
} from './page.service.ts';
export { addWebsiteLanguage, setDefaultLanguage } from './website-language.ts';
