import { describe, expect, it } from 'vitest';
import { e164PhoneSchema, toE164 } from './phone.ts';

describe('phone numbers', () => {
  it('reads common spellings with a country code as E.164', () => {
    expect(toE164('+86 138-0013-8000')).toBe('+8613800138000');
    expect(toE164(' +1 (415) 555-2671 ')).toBe('+14155552671');
    expect(toE164('13800138000', 'CN')).toBe('+8613800138000');
  });

  it('refuses what is not a valid number', () => {
    for (const bad of ['', '12345', '+86 123', 'phone', '13800138000'])
      expect(toE164(bad), bad).toBeUndefined();
    const parsed = e164PhoneSchema.safeParse('+86 123');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('valid phone number with its country code');
    expect(e164PhoneSchema.parse('+44 7911 123456')).toBe('+447911123456');
  });
});
