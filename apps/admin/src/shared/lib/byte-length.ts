/**
 * Display width of a text as the spec counts it: an ASCII character is half, any other character
 * (CJK, accented letters, emoji) one. Characters are counted by code point, not UTF-16 unit.
 */
export function byteLength(text: string): number {
  let length = 0;
  for (const char of text) length += (char.codePointAt(0) ?? 0) <= 0x7f ? 0.5 : 1;
  return length;
}
