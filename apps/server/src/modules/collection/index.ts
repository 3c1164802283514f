// The collection module's public entry: what other modules and app.ts may use of it.
import type { collectionTags, collectionTypes, productAttributes } from './collection.schema.ts';
export type { PublishedItemValue } from './collection.schema.ts';
export { type ItemRow, itemSnapshot, itemStatus } from './item-snapshot.ts';
// Removes items as the item delete does (language versions stay), inside the caller's transaction.
export { deleteItems } from './collection.repository.ts';
export { attributeRoutes } from './attribute.routes.ts';
export { collectionTaxonomyRoutes } from './collection-taxonomy.routes.ts';
export { type CollectionRoutesOptions, collectionJobsPlugin, collectionRoutes } from './collection.routes.ts';
export { type RefreshSite, SCHEDULED_ITEM_JOB } from './collection.service.ts';
export type { AttributeOptionValue } from './collection.schema.ts';
export type CategoryRow = typeof collectionTypes.$inferSelect;
export type TagRow = typeof collectionTags.$inferSelect;
export type AttributeRow = typeof productAttributes.$inferSelect;
export { collectionImportRoutes } from './collection-import.routes.ts';
export { termListRoutes } from './term-list.routes.ts';
