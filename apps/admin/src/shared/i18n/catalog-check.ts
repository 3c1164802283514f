/** Every dotted key of a message tree. */
export function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
    keysOf(v, prefix ? `${prefix}.${k}` : k),
  );
}

function textAt(node: unknown, key: string): string | undefined {
  let at = node;
  for (const part of key.split('.')) at = (at as Record<string, unknown> | undefined)?.[part];
  return typeof at === 'string' ? at : undefined;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * What is wrong with a Chinese catalogue next to its English one: keys one of them lacks, empty
 * texts, and placeholders that differ. Empty when both agree.
 */
export function catalogProblems(en: unknown, zh: unknown): string[] {
  const enKeys = keysOf(en);
  const zhKeys = new Set(keysOf(zh));
  const problems: string[] = [];
  for (const key of enKeys) {
    const english = textAt(en, key) ?? '';
    const chinese = textAt(zh, key);
    if (chinese === undefined) problems.push(`${key}: no Chinese text`);
    else if (chinese === '' || english === '') problems.push(`${key}: empty`);
    else if (placeholders(chinese).join() !== placeholders(english).join()) {
      problems.push(`${key}: placeholders differ`);
    }
    zhKeys.delete(key);
  }
  for (const key of zhKeys) problems.push(`${key}: no English text`);
  return problems;
}
