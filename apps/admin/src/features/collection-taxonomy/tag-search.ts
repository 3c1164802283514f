import type { Tag } from '@sitewright/contract';

/**
 * The tags whose name, address or name in another language contains `keyword`, in any letter
 * case; every tag for an empty keyword.
 */
export function filterTags(tags: readonly Tag[], keyword: string): Tag[] {
  const needle = keyword.trim().toLocaleLowerCase();
  if (needle === '') return [...tags];
  return tags.filter((tag) =>
    [tag.name, tag.slug, ...Object.values(tag.names)].some((text) =>
      text.toLocaleLowerCase().includes(needle),
    ),
  );
}

/** The merge call's ids: every ticked tag but the kept one goes into it; null when nothing would merge. */
export function mergePlan(
  tags: readonly Tag[],
  keepId: number,
): { fromIds: number[]; intoId: number } | null {
  if (!tags.some((tag) => tag.id === keepId)) return null;
  const fromIds = tags.filter((tag) => tag.id !== keepId).map((tag) => tag.id);
  return fromIds.length > 0 ? { fromIds, intoId: keepId } : null;
}
