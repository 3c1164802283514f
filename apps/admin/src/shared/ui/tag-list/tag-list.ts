export interface TagRules {
  /** Longest tag, in characters. */
  maxLength: number;
  /** Most tags in the list. */
  maxCount: number;
}

export type AddTagResult =
  | { ok: true; tags: string[] }
  | { ok: false; reason: 'empty' | 'duplicate' | 'too_long' | 'too_many' };

/**
 * The list with `input` added: trimmed, inner spaces collapsed, and refused when empty, too long,
 * one too many, or already there in any letter case.
 */
export function addTag(tags: readonly string[], input: string, rules: TagRules): AddTagResult {
  const tag = input.trim().replace(/\s+/g, ' ');
  if (tag === '') return { ok: false, reason: 'empty' };
  if ([...tag].length > rules.maxLength) return { ok: false, reason: 'too_long' };
  const lower = tag.toLocaleLowerCase();
  if (tags.some((t) => t.toLocaleLowerCase() === lower)) return { ok: false, reason: 'duplicate' };
  if (tags.length >= rules.maxCount) return { ok: false, reason: 'too_many' };
  return { ok: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}
