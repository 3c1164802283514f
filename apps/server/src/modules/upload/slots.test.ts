import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.ts';

describe('slots', () => {
  it('runs at most the given number of tasks at once, in order, and frees a slot when a task fails', async () => {
    const run = createSlots(2);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const task = (i: number) =>
      run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running -= 1;
        order.push(i);
        if (i === 1) throw new Error('failed');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map(task));
    expect(most).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
