/**
 * What other parts of the app compose from this feature: the item list's import and export
 * (app/ places it on the list; features do not import each other).
 */
export { CollectionImportExport, type CollectionImportExportProps } from './collection-import-export.tsx';
export type { ExportFilters } from './import-export.ts';
export type { AnyCollection } from './any-collection.ts';
