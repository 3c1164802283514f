import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRelativeTime } from './relative-time.ts';

const now = new Date(2026, 4, 20, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('formatRelativeTime', () => {
  it('says just now under 30 seconds', () => {
    expect(formatRelativeTime(ago(0), now, 'zh')).toBe('刚刚');
    expect(formatRelativeTime(ago(29 * S), now, 'zh')).toBe('刚刚');
    expect(formatRelativeTime(ago(29 * S), now, 'en')).toBe('just now');
  });

  it('counts the future as just now', () => {
    expect(formatRelativeTime(ago(-5 * M), now, 'en')).toBe('just now');
  });

  it('counts minutes under an hour', () => {
    expect(formatRelativeTime(ago(30 * S), now, 'zh')).toBe('1分钟前');
    expect(formatRelativeTime(ago(30 * S), now, 'en')).toBe('1 minute ago');
    expect(formatRelativeTime(ago(5 * M), now, 'zh')).toBe('5分钟前');
    expect(formatRelativeTime(ago(59 * M + 59 * S), now, 'en')).toBe('59 minutes ago');
  });

  it('counts hours under a day', () => {
    expect(formatRelativeTime(ago(H), now, 'zh')).toBe('1小时前');
    expect(formatRelativeTime(ago(H), now, 'en')).toBe('1 hour ago');
    expect(formatRelativeTime(ago(3 * H + 10 * M), now, 'zh')).toBe('3小时前');
    expect(formatRelativeTime(ago(23 * H + 59 * M), now, 'en')).toBe('23 hours ago');
  });

  it('says 1 day ago under 48 hours', () => {
    expect(formatRelativeTime(ago(24 * H), now, 'zh')).toBe('1天前');
    expect(formatRelativeTime(ago(47 * H), now, 'en')).toBe('1 day ago');
  });

  it('shows the date from 48 hours on', () => {
    expect(formatRelativeTime(ago(48 * H), now, 'zh')).toBe('2026-05-18');
    expect(formatRelativeTime(new Date(2025, 0, 3, 8), now, 'en')).toBe('2025-01-03');
  });

  it('accepts timestamps and date strings, and gives nothing for invalid dates', () => {
    expect(formatRelativeTime(ago(10 * M).getTime(), now.getTime(), 'en')).toBe('10 minutes ago');
    expect(formatRelativeTime(ago(10 * M).toISOString(), now, 'en')).toBe('10 minutes ago');
    expect(formatRelativeTime('not a date', now, 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('pads months, days, hours and minutes', () => {
    const date = new Date(2026, 0, 5, 7, 3);
    expect(formatDate(date)).toBe('2026-01-05');
    expect(formatDateTime(date)).toBe('2026-01-05 07:03');
  });
});
