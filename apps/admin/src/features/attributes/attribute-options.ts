import type { AttributeKind } from '@sitewright/contract';

/** Longest option id the contract takes. */
const OPTION_ID_MAX = 40;

/**
 * The id an option's name suggests: lowercase ASCII letters, digits and single hyphens, accents
 * dropped ("Acier inoxydable" → "acier-inoxydable"). Names without such characters (Chinese ones)
 * give "option". The id is what products store, so it is derived once and kept when the option
 * is renamed later.
 */
export function optionIdFromName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, OPTION_ID_MAX)
    .replace(/-+$/, '');
  return base === '' ? 'option' : base;
}

/** `id`, or `id-2`, `id-3`… : the first one not in `taken`, within the id's length limit. */
export function uniqueOptionId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${id.slice(0, OPTION_ID_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** An option while the dialog edits it; `id` is empty for one not given an id yet. */
export interface EditOption {
  /** The row's key in the form (stable while typing). */
  key: string;
  /** The stored id: kept as it is once the attribute was saved with it. */
  id: string;
  name: string;
  names: Record<string, string>;
}

/**
 * The id each named option is saved with, by its form key: saved options keep theirs, new ones get
 * the id their name suggests, made unique among all of them. Options without a name get none.
 */
export function optionIdsByKey(options: readonly EditOption[]): Map<string, string> {
  const named = options.filter((o) => o.name.trim() !== '');
  const taken = new Set(named.filter((o) => o.id !== '').map((o) => o.id));
  const out = new Map<string, string>();
  for (const o of named) {
    if (o.id !== '') {
      out.set(o.key, o.id);
      continue;
    }
    const id = uniqueOptionId(optionIdFromName(o.name), taken);
    taken.add(id);
    out.set(o.key, id);
  }
  return out;
}

/** The options as the save call takes them (see `optionIdsByKey`); options without a name are left out. */
export function withOptionIds(
  options: readonly EditOption[],
): { id: string; name: string; names: Record<string, string> }[] {
  const ids = optionIdsByKey(options);
  return options.flatMap((o) => {
    const id = ids.get(o.key);
    return id === undefined ? [] : [{ id, name: o.name.trim(), names: o.names }];
  });
}

/** Whether an attribute of this kind has options to choose from. */
export function hasOptions(kind: AttributeKind): boolean {
  return kind === 'choice' || kind === 'multi';
}

/**
 * The order after dragging `dragId` onto `targetId`'s row: it takes that row's place, the rows in
 * between shift by one. Unchanged for an unknown id or a drop onto itself.
 */
export function reorderIds(ids: readonly number[], dragId: number, targetId: number): number[] {
  const from = ids.indexOf(dragId);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const out = ids.filter((id) => id !== dragId);
  out.splice(to, 0, dragId);
  return out;
}
