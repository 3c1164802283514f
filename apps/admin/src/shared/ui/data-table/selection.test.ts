import { describe, expect, it } from 'vitest';
import { selectAllState, toggleSelection } from './selection.ts';

describe('ticking rows', () => {
  it('shows the header checkbox ticked, half ticked or not from the rows of this table only', () => {
    const selected = new Set([1, 2, 99]);
    expect(selectAllState([1, 2], selected)).toEqual({
      checked: true,
      indeterminate: false,
      disabled: false,
    });
    expect(selectAllState([1, 2, 3], selected)).toEqual({
      checked: false,
      indeterminate: true,
      disabled: false,
    });
    expect(selectAllState([3, 4], selected)).toEqual({
      checked: false,
      indeterminate: false,
      disabled: false,
    });
  });

  it('disables the header checkbox when no row can be ticked', () => {
    expect(selectAllState([], new Set([1]))).toEqual({
      checked: false,
      indeterminate: false,
      disabled: true,
    });
  });

  it('adds and removes keys without touching the others', () => {
    const start = new Set([1, 9]);
    expect([...toggleSelection(start, [2, 3], true)].sort()).toEqual([1, 2, 3, 9]);
    expect([...toggleSelection(start, [1, 2], false)]).toEqual([9]);
    expect([...start]).toEqual([1, 9]);
  });
});
