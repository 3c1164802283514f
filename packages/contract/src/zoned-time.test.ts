import { describe, expect, it } from 'vitest';
import { FLAG_CODES } from './locales.ts';
import { countryTimeZone, isKnownTimeZone } from './zoned-time.ts';

describe('a country’s time zone', () => {
  it('knows a zone the runtime accepts for every website flag', () => {
    for (const code of FLAG_CODES) {
      const zone = countryTimeZone(code);
      expect(zone, code).toBeDefined();
      expect(isKnownTimeZone(zone as string), `${code} ${zone}`).toBe(true);
    }
  });

  it('reads the code in either case and knows nothing of other countries', () => {
    expect(countryTimeZone('de')).toBe('Europe/Berlin');
    expect(countryTimeZone('CN')).toBe('Asia/Shanghai');
    expect(countryTimeZone('ZZ')).toBeUndefined();
  });
});
