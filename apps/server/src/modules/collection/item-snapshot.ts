import type { collectionItems, PublishedItemValue } from './collection.schema.ts';

export type ItemRow = typeof collectionItems.$inferSelect;

/**
 * An item as visitors will see it once it is published now. An item without a publish date is
 * dated by its first publish, and keeps that date on later publishes.
 */
export function itemSnapshot(item: ItemRow, publishedAt: Date): PublishedItemValue {
  const dated = item.publishAt ?? (item.published ? new Date(item.published.publishAt) : publishedAt);
  return {
    title: item.title,
    slug: item.slug,
    summary: item.summary,
    body: item.body,
    typeIds: item.typeIds,
    tagIds: item.tagIds,
    isPinned: item.isPinned,
    publishAt: dated.toISOString(),
    seoTitle: item.seoTitle,
    seoKeywords: item.seoKeywords,
    seoDescription: item.seoDescription,
    fields: item.fields,
    publishedAt: publishedAt.toISOString(),
    version: item.version,
  };
}

/** draft, published, updated (changed since its publish) or scheduled (its date still to come). */
export function itemStatus(item: ItemRow, now: Date): 'draft' | 'published' | 'updated' | 'scheduled' {
  if (!item.published) return 'draft';
  if (item.published.version !== item.version) return 'updated';
  return new Date(item.published.publishAt) > now ? 'scheduled' : 'published';
}
