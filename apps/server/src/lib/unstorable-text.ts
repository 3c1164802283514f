/**
 * PostgreSQL text and jsonb cannot hold U+0000 (the query fails), and a lone UTF-16 surrogate
 * reaches the database as U+FFFD, so what is stored would differ from what was acknowledged.
 */
function unstorable(text: string): boolean {
  // With the `u` flag, \p{Cs} matches only surrogates that are not part of a pair.
  return text.includes('\u0000') || /\p{Cs}/u.test(text);
}

/** A key or string as a message can show it: the offending characters as `\uXXXX` escapes. */
export function printable(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters escaped
    /\u0000|\p{Cs}/gu,
    (c) => `\\u${(c.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The path of the first string (value or object key) in a parsed JSON value, query or form that
 * the database could not store as sent; null when there is none. Iterative, so a value nested
 * thousands of levels deep is walked without exhausting the stack.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  // Each entry points at its parent instead of carrying its path, so deep values cost linear time.
  interface Entry {
    value: unknown;
    key: string | number;
    parent: Entry | null;
  }
  const pathOf = (entry: Entry | null, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = entry; at?.parent; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop() as Entry;
    const current = entry.value;
    if (typeof current === 'string') {
      if (unstorable(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: entry });
    } else if (typeof current === 'object' && current !== null) {
      const keys = Object.keys(current);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string;
        if (unstorable(key)) return pathOf(entry, key);
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: entry });
      }
    }
  }
  return null;
}
