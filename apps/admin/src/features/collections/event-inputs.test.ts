import { describe, expect, it } from 'vitest';
import { browserTimeZone, defaultTimeZone } from './event-inputs.tsx';

describe('a new meeting’s time zone', () => {
  it('starts in the website’s country, else where the browser is', () => {
    expect(defaultTimeZone('DE')).toBe('Europe/Berlin');
    expect(defaultTimeZone('CN')).toBe('Asia/Shanghai');
    expect(defaultTimeZone(undefined)).toBe(browserTimeZone());
    expect(defaultTimeZone('')).toBe(browserTimeZone());
  });
});
