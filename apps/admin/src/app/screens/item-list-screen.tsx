import { COLLECTIONS } from '@sitewright/contract';
import { CollectionImportExport } from '../../features/collection-taxonomy/index.ts';
import { ItemListPage } from '../../features/collections/item-list-page.tsx';

/**
 * A collection's item list with its spreadsheet import and export beside the list's buttons: two
 * features composed here, since features do not import each other.
 */
export function ItemListScreen() {
  return (
    <ItemListPage
      toolbar={({ name, websiteId, lang, filters, onImported }) => (
        <CollectionImportExport
          definition={COLLECTIONS[name]}
          websiteId={websiteId}
          {...(lang ? { lang } : {})}
          filters={filters}
          onImported={onImported}
        />
      )}
    />
  );
}
