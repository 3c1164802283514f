import { describe, expect, it } from 'vitest';
import { dateBounds, kindsOf } from './media-filters.ts';

describe('media filters', () => {
  const now = new Date(2026, 10, 22, 15, 30);

  it('turns the spec presets into a start time and leaves the end open', () => {
    expect(dateBounds('all', now)).toEqual({});
    expect(dateBounds('today', now)).toEqual({ from: new Date(2026, 10, 22, 0, 0).toISOString() });
    expect(dateBounds('last7', now)).toEqual({ from: new Date(2026, 10, 15, 15, 30).toISOString() });
    expect(new Date(dateBounds('last90', now).from ?? '').getTime()).toBe(now.getTime() - 90 * 86_400_000);
  });

  it('shows SVG with the images', () => {
    expect(kindsOf('image')).toEqual(['image', 'svg']);
    expect(kindsOf('document')).toEqual(['document']);
    expect(kindsOf('all')).toBeUndefined();
  });
});
