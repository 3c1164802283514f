/**
 * Words of a text for the search index and for queries, the same way on both sides. Latin,
 * Cyrillic, Greek… words are runs of letters and digits; scripts written without spaces (Chinese,
 * Japanese, Thai, Lao, Khmer, Myanmar) go through `Intl.Segmenter`, so a Chinese word inside a
 * sentence is a word of its own. The segmenter only ever sees short runs: its cost per call grows
 * with the length of the string it is given.
 */
const WORD_OR_RUN =
  /([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}ー々]+)|[\p{L}\p{N}\p{M}]+/gu;
/** Scripts that fuzzy matching suits: one wrong letter in a long word is a typo, not another word. */
const SPACED_SCRIPT = /^[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}\p{M}]+$/u;
const RUN_CHUNK = 64;
const MAX_TERM_LENGTH = 40;

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/**
 * The words of runs already cut: a site repeats its phrases (related items, categories, product
 * names) from page to page, and the segmenter is the costliest step of indexing. Bounded: emptied
 * when full.
 */
const segmented = new Map<string, string[]>();
const SEGMENTED_MAX = 50_000;

function segmentRun(piece: string): string[] {
  let parts = segmented.get(piece);
  if (parts) return parts;
  parts = [];
  for (const part of segmenter.segment(piece)) {
    if (part.isWordLike) parts.push(part.segment);
  }
  if (segmented.size >= SEGMENTED_MAX) segmented.clear();
  segmented.set(piece, parts);
  return parts;
}

/** The words of `text`, as written (not yet lower-cased). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const match of text.matchAll(WORD_OR_RUN)) {
    const run = match[1];
    if (run === undefined) {
      out.push(match[0]);
      continue;
    }
    if (run.length === 1) {
      out.push(run);
      continue;
    }
    // A run longer than a clause is cut into pieces; a word across a cut is rare and costs one match.
    for (let at = 0; at < run.length; at += RUN_CHUNK) {
      for (const part of segmentRun(run.slice(at, at + RUN_CHUNK))) out.push(part);
    }
  }
  return out;
}

/** A word as the index keeps it: lower case; absurdly long ones (hashes, base64) are dropped. */
export function normaliseTerm(word: string): string | null {
  if (word.length > MAX_TERM_LENGTH) return null;
  return word.toLowerCase();
}

/** The normalised words of `text`. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const word of words(text)) {
    const term = normaliseTerm(word);
    if (term) out.push(term);
  }
  return out;
}

/** Whether a term is written in a spaced alphabet (Latin and the like), where prefixes and typos are meaningful. */
export function isSpacedTerm(term: string): boolean {
  return SPACED_SCRIPT.test(term);
}
