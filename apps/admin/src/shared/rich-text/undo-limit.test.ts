import { describe, expect, it } from 'vitest';
import { nextUndoFloor, UNDO_DEPTH } from './undo-limit.ts';

/** Replays history depths the way ProseMirror reports them and counts how many undos remain allowed. */
function allowedAfter(depths: number[]): number {
  let floor = 0;
  for (let i = 1; i < depths.length; i++) {
    floor = nextUndoFloor(floor, depths[i - 1] as number, depths[i] as number, false);
  }
  return (depths.at(-1) as number) - floor;
}

describe('undo limit', () => {
  it('allows every step while there are at most 20', () => {
    expect(allowedAfter([0, 1, 2, 3])).toBe(3);
    expect(allowedAfter(Array.from({ length: 21 }, (_, i) => i))).toBe(UNDO_DEPTH);
  });

  it('allows only the newest 20 of more recorded steps', () => {
    expect(allowedAfter(Array.from({ length: 31 }, (_, i) => i))).toBe(20);
  });

  it('keeps 20 after the history trimmed itself', () => {
    expect(allowedAfter([...Array.from({ length: 41 }, (_, i) => i), 21])).toBe(20);
  });

  it('does not bring back steps that fell out, after undoing and typing again', () => {
    // 30 steps (10 out of reach), 20 undone (depth 10), then one new step.
    let floor = 0;
    for (let d = 1; d <= 30; d++) floor = nextUndoFloor(floor, d - 1, d, false);
    for (let d = 29; d >= 10; d--) floor = nextUndoFloor(floor, d + 1, d, true);
    floor = nextUndoFloor(floor, 10, 11, false);
    expect(11 - floor).toBe(1);
  });
});
