import type { CollectionName } from '@sitewright/contract';
import { type BodyOf, calls } from '@sitewright/contract/paths';

/**
 * The calls of one collection. Every collection has the same calls with the same answers; only the
 * save body's `fields` differ by definition, so the screens use one shape for all of them and the
 * server checks the fields against the definition.
 */
export type ItemCalls = typeof calls.news;

export function itemCalls(name: CollectionName): ItemCalls {
  return calls[name] as unknown as ItemCalls;
}

/** What `<c>/save` takes, with the collection's own fields as a plain record. */
export type ItemSaveInput = Omit<BodyOf<ItemCalls['save']>, 'fields'> & { fields: Record<string, unknown> };

/** Query keys of one collection's data on one website. */
export const collectionKeys = {
  all: (name: CollectionName) => ['collection', name] as const,
  items: (name: CollectionName) => ['collection', name, 'items'] as const,
  item: (name: CollectionName, id: number) => ['collection', name, 'item', id] as const,
  types: (name: CollectionName, websiteId: number) => ['collection', name, 'types', websiteId] as const,
  tags: (name: CollectionName, websiteId: number) => ['collection', name, 'tags', websiteId] as const,
};
