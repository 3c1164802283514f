import { parseMediaFileUrl } from '@sitewright/contract';

/** A served media path anywhere in a text: plain props, `src="…"` in rich text, absolute addresses. */
const FILE_PATH = /\/files\/[0-9a-f]{64}(?:-w[1-9][0-9]{0,4})?\.[a-z0-9]{1,10}(?![a-z0-9])/g;

/** Deeper than any page document may nest (blocks × slots × props); guards against cycles too. */
const MAX_DEPTH = 64;

/**
 * The SHA-256 of every media file a value refers to by its served path (`mediaFileUrl`), variants
 * included: what a page document, a social image or a content item uses.
 */
export function mediaShasIn(value: unknown, found: Set<string> = new Set()): Set<string> {
  walk(value, found, 0);
  return found;
}

function walk(value: unknown, found: Set<string>, depth: number): void {
  if (depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (!value.includes('/files/')) return;
    for (const match of value.matchAll(FILE_PATH)) {
      const parsed = parseMediaFileUrl(match[0]);
      if (parsed) found.add(parsed.sha256);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) walk(item, found, depth + 1);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) walk(item, found, depth + 1);
  }
}
