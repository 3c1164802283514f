import type { CollectionName } from '@sitewright/contract';

/** Query keys of a collection's categories and tags; item lists read them too. */
export const taxonomyKeys = {
  types: (name: CollectionName, websiteId: number) => ['collection', name, 'types', websiteId] as const,
  tags: (name: CollectionName, websiteId: number) => ['collection', name, 'tags', websiteId] as const,
};
