/** The header checkbox of a table whose rows can be ticked: all, some or none of them. */
export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
  /** No row of the table can be ticked. */
  disabled: boolean;
}

/** How the header checkbox shows `selectable` keys given what is ticked (possibly in other tables too). */
export function selectAllState(selectable: readonly number[], selected: ReadonlySet<number>): SelectAllState {
  const ticked = selectable.filter((key) => selected.has(key)).length;
  return {
    checked: selectable.length > 0 && ticked === selectable.length,
    indeterminate: ticked > 0 && ticked < selectable.length,
    disabled: selectable.length === 0,
  };
}

/** The selection after ticking or unticking `keys`. */
export function toggleSelection(
  selected: ReadonlySet<number>,
  keys: readonly number[],
  checked: boolean,
): Set<number> {
  const next = new Set(selected);
  for (const key of keys) {
    if (checked) next.add(key);
    else next.delete(key);
  }
  return next;
}
