import { describe, expect, it } from 'vitest';
import { datePresets } from './date-presets.ts';

describe('datePresets', () => {
  const now = new Date(2026, 4, 20, 15, 30, 0);
  const presets = datePresets(now);

  it('starts today at midnight and ends now', () => {
    expect(presets.today[0]).toEqual(new Date(2026, 4, 20, 0, 0, 0, 0));
    expect(presets.today[1]).toEqual(now);
  });

  it('reaches back 7, 30 and 90 days', () => {
    const day = 24 * 60 * 60 * 1000;
    expect(now.getTime() - presets.last7[0].getTime()).toBe(7 * day);
    expect(now.getTime() - presets.last30[0].getTime()).toBe(30 * day);
    expect(now.getTime() - presets.last90[0].getTime()).toBe(90 * day);
    for (const [, end] of Object.values(presets)) expect(end).toEqual(now);
  });

  it('does not share or mutate the given date', () => {
    presets.last7[1].setFullYear(2000);
    expect(now.getFullYear()).toBe(2026);
    expect(presets.last30[1].getFullYear()).toBe(2026);
  });
});
