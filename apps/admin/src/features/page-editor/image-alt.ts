/**
 * The alternative text beside an image prop: `src` → `alt`, a gallery's `images[2].src` →
 * `images[2].alt`. Other image props (logos, backgrounds, posters) have none: null.
 */
export function altPathOf(name: string): string | null {
  return name === 'src' || name.endsWith('.src') ? `${name.slice(0, -'src'.length)}alt` : null;
}

/** `images[2].alt` → ['images', 2, 'alt']. */
function steps(path: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) out.push(Number(match[2]));
    else if (match[1] !== undefined) out.push(match[1]);
  }
  return out;
}

export function getAt(value: unknown, path: string): unknown {
  let node: unknown = value;
  for (const step of steps(path)) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

/** A copy of `props` with the value at `path` replaced; the objects and arrays on the way are copied. */
export function setAt(props: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const put = (node: unknown, rest: (string | number)[]): unknown => {
    const [step, ...more] = rest;
    if (step === undefined) return value;
    if (typeof step === 'number') {
      const list = Array.isArray(node) ? [...node] : [];
      list[step] = put(list[step], more);
      return list;
    }
    const object = node !== null && typeof node === 'object' ? { ...(node as object) } : {};
    (object as Record<string, unknown>)[step] = put((object as Record<string, unknown>)[step], more);
    return object;
  };
  return put(props, steps(path)) as Record<string, unknown>;
}

/** What new image and gallery blocks say about their placeholder pictures. */
const PLACEHOLDER_ALT = /^Placeholder image(?: \d+)?$/;

/** Whether the image has no description of its own yet: none, an empty one, or the placeholder's. */
export function needsAltText(props: Record<string, unknown>, altPath: string | null): boolean {
  if (altPath === null) return false;
  const alt = getAt(props, altPath);
  return typeof alt !== 'string' || alt.trim() === '' || PLACEHOLDER_ALT.test(alt.trim());
}
